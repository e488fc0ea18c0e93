import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONSULTATION_METHODS,
  PriorityBadge,
  StatusBadge,
  consultationMethodLabel,
  formatDateTime,
  requestQueries,
  typeLabel,
  type ConsultationMethod,
  type RequestDetail as RequestDetailData,
} from '@/entities/request';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { EmptyState, ErrorState, Skeleton } from '@/shared/ui';
import { useRunRequestAction } from '../api/request-actions';
import { useRequestLock } from '../api/request-lock';
import { CareNavigationPrompt } from './care-navigation-prompt';
import { RequestActionBar } from './request-action-bar';
import { RequestIdentityPanel } from './request-identity';
import { RequestAttachments } from './request-attachments';
import { RequestBody } from './request-body';
import { RequestLockBanner } from './request-lock-banner';
import { PatientBanner } from './patient-banner';
import { RequestEnquirerPanel, RequestPatientPanel, RequestReadingsPanel } from './request-side-panels';
import { RequestThread } from './request-thread';
import { SendToOrganisationPanel } from './send-to-organisation';

const methodLabel = (method: string) =>
  (CONSULTATION_METHODS as readonly string[]).includes(method)
    ? consultationMethodLabel(method as ConsultationMethod)
    : method;

function RequestHeader({ request, headingLevel }: { request: RequestDetailData; headingLevel: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <header className="flex flex-col gap-2">
      <Heading id={`request-${request.id}-title`} tabIndex={-1} className="text-2xl leading-tight font-bold">
        {request.subject}
      </Heading>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={request.status} />
        <PriorityBadge priority={request.priority} />
        <span>{typeLabel(request.type)}</span>
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {[
          [t('requests.reference'), request.reference ?? String(request.id)],
          [t('requests.received'), formatDateTime(request.received_at)],
          [t('requests.assignee'), request.assignee?.name ?? t('requests.unassigned')],
        ].map(([label, value]) => (
          <div key={label} className="flex gap-1">
            <dt className="font-semibold">{label}:</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {request.completed_by && <p>{t('requests.detail.completedBy', { name: request.completed_by })}</p>}
      {(request.outcome || request.consultation_method) && (
        <dl className="flex flex-wrap gap-x-6 gap-y-1">
          {request.outcome && (
            <div className="flex gap-1">
              <dt className="font-semibold">{t('requests.detail.outcome')}:</dt>
              <dd>{request.outcome}</dd>
            </div>
          )}
          {request.consultation_method && (
            <div className="flex gap-1">
              <dt className="font-semibold">{t('requests.detail.method')}:</dt>
              <dd>{methodLabel(request.consultation_method)}</dd>
            </div>
          )}
        </dl>
      )}
    </header>
  );
}

/**
 * The request view (spec §2 panels): used by the inbox split view and both full request pages. Opening it
 * locks the request for the viewer (spec §4) and gives the lock up on leaving.
 */
export function RequestDetail({
  wcmsId,
  requestId,
  headingLevel = 2,
}: {
  wcmsId: number;
  requestId: number;
  headingLevel?: 1 | 2;
}) {
  const detail = useQuery({ ...requestQueries.detail(wcmsId, requestId), enabled: Number.isFinite(wcmsId) });
  const found = detail.isSuccess && detail.data !== null;
  const lock = useRequestLock(wcmsId, requestId, found);
  const actions = useRunRequestAction(wcmsId, requestId);
  const queryClient = useQueryClient();
  // opening a request marks it read on the server: the lists show that without waiting for their poll
  useEffect(() => {
    if (found) void queryClient.invalidateQueries({ queryKey: requestQueries.lists() });
  }, [found, requestId, queryClient]);
  // a request that opens takes focus to its heading, so a keyboard user starts reading (and acting) from there
  useEffect(() => {
    if (found) document.getElementById(`request-${requestId}-title`)?.focus({ preventScroll: true });
  }, [found, requestId]);

  if (detail.isPending) return <Skeleton className="h-96 w-full" aria-label={t('common.loading')} />;
  if (detail.isError) {
    return (
      <ErrorState
        title={t('requests.detail.loadFailed')}
        message={errorMessage(detail.error)}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  const request = detail.data;
  if (!request) {
    return <EmptyState title={t('requests.detail.notFound')} description={t('requests.detail.notFoundBody')} />;
  }
  const lockedByOther = lock.state.kind === 'other';

  return (
    <article aria-labelledby={`request-${request.id}-title`} className="flex flex-col gap-4">
      <title>{`${request.reference ?? request.id} – ${t('requests.title')} – ${t('app.name')}`}</title>
      <RequestLockBanner state={lock.state} onOverride={() => void lock.override()} onRetry={lock.retry} />
      <PatientBanner patient={request.patient} identity={request.identity} />
      <RequestHeader request={request} headingLevel={headingLevel} />
      <RequestActionBar wcmsId={wcmsId} request={request} disabled={lockedByOther} />
      <CareNavigationPrompt request={request} disabled={lockedByOther || actions.pending} onAction={actions.run} />
      <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <RequestBody
            request={request}
            headingLevel={headingLevel === 1 ? 2 : 3}
            disabled={lockedByOther || actions.pending}
            onAction={actions.run}
          />
          <RequestThread
            wcmsId={wcmsId}
            requestId={request.id}
            entries={request.thread}
            disabled={lockedByOther}
            patientName={request.patient.name}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <RequestPatientPanel patient={request.patient} requestId={request.id} />
          <RequestIdentityPanel wcmsId={wcmsId} request={request} disabled={lockedByOther} />
          {request.status !== 'completed' && (
            <SendToOrganisationPanel wcmsId={wcmsId} requestId={request.id} disabled={lockedByOther} />
          )}
          <RequestEnquirerPanel enquirer={request.enquirer} />
          <RequestReadingsPanel readings={request.readings} />
          <RequestAttachments
            wcmsId={wcmsId}
            requestId={request.id}
            attachments={request.attachments}
            canUpload={!lockedByOther && request.status !== 'completed'}
          />
        </div>
      </div>
    </article>
  );
}
