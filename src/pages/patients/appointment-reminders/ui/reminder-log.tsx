import { formatDateTime, formatNhsNumber } from '@/shared/lib/format';
import { errorMessage } from '@/shared/api';
import { t, type MessageKey } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { Badge, Button, cn, tableClasses } from '@/shared/ui';
import { useCancelReminderMutation, type ReminderLogEntry } from '@/entities/appointment-reminder';

const STATE_TONE: Record<ReminderLogEntry['state'], string> = {
  pending: 'bg-slate-100 text-slate-900',
  queued: 'bg-sky-100 text-sky-950',
  sent: 'bg-blue-100 text-blue-950',
  delivered: 'bg-green-100 text-green-950',
  failed: 'bg-red-100 text-red-950',
  cancelled: 'bg-zinc-200 text-zinc-900',
};

const channelLabel = (channel: 'sms' | 'nhs_app') => t(`reminders.channel.${channel}` as MessageKey);
const yesNo = (value: boolean) => (value ? t('reminders.log.yes') : t('reminders.log.no'));

function fallback(entry: ReminderLogEntry): string {
  if (!entry.fallback_channel) return t('reminders.log.none');
  return t('reminders.log.fallbackDelay', {
    method: channelLabel(entry.fallback_channel),
    minutes: entry.fallback_delay_minutes ?? 0,
  });
}

/** The reminder log (spec §3 log entry: every column), with cancel on reminders not yet sent. */
export function ReminderLog({
  wcmsId,
  items,
  canCancel,
}: {
  wcmsId: number;
  items: ReminderLogEntry[];
  canCancel: boolean;
}) {
  const cancel = useCancelReminderMutation(wcmsId);
  const headers: MessageKey[] = [
    'reminders.log.time',
    'reminders.log.patient',
    'reminders.log.type',
    'reminders.log.delivered',
    'reminders.log.nhsNumber',
    'reminders.log.deliveryTime',
    'reminders.log.number',
    'reminders.log.attached',
    'reminders.log.cancelled',
    'reminders.log.fallback',
    'reminders.log.appointment',
    'reminders.log.state',
  ];
  return (
    // a wide table scrolls on its own: focusable so keyboard users can scroll it (axe scrollable-region-focusable)
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus
    <div className={tableClasses.frame} tabIndex={0} role="region" aria-label={t('reminders.log.caption')}>
      <table className={tableClasses.table}>
        <caption className="sr-only">{t('reminders.log.caption')}</caption>
        <thead className={tableClasses.head}>
          <tr>
            {headers.map((key) => (
              <th key={key} scope="col" className={cn(tableClasses.headerCell, 'whitespace-nowrap')}>
                {t(key)}
              </th>
            ))}
            {canCancel && (
              <th scope="col" className={tableClasses.headerCell}>
                {t('reminders.log.actions')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((entry) => (
            <tr
              key={entry.id}
              className={tableClasses.row}
              data-reminder-id={entry.id}
              data-appointment-id={entry.appointment_id}
              data-days-before={entry.days_before}
            >
              <td className={cn(tableClasses.cell, 'whitespace-nowrap')}>{formatDateTime(entry.time)}</td>
              <th scope="row" className={tableClasses.rowHeader}>
                {entry.patient_name}
              </th>
              <td className={tableClasses.cell}>
                {entry.channel ? channelLabel(entry.channel) : t('reminders.log.notYet')}
              </td>
              <td className={tableClasses.cell}>{yesNo(entry.delivered)}</td>
              <td className={cn(tableClasses.cell, 'whitespace-nowrap')}>
                {entry.nhs_number ? formatNhsNumber(entry.nhs_number) : ''}
              </td>
              <td className={cn(tableClasses.cell, 'whitespace-nowrap')}>
                {entry.delivered_at ? formatDateTime(entry.delivered_at) : ''}
              </td>
              <td className={cn(tableClasses.cell, 'whitespace-nowrap')}>{entry.mobile ?? ''}</td>
              <td className={tableClasses.cell}>{yesNo(entry.attached)}</td>
              <td className={tableClasses.cell}>{yesNo(entry.cancelled)}</td>
              <td className={tableClasses.cell}>{fallback(entry)}</td>
              <td className={cn(tableClasses.cell, 'whitespace-nowrap')}>
                {formatDateTime(entry.appointment_at)}
                <span className="block text-muted-foreground">
                  {entry.days_before === 1
                    ? t('reminders.log.dayBefore')
                    : t('reminders.log.daysBefore', { days: entry.days_before })}
                </span>
              </td>
              <td className={tableClasses.cell}>
                <Badge
                  variant="outline"
                  className={cn('border-transparent', STATE_TONE[entry.state])}
                  data-state={entry.state}
                >
                  {t(`reminders.state.${entry.state}` as MessageKey)}
                </Badge>
                {entry.failure_reason && <span className="block">{entry.failure_reason}</span>}
              </td>
              {canCancel && (
                <td className={tableClasses.cell}>
                  {entry.can_cancel && (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('reminders.cancelFor', { name: entry.patient_name })}
                      disabled={cancel.isPending}
                      onClick={() =>
                        cancel.mutate(entry.id, {
                          onSuccess: () => notify(t('reminders.cancelled'), 'success'),
                          onError: (error) =>
                            notify(t('reminders.cancelFailed', { message: errorMessage(error) }), 'error'),
                        })
                      }
                    >
                      {t('reminders.cancel')}
                    </Button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
