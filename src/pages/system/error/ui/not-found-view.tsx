import type { ReactNode } from 'react';
import { t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { Button } from '@/shared/ui/button';

/** What 'page not found' says, with the way home the router in use gives (a link of its own or a plain one). */
export function NotFoundView({ home }: { home: ReactNode }) {
  return (
    <section aria-labelledby="not-found-title" className="flex flex-col gap-4 py-6">
      <title>{`${t('guard.notFound.title')} – ${t('app.name')}`}</title>
      <h1 id="not-found-title" className="text-3xl leading-tight font-bold">
        {t('guard.notFound.title')}
      </h1>
      <p>{t('guard.notFound.body')}</p>
      <p>{home}</p>
    </section>
  );
}

/**
 * 'Page not found' on the patients' pages (their own entry, without the staff app's router): home is the staff app,
 * a new page load.
 */
export function PlainNotFoundPage() {
  return (
    <NotFoundView
      home={
        <Button asChild size="lg">
          <a href={paths.full.messagesList()}>{t('guard.home')}</a>
        </Button>
      }
    />
  );
}
