import { PatientsMenu } from '@/widgets/patients-menu';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { dateTextFromIso, isoFromDateText } from '@contracts/rules/date-entry';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCurrentOrganisation } from '@/entities/organisation';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import {
  Button,
  DateInput,
  EmptyState,
  ErrorState,
  Field,
  FieldControl,
  FieldError,
  FieldLabel,
  Input,
  Skeleton,
  dateEntryError,
} from '@/shared/ui';
import { reminderQueries } from '@/entities/appointment-reminder';
import { datesOutOfOrder, parseLogParams, toSearchParams, type LogParams } from '../model/log-params';
import { ReminderLog } from './reminder-log';
import { ReminderSettingsPanel } from '@/features/reminder-settings';

const PAGE_SIZE = 25;

/**
 * /full/patients/appointment-reminders (spec §2 patients menu): the reminder log with a date-range filter and
 * paging in the URL, cancel on reminders not yet sent, and the organisation's reminder settings.
 */
export function AppointmentRemindersPage() {
  const organisation = useCurrentOrganisation();
  const wcmsId = Number(organisation?.wcmsId);
  const [search, setSearch] = useSearchParams();
  const params = parseLogParams(search);
  const update = (next: Partial<LogParams>) => setSearch(toSearchParams({ ...params, ...next }));

  const settings = useQuery({ ...reminderQueries.settings(wcmsId), enabled: Number.isFinite(wcmsId) });
  const log = useQuery({
    ...reminderQueries.log(wcmsId, {
      from: params.from,
      to: params.to,
      nhs_number: params.nhs,
      page: params.page,
      page_size: PAGE_SIZE,
    }),
    enabled: Number.isFinite(wcmsId),
    placeholderData: keepPreviousData,
  });
  if (!organisation) return null;
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.page_size)) : 1;

  return (
    <div className="flex flex-col gap-6 md:flex-row">
      <aside className="md:w-56 md:shrink-0">
        <PatientsMenu />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold">{t('reminders.title')}</h1>
          <Button variant="outline" onClick={() => void log.refetch()}>
            {t('reminders.refresh')}
          </Button>
        </div>

        <ReminderSettingsPanel wcmsId={wcmsId} />

        <section aria-labelledby="reminder-log-heading" className="flex flex-col gap-3">
          <h2 id="reminder-log-heading" className="text-lg font-semibold">
            {t('reminders.log.heading')}
          </h2>
          <DateRange
            key={`${params.from ?? ''}|${params.to ?? ''}|${params.nhs ?? ''}`}
            params={params}
            onApply={(range) => update({ ...range, page: 1 })}
          />
          {log.isPending ? (
            <div role="status" aria-label={t('reminders.log.loading')} className="flex flex-col gap-2">
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
            </div>
          ) : log.isError ? (
            <ErrorState
              message={t('reminders.log.error', { message: errorMessage(log.error) })}
              onRetry={() => void log.refetch()}
            />
          ) : !log.data || log.data.items.length === 0 ? (
            <EmptyState title={t('reminders.log.empty')} />
          ) : (
            <>
              <ReminderLog wcmsId={wcmsId} items={log.data.items} canCancel={settings.data?.can_edit ?? false} />
              <nav className="flex items-center justify-between gap-2" aria-label={t('reminders.pages')}>
                <Button variant="outline" disabled={params.page <= 1} onClick={() => update({ page: params.page - 1 })}>
                  {t('reminders.previous')}
                </Button>
                <span>{t('reminders.page', { page: params.page, pages })}</span>
                <Button
                  variant="outline"
                  disabled={params.page >= pages}
                  onClick={() => update({ page: params.page + 1 })}
                >
                  {t('reminders.next')}
                </Button>
              </nav>
            </>
          )}
        </section>
      </div>
    </div>
  );
}

/**
 * From and to dates (UK days, inclusive) and a patient’s NHS number (10 digits, spaces and dashes ignored); what was typed
 * stays when the filter is refused.
 */
function DateRange({
  params,
  onApply,
}: {
  params: LogParams;
  onApply: (range: { from?: string; to?: string; nhs?: string }) => void;
}) {
  // dates are typed as day, month and year (the one date entry pattern, issue 23 item 21); the URL keeps YYYY-MM-DD
  const [from, setFrom] = useState(dateTextFromIso(params.from));
  const [to, setTo] = useState(dateTextFromIso(params.to));
  const [dateErrors, setDateErrors] = useState<{ from?: string; to?: string }>({});
  const [nhs, setNhs] = useState(params.nhs ?? '');
  const [error, setError] = useState<string | null>(null);
  const [nhsError, setNhsError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = nhs.replace(/[\s-]+/g, '');
    const fromError = dateEntryError(from, t('reminders.filters.from'))?.message;
    const toError = dateEntryError(to, t('reminders.filters.to'))?.message;
    setDateErrors({ from: fromError, to: toError });
    const fromIso = isoFromDateText(from) ?? '';
    const toIso = isoFromDateText(to) ?? '';
    const badOrder = datesOutOfOrder(fromIso, toIso);
    const badNhs = digits !== '' && !/^\d{10}$/.test(digits);
    setError(badOrder ? t('reminders.filters.order') : null);
    setNhsError(badNhs ? t('reminders.filters.nhsInvalid') : null);
    if (badOrder || badNhs || fromError || toError) return;
    onApply({ from: fromIso || undefined, to: toIso || undefined, nhs: digits || undefined });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('reminders.filters.label')}
      className="flex flex-wrap items-end gap-3"
    >
      <DateInput
        name="from"
        label={t('reminders.filters.from')}
        value={from}
        onChange={setFrom}
        error={dateErrors.from ?? error}
      />
      <DateInput name="to" label={t('reminders.filters.to')} value={to} onChange={setTo} error={dateErrors.to} />
      <Field>
        <FieldLabel>{t('reminders.filters.nhs')}</FieldLabel>
        <FieldControl>
          <Input inputMode="numeric" value={nhs} onChange={(e) => setNhs(e.target.value)} />
        </FieldControl>
        <FieldError>{nhsError}</FieldError>
      </Field>
      <Button type="submit" variant="secondary">
        {t('reminders.filters.apply')}
      </Button>
      {(params.from || params.to || params.nhs) && (
        <Button type="button" variant="ghost" onClick={() => onApply({})}>
          {t('reminders.filters.clear')}
        </Button>
      )}
    </form>
  );
}
