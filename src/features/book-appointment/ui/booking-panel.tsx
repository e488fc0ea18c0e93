import { useId, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, execute } from '@/shared/api';
import { t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import {
  Alert,
  AlertDescription,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorState,
  Skeleton,
  nativeSelectClassName,
} from '@/shared/ui';
import { formatNhs, patientDisplayName, type Patient } from '@/entities/patient';
import { BookAppointmentMutation, bookingQueries } from '../api/booking';
import { bookingWindow, ukDay } from '../model/week';

const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' });
const dayHeading = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const longDate = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
const slotTime = (iso: string) => `${dayHeading.format(new Date(iso))}, ${time.format(new Date(iso))}`;

/**
 * Book an appointment for a patient (spec §1, §7): choose the clinician and slot type, see the week's free slots,
 * book one. A slot someone else took meanwhile is refused with the server's words and the list refreshes.
 */
export function BookingPanel({
  wcmsId,
  patient,
  now = () => new Date(),
}: {
  wcmsId: string;
  patient: Patient;
  now?: () => Date;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [staffId, setStaffId] = useState('');
  const [slotTypeId, setSlotTypeId] = useState('');
  const [week, setWeek] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const window = useMemo(() => bookingWindow(now(), week), [now, week]);
  const staff = useQuery(bookingQueries.staff(wcmsId));
  const slotTypes = useQuery(bookingQueries.slotTypes(wcmsId));
  const available = useQuery(
    bookingQueries.available({
      wcmsId,
      startTime: window.start.toISOString(),
      endTime: window.end.toISOString(),
      staffId,
      slotTypeId,
    }),
  );
  const book = useMutation({
    mutationFn: async (appointmentId: string) =>
      (await execute(BookAppointmentMutation, { wcmsId, appointmentId, nhsNumber: patient.nhsNumber ?? '' }))
        .bookAppointment,
    onSuccess: (booked) => {
      setProblem(null);
      notify(
        t('patients.booking.booked', { time: slotTime(booked.startTime), clinician: booked.consultingStaff ?? '' }),
        'success',
      );
    },
    onError: (error) => setProblem(errorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...bookingQueries.all(), 'available'] }),
  });

  const clinicians = (staff.data ?? []).filter((s) => s.consult && s.active);
  const byDay = new Map<string, NonNullable<typeof available.data>>();
  for (const slot of available.data ?? []) {
    const key = ukDay(new Date(slot.startTime));
    byDay.set(key, [...(byDay.get(key) ?? []), slot]);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('patients.booking.title')}</CardTitle>
        <p>
          {t('patients.booking.for', {
            name: patientDisplayName(patient),
            nhs: patient.nhsNumber ? formatNhs(patient.nhsNumber) : t('patients.details.none'),
          })}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!patient.nhsNumber ? (
          <Alert severity="error">
            <AlertDescription>{t('patients.booking.noNhs')}</AlertDescription>
          </Alert>
        ) : (
          <>
            <div className="flex flex-wrap items-end gap-4">
              <div className="flex flex-col gap-1">
                <label htmlFor={`${id}-staff`} className="font-semibold">
                  {t('patients.booking.clinician')}
                </label>
                <select
                  id={`${id}-staff`}
                  className={nativeSelectClassName}
                  value={staffId}
                  onChange={(event) => setStaffId(event.target.value)}
                >
                  <option value="">{t('patients.booking.anyClinician')}</option>
                  {clinicians.map((s) => (
                    <option key={s.id} value={s.id}>
                      {[s.title, s.forename, s.surname].filter(Boolean).join(' ')}
                    </option>
                  ))}
                </select>
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor={`${id}-type`} className="font-semibold">
                  {t('patients.booking.slotType')}
                </label>
                <select
                  id={`${id}-type`}
                  className={nativeSelectClassName}
                  value={slotTypeId}
                  onChange={(event) => setSlotTypeId(event.target.value)}
                >
                  <option value="">{t('patients.booking.anySlotType')}</option>
                  {(slotTypes.data ?? []).map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="flex items-center gap-2" role="group" aria-label={t('patients.booking.week')}>
                <Button variant="outline" size="sm" disabled={week === 0} onClick={() => setWeek((w) => w - 1)}>
                  {t('patients.booking.previousWeek')}
                </Button>
                <span data-testid="booking-week">
                  {t('patients.booking.weekOf', { date: longDate.format(new Date(`${window.monday}T00:00:00Z`)) })}
                </span>
                <Button variant="outline" size="sm" disabled={week >= 8} onClick={() => setWeek((w) => w + 1)}>
                  {t('patients.booking.nextWeek')}
                </Button>
              </div>
            </div>
            {problem && (
              <Alert severity="error">
                <AlertDescription>{problem}</AlertDescription>
              </Alert>
            )}
            <section aria-labelledby={`${id}-slots`} className="flex flex-col gap-3">
              <h3 id={`${id}-slots`} className="text-lg font-semibold">
                {t('patients.booking.slots')}
              </h3>
              {available.isPending ? (
                <div aria-busy="true" className="flex flex-col gap-2" data-testid="booking-loading">
                  <Skeleton className="h-10 w-full" />
                  <Skeleton className="h-10 w-full" />
                </div>
              ) : available.isError ? (
                <ErrorState
                  headingLevel={4}
                  title={t('patients.booking.loadError')}
                  message={errorMessage(available.error)}
                  onRetry={() => void available.refetch()}
                />
              ) : byDay.size === 0 ? (
                <EmptyState
                  headingLevel={4}
                  title={t('patients.booking.none')}
                  description={t('patients.booking.noneHint')}
                />
              ) : (
                [...byDay.entries()].map(([day, slots]) => (
                  <div key={day} className="flex flex-col gap-2">
                    <h4 className="font-semibold">{dayHeading.format(new Date(slots[0]!.startTime))}</h4>
                    <ul className="flex flex-wrap gap-2">
                      {slots.map((slot) => (
                        <li key={slot.id}>
                          <Button
                            variant="outline"
                            size="sm"
                            disabled={book.isPending}
                            aria-label={t('patients.booking.book', {
                              time: slotTime(slot.startTime),
                              clinician: slot.consultingStaff ?? '',
                            })}
                            onClick={() => book.mutate(slot.id)}
                            data-appointment-id={slot.id}
                          >
                            <span className="font-semibold">{time.format(new Date(slot.startTime))}</span>
                            <span>
                              {slot.consultingStaff} · {slot.type} ·{' '}
                              {t('patients.booking.minutes', { n: slot.duration })}
                              {slot.isTelephoneAppointment ? ` · ${t('patients.booking.telephone')}` : ''}
                              {slot.isVideoAppointment ? ` · ${t('patients.booking.video')}` : ''}
                            </span>
                          </Button>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))
              )}
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
