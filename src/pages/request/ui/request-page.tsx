import { Link, useParams } from 'react-router';
import { useCurrentOrganisation } from '@/entities/organisation';
import { RequestDetail } from '@/widgets/request-detail';
import { WorkspaceShortcuts } from '@/features/workspace-shortcuts';
import { t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { EmptyState } from '@/shared/ui';

/** /full/request/{id}/full and /full/messages/request/{id}/full: one request on its own page (spec §2). */
export function RequestPage() {
  const { id } = useParams();
  const organisation = useCurrentOrganisation();
  const wcmsId = Number(organisation?.wcmsId);
  const requestId = id !== undefined && /^\d+$/.test(id) ? Number(id) : undefined;

  return (
    <section className="flex flex-col gap-4">
      {/* the request names the page itself once loaded ('RQ-000012 – Requests – Carebridge') */}
      {requestId === undefined && <title>{`${t('requests.title')} – ${t('app.name')}`}</title>}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link className="underline" to={paths.full.messagesList()}>
          {t('requests.title')}
        </Link>
        {/* take, assign, complete, priority and note by key on the request's own page too */}
        <WorkspaceShortcuts />
      </div>
      {requestId === undefined ? (
        <EmptyState
          title={t('requests.detail.notFound')}
          description={t('requests.detail.notFoundBody')}
          headingLevel={2}
        />
      ) : (
        <RequestDetail key={requestId} wcmsId={wcmsId} requestId={requestId} headingLevel={1} />
      )}
    </section>
  );
}
