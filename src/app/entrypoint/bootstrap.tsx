import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { configQueries } from '@/shared/config';
import { loadDesktopInfo } from '@/shared/desktop-host';
import { t } from '@/shared/i18n';

/** spec §4: the desktop bridge is bound and its info read once per page (at once outside a host). */
const desktopInfoQuery = {
  queryKey: ['desktop-host', 'info'] as const,
  queryFn: loadDesktopInfo,
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
};

/**
 * spec §4: the app shows nothing until its config has loaded, the desktop bridge is bound and desktop info is known. While it loads only a status line is shown to
 * assistive technology; if it fails, the user can try again.
 */
export function Bootstrap({ children }: { children: ReactNode }) {
  const config = useQuery(configQueries.runtime());
  const desktop = useQuery(desktopInfoQuery);
  if (config.isPending || desktop.isPending) {
    return (
      <main className="grid min-h-dvh place-items-center">
        <p role="status" className="text-sm text-slate-700">
          {t('app.loading')}
        </p>
      </main>
    );
  }
  if (config.isError) {
    return (
      <main className="grid min-h-dvh place-items-center p-6">
        <div role="alert" className="max-w-md space-y-4 text-center">
          <p>{t('app.configFailed')}</p>
          <button
            type="button"
            className="rounded bg-[#005eb8] px-4 py-2 font-semibold text-white focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-[#ffeb3b]"
            onClick={() => void config.refetch()}
          >
            {t('app.retry')}
          </button>
        </div>
      </main>
    );
  }
  return <>{children}</>;
}
