import { useState, type FormEvent } from 'react';
import { dateTextFromIso, isoFromDateText, parseDateEntry } from '@contracts/rules/date-entry';
import { useQuery } from '@tanstack/react-query';
import { errorFields, errorMessage, type BookingLinksQuery } from '@/shared/api';
import { t } from '@/shared/i18n';
import { formatDateTime, formatNhsNumber } from '@/shared/lib/format';
import { notify } from '@/shared/lib/notify';
import {
  Alert,
  AlertDescription,
  Button,
  DateInput,
  dateEntryError,
  EmptyState,
  ErrorState,
  Field,
  FieldControl,
  FieldError,
  FieldLabel,
  Input,
  Skeleton,
  nativeSelectClassName,
  tableClasses,
} from '@/shared/ui';
import { bookingLinkQueries, useSendBookingLinkMutation } from '../api/booking-links';
import { defaultExpiry, sendFormErrors, type SendField, type SendForm } from '../model/booking-link-form';

type Link = BookingLinksQuery['bookingLinks'][number];

const FIELDS: SendField[] = ['nhsNumber', 'mobile', 'slotTypeId', 'staffId', 'location', 'practice', 'expiresOn'];

/**
 * Appointment self-book links (spec §3, §5): staff send one patient a link by SMS offering the free appointments of
 * one type with one clinician until an expiry date; the list shows each link's state and the appointment booked.
 */
