import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { configQueries } from '@/shared/config';
import { t } from '@/shared/i18n';

/**
 * spec §4: the app shows nothing until its config has loaded. While it loads only a status line is shown to
 * assistive technology; if it fails, the user can try again.
 */
export function Bootstrap({ children }: { children: ReactNode }) {
  const config = useQuery(configQueries.runtime());
  if (config.isPending) {
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
