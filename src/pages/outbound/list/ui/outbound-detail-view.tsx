import { channelLabel, DeliveryStateBadge, type OutboundDetail } from '@/entities/outbound';
import { formatDateTime } from '@/shared/lib/format';
import { t } from '@/shared/i18n';
import { Button, tableClasses } from '@/shared/ui';
import type { ReactNode } from 'react';

/** One outbound message: its state, text, settings and each recipient's delivery state. */
export function OutboundDetailView({
  detail,
  actions,
  onExport,
}: {
  detail: OutboundDetail;
  /** The cancel action (from the page). */
  actions?: ReactNode;
  onExport?: () => void;
}) {
  return (
    <div className="flex flex-col gap-3" data-testid="outbound-detail" data-state={detail.state}>
      <div className="flex flex-wrap items-center gap-2">
        <DeliveryStateBadge state={detail.state} />
        <span>{channelLabel(detail.channel)}</span>
        <span className="text-sm">{formatDateTime(detail.send_at)}</span>
      </div>
      <p className="whitespace-pre-wrap rounded bg-muted p-3">{detail.body}</p>
      <ul className="text-sm">
        {detail.response_requested && <li>{t('outbound.detail.responseRequested')}</li>}
        {detail.sender_id && <li>{t('outbound.detail.sender', { sender: detail.sender_id })}</li>}
        {detail.reminder && (
          <li>
            {t('outbound.detail.reminder', { gap: detail.reminder.gap_days, occurrences: detail.reminder.occurrences })}
          </li>
        )}
        {detail.fallback_hours && <li>{t('outbound.detail.fallback', { hours: detail.fallback_hours })}</li>}
      </ul>
      {detail.state !== 'cancelled' && actions}
      <section aria-labelledby={`recipients-${detail.id}`} className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={`recipients-${detail.id}`} className="font-semibold">
            {t('outbound.detail.recipients')}
          </h3>
          {onExport && (
            <Button variant="link" onClick={onExport}>
              {t('outbound.detail.export')}
            </Button>
          )}
        </div>
        <div className={tableClasses.frame}>
          <table className={tableClasses.table}>
            <thead className={tableClasses.head}>
              <tr>
                <th scope="col" className={tableClasses.headerCell}>
                  {t('outbound.detail.name')}
                </th>
                <th scope="col" className={tableClasses.headerCell}>
                  {t('outbound.detail.nhsNumber')}
                </th>
                <th scope="col" className={tableClasses.headerCell}>
                  {t('outbound.detail.mobile')}
                </th>
                <th scope="col" className={tableClasses.headerCell}>
                  {t('outbound.detail.state')}
                </th>
                <th scope="col" className={tableClasses.headerCell}>
                  {t('outbound.detail.updated')}
                </th>
              </tr>
            </thead>
            <tbody>
              {detail.recipients.map((r) => (
                <tr key={r.id} data-testid="outbound-recipient" data-state={r.state} className={tableClasses.row}>
                  <td className={tableClasses.cell}>{r.name}</td>
                  <td className={tableClasses.cell}>{r.nhs_number}</td>
                  <td className={tableClasses.cell}>{r.mobile}</td>
                  <td className={tableClasses.cell}>
                    <DeliveryStateBadge state={r.state} />
                    {r.channel_used !== detail.channel && <span> {t('outbound.detail.viaSms')}</span>}
                    {r.failure_reason && <p>{r.failure_reason}</p>}
                    {r.nhs_invalid && <p>{t('outbound.detail.nhsInvalid')}</p>}
                    {r.reminders_sent > 0 && <p>{t('outbound.detail.reminders', { count: r.reminders_sent })}</p>}
                  </td>
                  <td className={tableClasses.cell}>{formatDateTime(r.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {detail.recipients_total > detail.recipients.length && (
          <p>
            {t('outbound.detail.recipientsMore', { shown: detail.recipients.length, total: detail.recipients_total })}
          </p>
        )}
      </section>
    </div>
  );
}
