import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, execute } from '@/shared/api';
import { t } from '@/shared/i18n';
import { formatDayHeading, formatLongDate, formatTime } from '@/shared/lib/format';
import { notify } from '@/shared/lib/notify';
import {
  Alert,
  AlertDescription,
  Button,
  Card,
  CardContent,
  CardHeader,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  EmptyState,
  ErrorState,
  Skeleton,
  cn,
  nativeSelectClassName,
  tableClasses,
} from '@/shared/ui';
import { formatNhs, patientDisplayName, type Patient } from '@/entities/patient';
import { BookAppointmentMutation, bookingQueries } from '../api/booking';
import { slotGrid, type GridSlot } from '../model/grid';
import { bookingWindow } from '../model/week';

const slotTime = (iso: string) => `${formatDayHeading(iso)}, ${formatTime(iso)}`;
const defaultNow = () => new Date();
/** Clicks closer together than this after the confirmation opens belong to the click that opened it. */
const DOUBLE_CLICK_MS = 500;

function slotMode(slot: GridSlot): string {
  if (slot.isTelephoneAppointment) return ` · ${t('patients.booking.telephone')}`;
  if (slot.isVideoAppointment) return ` · ${t('patients.booking.video')}`;
  return '';
}

/**
 * Book an appointment for a patient (spec §1, §7): choose the clinician and slot type, see the week's free slots as
 * a grid of time × clinician, confirm one, book it. The patient's existing appointments sit beside the grid. A slot
 * someone else took meanwhile, or one overlapping an appointment the patient already has, is refused with the
 * server's words and the lists refresh. Focus moves to the panel when it opens.
 */
