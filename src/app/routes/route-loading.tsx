import { t } from '@/shared/i18n';

/** Shown while the first screen's code loads. */
export function RouteLoading() {
  return (
    <main className="grid min-h-dvh place-items-center">
      <p role="status" className="text-sm text-muted-foreground">
        {t('app.loading')}
      </p>
    </main>
  );
}
