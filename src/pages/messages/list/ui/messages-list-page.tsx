import { OrganisationSwitch } from '@/features/organisation-switch';
import { t } from '@/shared/i18n';
import { EmptyState } from '@/shared/ui/empty-state';

/**
 * /full/messages/list. The inbox itself is another piece of work: until it lands this page says plainly that
 * it is not available, rather than showing made-up requests.
 */
export function MessagesListPage() {
  return (
    <section aria-labelledby="requests-title" className="flex flex-col gap-4">
      <title>{`${t('welcome.inbox.title')} – ${t('app.name')}`}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 id="requests-title" className="text-3xl leading-tight font-bold">
          {t('welcome.inbox.title')}
        </h1>
        <OrganisationSwitch />
      </div>
      <EmptyState
        data-testid="inbox-unavailable"
        title={t('welcome.inbox.unavailableTitle')}
        description={t('welcome.inbox.unavailableBody')}
      />
    </section>
  );
}
