import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router';
import { t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { buttonVariants } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { ErrorIcon } from '@/shared/ui/icons';
import { reloadPage, shouldReloadFor } from '../model/chunk-error';
import { reportRenderError } from '../model/report-error';

/** Where staff get help (the support link of spec §2). */
export const SUPPORT_URL = 'mailto:support@carebridge.nhs.uk';

const linkClass =
  'rounded-sm font-semibold text-primary underline underline-offset-4 hover:text-primary-hover hover:decoration-2 focus-visible:focus-ring';

/**
 * The error fallback page of spec §2 and §8: 'Sorry, a problem was encountered.', a support link and a way back
 * to /full/messages/list. The way back loads the page afresh, so whatever broke starts clean.
 */
export function ErrorPage() {
  return (
    <main id="main" className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col justify-center gap-6 px-4 py-12">
      <title>{`${t('error.generic')} – ${t('app.name')}`}</title>
      <div className="flex flex-col gap-4 rounded-md border-s-8 border-destructive bg-destructive-subtle px-6 py-6">
        <h1 className="flex items-center gap-3 text-3xl leading-tight font-bold">
          <ErrorIcon className="size-8 shrink-0 text-destructive" />
          {t('error.generic')}
        </h1>
        <p>{t('guard.error.body')}</p>
        <p>{t('guard.error.next')}</p>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <a href={paths.full.messagesList()} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
            {t('guard.home')}
          </a>
          <a href={SUPPORT_URL} className={linkClass}>
            {t('guard.error.support')}
          </a>
        </div>
      </div>
    </main>
  );
}

/**
 * Shown for an error that escaped a screen: after a failed dynamic import the page reloads once (a new version
 * was deployed); anything else is reported and the error page shown.
 */
export function ErrorFallback({ error, pathname }: { error: unknown; pathname?: string }) {
  const reload = shouldReloadFor(error);
  useEffect(() => {
    if (reload) {
      reloadPage();
      return;
    }
    console.error('Carebridge could not render a page', error);
    // spec §8: reported to monitoring
    void reportRenderError(error, pathname);
  }, [reload, error, pathname]);
  if (reload) {
    return (
      <main id="main" className="grid min-h-dvh place-items-center">
        <Spinner size="lg" label={t('guard.error.reloading')} showLabel />
      </main>
    );
  }
  return <ErrorPage />;
}

/** The router's error element. */
export function RouteErrorBoundary() {
  return <ErrorFallback error={useRouteError()} pathname={useLocation().pathname} />;
}
