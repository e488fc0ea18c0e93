import { Link } from 'react-router';
import { t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { Button } from '@/shared/ui/button';

/** No screen has this address. */
export function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title" className="flex flex-col gap-4 py-6">
      <title>{`${t('guard.notFound.title')} – ${t('app.name')}`}</title>
      <h1 id="not-found-title" className="text-3xl leading-tight font-bold">
        {t('guard.notFound.title')}
      </h1>
      <p>{t('guard.notFound.body')}</p>
      <p>
        <Button asChild size="lg">
          <Link to={paths.full.messagesList()}>{t('guard.home')}</Link>
        </Button>
      </p>
    </section>
  );
}