export function BookingPanel({
  wcmsId,
  patient,
  now = defaultNow,
}: {
  wcmsId: string;
  patient: Patient;
  now?: () => Date;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const existingRef = useRef<HTMLHeadingElement>(null);
  const [staffId, setStaffId] = useState('');
  const [slotTypeId, setSlotTypeId] = useState('');
  const [week, setWeek] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  // the slot being confirmed; kept while the dialog closes so its text does not vanish mid-animation
  const [chosen, setChosen] = useState<GridSlot | null>(null);
  const [confirming, setConfirming] = useState(false);
  const confirmOpenedAt = useRef(0);
  // The instant the panel opened: this week's window starts here, so the query key stays the same between renders.
  const [openedAt] = useState(() => now());
  const window = useMemo(() => bookingWindow(openedAt, week), [openedAt, week]);
  const staff = useQuery(bookingQueries.staff(wcmsId));
  const slotTypes = useQuery(bookingQueries.slotTypes(wcmsId));
  const nhsNumber = patient.nhsNumber ?? '';
  const existing = useQuery({ ...bookingQueries.patient(wcmsId, nhsNumber), enabled: !!nhsNumber });
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
    mutationFn: async (slot: GridSlot) =>
      (await execute(BookAppointmentMutation, { wcmsId, appointmentId: slot.id, nhsNumber })).bookAppointment,
    onSuccess: (booked) => {
      setProblem(null);
      setConfirming(false);
      notify(
        t('patients.booking.booked', { time: slotTime(booked.startTime), clinician: booked.consultingStaff ?? '' }),
        'success',
      );
    },
    onError: (error) => {
      setConfirming(false);
      setProblem(errorMessage(error));
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...bookingQueries.all(), 'available'] }),
        queryClient.invalidateQueries({ queryKey: bookingQueries.patient(wcmsId, nhsNumber).queryKey }),
      ]),
  });

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const clinicians = (staff.data ?? []).filter((s) => s.consult && s.active);
  const days = slotGrid(available.data ?? []);
  const name = patientDisplayName(patient);
  const nhs = patient.nhsNumber ? formatNhs(patient.nhsNumber) : t('patients.details.none');

  return (
    <Card>
      <CardHeader>
        <h2 ref={headingRef} tabIndex={-1} className="text-xl leading-tight font-semibold focus-visible:focus-ring">
          {t('patients.booking.title')}
        </h2>
        <p>{t('patients.booking.for', { name, nhs })}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!patient.nhsNumber ? (
          <Alert severity="error">
            <AlertDescription>{t('patients.booking.noNhs')}</AlertDescription>
          </Alert>
        ) : (
          <>
            <section aria-labelledby={`${id}-existing`} className="flex flex-col gap-1">
              <h3
                id={`${id}-existing`}
                ref={existingRef}
                tabIndex={-1}
                className="font-semibold focus-visible:focus-ring"
              >
                {t('patients.booking.existing')}
              </h3>
              {existing.isPending ? (
                <Skeleton className="h-6 w-64" />
              ) : existing.isError ? (
                <p role="alert">
                  {t('patients.booking.existingError')}: {errorMessage(existing.error)}
                </p>
              ) : existing.data.length === 0 ? (
                <p className="text-muted-foreground">{t('patients.booking.existingNone')}</p>
              ) : (
                <ul className="list-inside list-disc" data-testid="patient-appointments">
                  {existing.data.map((a) => (
                    <li key={a.id}>
                      {t('patients.booking.existingItem', {
                        time: slotTime(a.startTime),
                        clinician: a.consultingStaff ?? '',
                        type: a.type ?? '',
                        status: a.status,
                      })}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <div className="flex flex-wrap items-end gap-4">
              <div className="flex max-w-full min-w-0 flex-col gap-1">
                <label htmlFor={`${id}-staff`} className="font-semibold">
                  {t('patients.booking.clinician')}
                </label>
                <select
                  id={`${id}-staff`}
                  className={cn(nativeSelectClassName, 'max-w-full')}
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
              <div className="flex max-w-full min-w-0 flex-col gap-1">
                <label htmlFor={`${id}-type`} className="font-semibold">
                  {t('patients.booking.slotType')}
                </label>
                <select
                  id={`${id}-type`}
                  className={cn(nativeSelectClassName, 'max-w-full')}
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
              <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('patients.booking.week')}>
                <Button variant="outline" size="sm" disabled={week === 0} onClick={() => setWeek((w) => w - 1)}>
                  {t('patients.booking.previousWeek')}
                </Button>
                <span data-testid="booking-week">
                  {t('patients.booking.weekOf', { date: formatLongDate(window.monday) })}
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
              ) : days.length === 0 ? (
                <EmptyState
                  headingLevel={4}
                  title={t('patients.booking.none')}
                  description={t('patients.booking.noneHint')}
                />
              ) : (
                days.map((day) => {
                  const heading = formatDayHeading(day.times[0]!.startTime);
                  return (
                    <div key={day.day} className="flex flex-col gap-1">
                      <h4 className="font-semibold">{heading}</h4>
                      {/* a wide grid scrolls sideways; its slot buttons take keyboard focus into view. The region is
                          the containing block of the cells' visually hidden 'No appointment' text (absolutely
                          positioned): without `relative` that text escaped the scroll box and the whole page
                          scrolled sideways on a phone (issue 23 item 14) */}
                      <div
                        className="relative max-w-full overflow-x-auto"
                        role="region"
                        aria-label={t('patients.booking.dayTable', { day: heading })}
                      >
                        <table className={tableClasses.table}>
                          <thead className={tableClasses.head}>
                            <tr>
                              <th scope="col" className={tableClasses.headerCell}>
                                {t('patients.booking.time')}
                              </th>
                              {day.clinicians.map((clinician) => (
                                <th key={clinician} scope="col" className={tableClasses.headerCell}>
                                  {clinician}
                                </th>
                              ))}
                            </tr>
                          </thead>
                          <tbody>
                            {day.times.map((row) => (
                              <tr key={row.startTime} className={tableClasses.row}>
                                <th scope="row" className={cn(tableClasses.rowHeader, 'tabular-nums')}>
                                  {formatTime(row.startTime)}
                                </th>
                                {day.clinicians.map((clinician) => {
                                  const cell = row.byClinician.get(clinician) ?? [];
                                  return (
                                    <td key={clinician} className={tableClasses.cell}>
                                      {cell.length === 0 ? (
                                        <span className="sr-only">{t('patients.booking.noSlot')}</span>
                                      ) : (
                                        cell.map((slot) => (
                                          <Button
                                            key={slot.id}
                                            variant="outline"
                                            size="sm"
                                            className="w-full justify-start"
                                            disabled={book.isPending}
                                            aria-label={t('patients.booking.book', {
                                              time: slotTime(slot.startTime),
                                              clinician: slot.consultingStaff ?? '',
                                            })}
                                            onClick={() => {
                                              setProblem(null);
                                              setChosen(slot);
                                              setConfirming(true);
                                              confirmOpenedAt.current = performance.now();
                                            }}
                                            data-appointment-id={slot.id}
                                          >
                                            {slot.type} · {t('patients.booking.minutes', { n: slot.duration })}
                                            {slotMode(slot)}
                                          </Button>
                                        ))
                                      )}
                                    </td>
                                  );
                                })}
                              </tr>
                            ))}
                          </tbody>
                        </table>
                      </div>
                    </div>
                  );
                })
              )}
            </section>
          </>
        )}
      </CardContent>
      <Dialog
        open={confirming && chosen !== null}
        onOpenChange={(open) => {
          if (!open && !book.isPending) setConfirming(false);
        }}
      >
        {chosen && (
          <DialogContent
            onPointerDownOutside={(event) => {
              // the second click of a double click on the slot must not dismiss the confirmation it just opened
              if (performance.now() - confirmOpenedAt.current < DOUBLE_CLICK_MS) event.preventDefault();
            }}
            onCloseAutoFocus={(event) => {
              // the chosen slot's button may be gone (booked): continue from the patient's appointments
              event.preventDefault();
              existingRef.current?.focus();
            }}
          >
            <DialogHeader>
              <DialogTitle>{t('patients.booking.confirmTitle')}</DialogTitle>
              <DialogDescription>
                {t('patients.booking.confirmSummary', {
                  time: slotTime(chosen.startTime),
                  clinician: chosen.consultingStaff ?? '',
                })}
              </DialogDescription>
            </DialogHeader>
            <p>
              {t('patients.booking.confirmDetail', {
                type: chosen.type ?? '',
                minutes: chosen.duration,
                mode: slotMode(chosen).replace(' · ', ', '),
                name,
                nhs,
              })}
            </p>
            <DialogFooter>
              <Button variant="outline" disabled={book.isPending} onClick={() => setConfirming(false)}>
                {t('patients.booking.cancel')}
              </Button>
              <Button
                disabled={book.isPending}
                onClick={(event) => {
                  // the second click of a double click on the slot is not a confirmation
                  if (event.detail > 1 || book.isPending) return;
                  book.mutate(chosen);
                }}
              >
                {book.isPending ? t('patients.booking.booking') : t('patients.booking.confirm')}
              </Button>
            </DialogFooter>
          </DialogContent>
        )}
      </Dialog>
    </Card>
  );
}
