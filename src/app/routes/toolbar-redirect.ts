import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { desktopInfo } from '@/shared/desktop-host';
import { paths } from '@/shared/routes';

/** spec §9: the toolbar redirect is checked every second. */
export const TOOLBAR_CHECK_MS = 1_000;

/** The desktop host says this window is its toolbar (spec §3 desktop bridge state browserType). */
export function isToolbarBrowser(): boolean {
  if (desktopInfo().browserType === 'toolbar') return true;
  const host = (window as unknown as { vixie?: { browserType?: unknown } | null }).vixie;
  return host?.browserType === 'toolbar';
}

/** spec §2: when the browser type is toolbar, the app shows /toolbar (checked every second). */
export function useToolbarRedirect(): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === paths.toolbar()) return;
    const check = () => {
      if (isToolbarBrowser()) void navigate(paths.toolbar(), { replace: true });
    };
    check();
    const timer = setInterval(check, TOOLBAR_CHECK_MS);
    return () => clearInterval(timer);
  }, [navigate, pathname]);
}
