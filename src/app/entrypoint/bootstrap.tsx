import { useEffect, useState, type ReactNode } from 'react';
import { loadRuntimeConfig } from '@/shared/config';
import { loadDesktopInfo } from '@/shared/desktop-host';
import { t } from '@/shared/i18n';

/** spec §4: the desktop bridge is bound and its info read once per page (at once outside a host). */
let desktopInfoLoad: Promise<unknown> | null = null;
function desktopInfoOnce(): Promise<unknown> {
  // a failure to read desktop info does not stop the app (it shows the host as unavailable)
  desktopInfoLoad ??= loadDesktopInfo().catch(() => undefined);
  return desktopInfoLoad;
}

/**
 * spec §4: the app shows nothing until its config has loaded, the desktop bridge is bound and desktop info is known. While it loads only a status line is shown to
 * assistive technology; if it fails, the user can try again. Plain promises, not React Query: the sign-in path
 * does not load it (ARCHITECTURE §8).
 */
export function Bootstrap({ children }: { children: ReactNode }) {
  const [state, setState] = useState<'pending' | 'failed' | 'ready'>('pending');
  // each press of Try again loads the config again; the message stays until that load ends
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    Promise.all([loadRuntimeConfig(), desktopInfoOnce()]).then(
      () => current && setState('ready'),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  if (state === 'pending') {
    return (
      <main className="grid min-h-dvh place-items-center">
        <p role="status" className="text-sm text-slate-700">
          {t('app.loading')}
        </p>
      </main>
    );
  }
  if (state === 'failed') {
    return (
      <main className="grid min-h-dvh place-items-center p-6">
        <div role="alert" className="max-w-md space-y-4 text-center">
          <p>{t('app.configFailed')}</p>
          <button
            type="button"
            className="rounded bg-[#005eb8] px-4 py-2 font-semibold text-white focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-[#ffeb3b]"
            onClick={() => setAttempt((n) => n + 1)}
          >
            {t('app.retry')}
          </button>
        </div>
      </main>
    );
  }
  return <>{children}</>;
}
