import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  OUTBOUND_LIST_POLL_MS,
  OUTBOUND_LIVE_POLL_MS,
  hasUnsettledRecipients,
  outboundQueries,
  type RecipientRow,
} from '@/entities/outbound';
import { useCurrentOrganisation } from '@/entities/organisation';
import { BookingLinksPanel } from './booking-links-panel';
import { CancelOutboundButton } from '@/features/outbound-cancel';
import { OutboundComposer } from '@/features/outbound-compose';
import { CsvUpload } from '@/features/outbound-csv';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { usePrivateSearchParams } from '@/shared/lib/private-query';
import { Button, EmptyState, ErrorState, Skeleton } from '@/shared/ui';
import { downloadRecipientsCsv } from '../api/export-recipients';
import { useResendToFailedMutation } from '../api/resend-failed';
import { parseOutboundParams, toListQuery, toSearchParams, type OutboundParams } from '../model/list-params';
import { OutboundDetailView } from './outbound-detail-view';
import { OutboundFilters } from './outbound-filters';
import { OutboundItems } from './outbound-items';
import { OutboundSettings } from './outbound-settings';

/**
 * /full/outbound/list and the pop-up /outbound/list (spec §2): outbound messages with their delivery states,
 * fetched again every 60 s (spec §9), filters in the URL, a message's details with each recipient's state and
 * cancel, and the composers for one patient or a CSV of recipients.
 */