export function BookingLinksPanel({ wcmsId, practiceName }: { wcmsId: number; practiceName: string }) {
  const list = useQuery(bookingLinkQueries.list(wcmsId));
  const options = useQuery(bookingLinkQueries.options(wcmsId));
  const send = useSendBookingLinkMutation(wcmsId);
  const [values, setValues] = useState<SendForm>(() => ({
    nhsNumber: '',
    mobile: '',
    slotTypeId: '',
    staffId: '',
    location: '',
    practice: practiceName,
    // the expiry as typed (the one date entry pattern, issue 23 item 21); sent as YYYY-MM-DD
    expiresOn: dateTextFromIso(defaultExpiry()),
  }));
  const [errors, setErrors] = useState<Partial<Record<SendField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set = (field: SendField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const typedExpiry = parseDateEntry(values.expiresOn);
    const expiresOn = typedExpiry.status === 'valid' ? typedExpiry.iso : typedExpiry.status === 'empty' ? '' : '?';
    const keys = sendFormErrors({ ...values, expiresOn });
    const local: Partial<Record<SendField, string>> = Object.fromEntries(
      Object.entries(keys).map(([field, key]) => [field, t(key)]),
    );
    // a date typed in part, or not a real day: the date entry pattern's own words
    const expiryProblem = dateEntryError(values.expiresOn, t('bookingLinks.expiresOn'));
    if (expiryProblem) local.expiresOn = expiryProblem.message;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    send.mutate(
      { ...values, expiresOn: isoFromDateText(values.expiresOn) ?? '' },
      {
        onSuccess: (link) => {
          notify(t('bookingLinks.sent', { mobile: link.mobile }), 'success');
          // the next patient: keep the offer, clear who it goes to
          setValues((current) => ({ ...current, nhsNumber: '', mobile: '' }));
        },
        onError: (error) => {
          const fields = errorFields(error);
          const mapped = Object.fromEntries(FIELDS.filter((f) => fields[f]).map((f) => [f, fields[f]!]));
          setErrors(mapped);
          setFailure(`${t('bookingLinks.failed')}: ${errorMessage(error)}`);
        },
      },
    );
  }

  const clinicians = (options.data?.getStaff ?? []).filter((s) => s.active && s.consult);

  return (
    <div className="flex flex-col gap-4">
      <p>{t('bookingLinks.description')}</p>
      <form className="grid gap-3 sm:grid-cols-2" onSubmit={submit} noValidate aria-label={t('bookingLinks.open')}>
        <TextField
          label={t('bookingLinks.nhsNumber')}
          value={values.nhsNumber}
          onChange={set('nhsNumber')}
          error={errors.nhsNumber}
          inputMode="numeric"
        />
        <TextField
          label={t('bookingLinks.mobile')}
          value={values.mobile}
          onChange={set('mobile')}
          error={errors.mobile}
          type="tel"
        />
        <SelectField
          label={t('bookingLinks.type')}
          value={values.slotTypeId}
          onChange={set('slotTypeId')}
          error={errors.slotTypeId}
          options={(options.data?.getAppointmentSlotTypes ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
        <SelectField
          label={t('bookingLinks.clinician')}
          value={values.staffId}
          onChange={set('staffId')}
          error={errors.staffId}
          options={clinicians.map((s) => ({
            value: s.id,
            label: [s.title, s.forename, s.surname].filter(Boolean).join(' '),
          }))}
        />
        <TextField
          label={t('bookingLinks.location')}
          value={values.location}
          onChange={set('location')}
          error={errors.location}
          maxLength={100}
        />
        <TextField
          label={t('bookingLinks.practice')}
          value={values.practice}
          onChange={set('practice')}
          error={errors.practice}
          maxLength={100}
        />
        <DateInput
          name="expires-on"
          label={t('bookingLinks.expiresOn')}
          value={values.expiresOn}
          onChange={set('expiresOn')}
          error={errors.expiresOn}
          errorParts={dateEntryError(values.expiresOn, t('bookingLinks.expiresOn'))?.parts}
        />
        <div className="flex flex-col justify-end gap-2 sm:col-span-2">
          {failure && (
            <Alert severity="error" role="alert">
              <AlertDescription>{failure}</AlertDescription>
            </Alert>
          )}
          <div>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? t('bookingLinks.sending') : t('bookingLinks.send')}
            </Button>
          </div>
        </div>
      </form>

      {list.isPending ? (
        <div role="status" aria-label={t('bookingLinks.loading')}>
          <Skeleton className="h-24" />
        </div>
      ) : list.isError ? (
        <ErrorState message={t('bookingLinks.loadError', { message: errorMessage(list.error) })} />
      ) : list.data.length === 0 ? (
        <EmptyState title={t('bookingLinks.empty')} />
      ) : (
        <div className={tableClasses.frame}>
          <table className={tableClasses.table}>
            <caption className={tableClasses.caption}>{t('bookingLinks.listCaption')}</caption>
            <thead className={tableClasses.head}>
              <tr>
                <th scope="col" className={tableClasses.headerCell}>
                  {t('bookingLinks.col.patient')}
                </th>
                <th scope="col" className={tableClasses.headerCell}>
                  {t('bookingLinks.col.offer')}
                </th>
                <th scope="col" className={tableClasses.headerCell}>
                  {t('bookingLinks.col.expires')}
                </th>
                <th scope="col" className={tableClasses.headerCell}>
                  {t('bookingLinks.col.status')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((link) => (
                <tr key={link.id} className={tableClasses.row}>
                  <td className={tableClasses.cell}>
                    {link.patientName ?? formatNhsNumber(link.nhsNumber)}
                    <span className="block text-muted-foreground">{formatNhsNumber(link.nhsNumber)}</span>
                  </td>
                  <td className={tableClasses.cell}>
                    {t('bookingLinks.offer', {
                      type: link.appointmentType,
                      clinician: link.clinician,
                      location: link.location,
                    })}
                  </td>
                  <td className={tableClasses.cell}>{link.expiresOn}</td>
                  <td className={tableClasses.cell}>{statusText(link)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function statusText(link: Link): string {
  if (link.status === 'booked' && link.appointment) {
    return t('bookingLinks.status.booked', { time: formatDateTime(link.appointment.startTime) });
  }
  return link.status === 'expired' ? t('bookingLinks.status.expired') : t('bookingLinks.status.open');
}

function TextField({
  label,
  value,
  onChange,
  error,
  ...rest
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
} & Omit<React.ComponentProps<'input'>, 'value' | 'onChange'>) {
  return (
    <Field invalid={Boolean(error)}>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <Input {...rest} value={value} onChange={(e) => onChange(e.target.value)} />
      </FieldControl>
      <FieldError>{error}</FieldError>
    </Field>
  );
}

function SelectField({
  label,
  value,
  onChange,
  error,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  options: { value: string; label: string }[];
}) {
  return (
    <Field invalid={Boolean(error)}>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <select className={nativeSelectClassName} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('bookingLinks.choose')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </FieldControl>
      <FieldError>{error}</FieldError>
    </Field>
  );
}
