import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { formatDayHeading, formatLongDate, formatTime, formatDateTime } from '@/shared/lib/format';
import { Alert, AlertDescription, Button, Skeleton } from '@/shared/ui';
import { bookingLinkQuery, useBookWithLinkMutation } from '../api/booking-link';

type Slot = { id: string; start_time: string; duration: number };

/** Groups slots by their (UK) day heading, keeping their order. */
function byDay(slots: Slot[]): [string, Slot[]][] {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = formatDayHeading(slot.start_time);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days];
}

/**
 * /consult/book/{token}: the patient's self-book page (Carebridge Consult, bare, no sign-in: the token in the SMS
 * link is the key). The offer (type, clinician, location, practice, expiry), the free slots, and booking one; a used
 * or expired link says so.
 */
export function ConsultBookPage({ token = '' }: { token?: string }) {
  const link = useQuery(bookingLinkQuery(token));
  const book = useBookWithLinkMutation(token);
  const [chosen, setChosen] = useState('');
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setMissing(true);
      return;
    }
    setMissing(false);
    book.mutate(chosen, { onError: () => setChosen('') });
  }

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 p-4">
      <h1 className="text-2xl font-bold">{t('consultBook.title')}</h1>
      {link.isPending ? (
        <div role="status" aria-label={t('consultBook.loading')}>
          <Skeleton className="h-24" />
        </div>
      ) : link.isError || !link.data ? (
        <Alert severity="error" role="alert">
          <AlertDescription>
            {link.data === null || !link.isError
              ? t('consultBook.notFound')
              : t('consultBook.error', { message: errorMessage(link.error) })}
          </AlertDescription>
        </Alert>
      ) : (
        <>
          <h2 className="text-lg font-semibold">{link.data.organisation_name}</h2>
          <section aria-labelledby="consult-book-offer" className="flex flex-col gap-1 rounded bg-muted p-3">
            <h3 id="consult-book-offer" className="font-semibold">
              {t('consultBook.offer', { type: link.data.appointment_type, clinician: link.data.clinician })}
            </h3>
            <p>{t('consultBook.where', { location: link.data.location, practice: link.data.practice })}</p>
            {link.data.status === 'open' && (
              <p>{t('consultBook.until', { date: formatLongDate(link.data.expires_on) })}</p>
            )}
          </section>
          {link.data.status === 'booked' ? (
            <p role="status" className="font-semibold">
              {book.isSuccess && link.data.booked
                ? t('consultBook.booked', { time: formatDateTime(link.data.booked.start_time) })
                : t('consultBook.used')}
            </p>
          ) : link.data.status === 'expired' ? (
            <p role="status" className="font-semibold">
              {t('consultBook.expired')}
            </p>
          ) : (
            <form onSubmit={submit} noValidate className="flex flex-col gap-3">
              <fieldset className="flex flex-col gap-3" aria-describedby={missing ? 'consult-book-missing' : undefined}>
                <legend className="text-lg font-semibold">{t('consultBook.slots')}</legend>
                {link.data.slots.length === 0 ? (
                  <p>{t('consultBook.noSlots')}</p>
                ) : (
                  byDay(link.data.slots).map(([day, slots]) => (
                    <div key={day} className="flex flex-col gap-1">
                      <p className="font-semibold">{day}</p>
                      <div className="flex flex-wrap gap-2">
                        {slots.map((slot) => (
                          <label
                            key={slot.id}
                            className="flex min-h-11 items-center gap-2 rounded border px-3 has-[:checked]:border-primary has-[:checked]:bg-muted"
                          >
                            <input
                              type="radio"
                              name="slot"
                              className="size-5"
                              value={slot.id}
                              checked={chosen === slot.id}
                              onChange={() => setChosen(slot.id)}
                            />
                            {t('consultBook.slot', { time: formatTime(slot.start_time), minutes: slot.duration })}
                          </label>
                        ))}
                      </div>
                    </div>
                  ))
                )}
              </fieldset>
              {missing && (
                <p id="consult-book-missing" role="alert" className="font-semibold text-destructive">
                  {t('consultBook.chooseFirst')}
                </p>
              )}
              {book.isError && (
                <Alert severity="error" role="alert">
                  <AlertDescription>{errorMessage(book.error)}</AlertDescription>
                </Alert>
              )}
              {link.data.slots.length > 0 && (
                <div>
                  <Button type="submit" disabled={book.isPending}>
                    {book.isPending ? t('consultBook.booking') : t('consultBook.book')}
                  </Button>
                </div>
              )}
            </form>
          )}
        </>
      )}
    </div>
  );
}