export function OutboundListPage() {
  const organisation = useCurrentOrganisation();
  const wcmsId = Number(organisation?.wcmsId);
  // the search may be an NHS number: it is kept out of the URL (issue 23)
  const [search, setSearch] = usePrivateSearchParams(['search']);
  const params = parseOutboundParams(search);
  const [csvRecipients, setCsvRecipients] = useState<RecipientRow[] | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [bookingLinksOpen, setBookingLinksOpen] = useState(false);

  const update = (next: Partial<OutboundParams>) =>
    setSearch(toSearchParams({ ...params, ...next }), { replace: false });

  const list = useQuery({
    ...outboundQueries.list(wcmsId, toListQuery(params)),
    enabled: Number.isFinite(wcmsId),
    placeholderData: keepPreviousData,
    // delivery states are live: fetched every 2 s while a listed message has a recipient not yet final
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => hasUnsettledRecipients(item.counts))
        ? OUTBOUND_LIVE_POLL_MS
        : OUTBOUND_LIST_POLL_MS,
  });
  const detail = useQuery({
    ...outboundQueries.detail(wcmsId, params.id ?? 0),
    enabled: Number.isFinite(wcmsId) && params.id !== undefined,
    refetchInterval: (query) =>
      query.state.data && !query.state.data.settled ? OUTBOUND_LIVE_POLL_MS : OUTBOUND_LIST_POLL_MS,
  });
  const resend = useResendToFailedMutation(wcmsId);

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.page_size)) : 1;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('outbound.title')}</h1>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => update({ compose: 'single', id: undefined })}>{t('outbound.new')}</Button>
          <Button variant="secondary" onClick={() => update({ compose: 'csv', id: undefined })}>
            {t('outbound.upload')}
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              void list.refetch();
              if (params.id) void detail.refetch();
            }}
          >
            {t('outbound.refresh')}
          </Button>
        </div>
      </div>

      {params.compose && (
        <section className="rounded border p-4">
          <OutboundComposer
            key={params.compose}
            wcmsId={wcmsId}
            mode={params.compose}
            csvRecipients={csvRecipients}
            csvSlot={params.compose === 'csv' ? <CsvUpload onRecipients={setCsvRecipients} /> : undefined}
            onSent={(sent) => {
              setCsvRecipients(null);
              update({ compose: undefined, id: sent.id, page: 1 });
            }}
          />
        </section>
      )}

      {/* issue 16: appointment self-book links, sent by SMS from here */}
      <section aria-label={t('bookingLinks.heading')} className="flex flex-col gap-2">
        <div>
          <Button
            variant="link"
            aria-expanded={bookingLinksOpen}
            onClick={() => setBookingLinksOpen(!bookingLinksOpen)}
          >
            {bookingLinksOpen ? t('bookingLinks.hide') : t('bookingLinks.open')}
          </Button>
        </div>
        {bookingLinksOpen && (
          <div className="rounded border p-4">
            <BookingLinksPanel wcmsId={wcmsId} practiceName={organisation?.name ?? ''} />
          </div>
        )}
      </section>

      <section aria-label={t('outbound.settings.heading')} className="flex flex-col gap-2">
        <div>
          <Button variant="link" aria-expanded={settingsOpen} onClick={() => setSettingsOpen(!settingsOpen)}>
            {settingsOpen ? t('outbound.settings.hide') : t('outbound.settings.show')}
          </Button>
        </div>
        {settingsOpen && (
          <div className="rounded border p-4">
            <OutboundSettings wcmsId={wcmsId} />
          </div>
        )}
      </section>

      <OutboundFilters params={params} onChange={update} />

      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex flex-col gap-2">
          {list.isPending ? (
            <div role="status" aria-label={t('outbound.loading')} className="flex flex-col gap-2">
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
            </div>
          ) : list.isError ? (
            <ErrorState
              message={t('outbound.error', { message: errorMessage(list.error) })}
              onRetry={() => void list.refetch()}
            />
          ) : !list.data || list.data.items.length === 0 ? (
            <EmptyState title={t('outbound.empty')} />
          ) : (
            <>
              <OutboundItems
                items={list.data.items}
                selectedId={params.id}
                onOpen={(id) => update({ id, compose: undefined })}
              />
              <nav className="flex items-center justify-between gap-2" aria-label={t('outbound.list.label')}>
                <Button variant="outline" disabled={params.page <= 1} onClick={() => update({ page: params.page - 1 })}>
                  {t('outbound.previous')}
                </Button>
                <span>{t('outbound.page', { page: params.page, pages })}</span>
                <Button
                  variant="outline"
                  disabled={params.page >= pages}
                  onClick={() => update({ page: params.page + 1 })}
                >
                  {t('outbound.next')}
                </Button>
              </nav>
            </>
          )}
        </div>

        {params.id !== undefined && (
          <section aria-labelledby="outbound-detail-heading" className="flex flex-col gap-2 rounded border p-4">
            <div className="flex items-center justify-between">
              <h2 id="outbound-detail-heading" className="text-lg font-semibold">
                {t('outbound.detail.heading')}
              </h2>
              <Button variant="ghost" onClick={() => update({ id: undefined })}>
                {t('outbound.detail.close')}
              </Button>
            </div>
            {detail.isPending ? (
              <div role="status" aria-label={t('outbound.detail.loading')}>
                <Skeleton className="h-32" />
              </div>
            ) : detail.isError || !detail.data ? (
              <ErrorState
                message={t('outbound.detail.error', { message: errorMessage(detail.error) })}
                onRetry={() => void detail.refetch()}
              />
            ) : (
              <OutboundDetailView
                detail={detail.data}
                actions={
                  <div className="flex flex-wrap items-start gap-2">
                    {/* nothing left to cancel once every recipient's delivery is final */}
                    {!detail.data.settled && (
                      <CancelOutboundButton wcmsId={wcmsId} id={detail.data.id} canCancel={detail.data.can_cancel} />
                    )}
                    {detail.data.counts.failed > 0 && (
                      <Button
                        variant="secondary"
                        disabled={resend.isPending}
                        onClick={() =>
                          resend.mutate(params.id!, {
                            onSuccess: (sent) => {
                              if (!sent) return;
                              notify(t('outbound.resend.done', { count: sent.recipients_total }), 'success');
                              update({ id: sent.id, page: 1 });
                            },
                            onError: (error) =>
                              notify(t('outbound.resend.failed', { message: errorMessage(error) }), 'error'),
                          })
                        }
                      >
                        {t('outbound.resend')}
                      </Button>
                    )}
                  </div>
                }
                onExport={() =>
                  void downloadRecipientsCsv(wcmsId, params.id!).catch((error: unknown) =>
                    notify(errorMessage(error), 'error'),
                  )
                }
              />
            )}
          </section>
        )}
      </div>
    </div>
  );
}
