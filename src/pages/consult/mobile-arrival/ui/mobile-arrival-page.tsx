import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RestError } from '@/shared/api';
import { t, type MessageKey } from '@/shared/i18n';
import { Alert, AlertDescription, Button, Skeleton, Spinner } from '@/shared/ui';
import {
  mobileArrivalQuery,
  useMobileCheckInMutation,
  type MobileArrival,
  type MobileCheckIn,
} from '../api/mobile-arrival';

const CODES = new Set([
  'LINK_INVALID',
  'NOT_ENABLED',
  'TOO_FAR',
  'TOO_EARLY',
  'TOO_LATE',
  'ALREADY_ARRIVED',
  'CANCELLED',
  'SELF_CHECK_IN_PREVENTED',
  'VALIDATION_FAILED',
]);

/** The patient's reason, from the server's answer (the server decides; the page only explains). */
export function refusalMessage(error: unknown): string {
  const code = error instanceof RestError ? error.problem?.code : undefined;
  return code && CODES.has(code) ? t(`mobileArrival.code.${code}` as MessageKey) : t('mobileArrival.failed');
}

const TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' });

export type Step =
  | { kind: 'ready' }
  | { kind: 'locating' }
  | { kind: 'checking' }
  | { kind: 'done'; answer: MobileCheckIn }
  | { kind: 'refused'; message: string };

/** The phone's one position, or the reason there is none (denied, unavailable, not supported). */
function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error(t('mobileArrival.noGeolocation')));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      resolve,
      (error) =>
        reject(
          new Error(
            error.code === error.PERMISSION_DENIED ? t('mobileArrival.denied') : t('mobileArrival.unavailable'),
          ),
        ),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 },
    );
  });
}

/** The bare page an appointment SMS's arrival link opens: /consult/arrive/{token}. */
export function MobileArrivalPage({ token = '' }: { token?: string }) {
  return <MobileArrivalScreen token={token} />;
}

export function MobileArrivalScreen({ token }: { token: string }) {
  const page = useQuery(mobileArrivalQuery(token));
  const checkIn = useMobileCheckInMutation(token);
  const [step, setStep] = useState<Step>({ kind: 'ready' });

  const start = async () => {
    setStep({ kind: 'locating' });
    let position: GeolocationPosition;
    try {
      position = await currentPosition();
    } catch (error) {
      setStep({ kind: 'refused', message: (error as Error).message });
      return;
    }
    setStep({ kind: 'checking' });
    try {
      const answer = await checkIn.mutateAsync({
        latitude: position.coords.latitude,
        longitude: position.coords.longitude,
        accuracy: Number.isFinite(position.coords.accuracy) ? position.coords.accuracy : null,
      });
      setStep({ kind: 'done', answer });
    } catch (error) {
      setStep({ kind: 'refused', message: refusalMessage(error) });
    }
  };

  return (
    <main id="main" className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-6 p-5 text-lg">
      <h1 className="text-2xl font-semibold">{t('mobileArrival.pageTitle')}</h1>
      {page.isPending && (
        <div className="space-y-3" role="status">
          <span className="sr-only">{t('mobileArrival.loading')}</span>
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-14 w-full" />
        </div>
      )}
      {page.isError && (
        <Alert severity="error">
          <AlertDescription>{refusalMessage(page.error)}</AlertDescription>
        </Alert>
      )}
      {page.isSuccess && <MobileArrivalView page={page.data} step={step} onCheckIn={() => void start()} />}
    </main>
  );
}

/** What the phone shows for the link and the step it is at. */
export function MobileArrivalView({
  page,
  step,
  onCheckIn,
}: {
  page: MobileArrival;
  step: Step;
  onCheckIn: () => void;
}) {
  if (step.kind === 'done') {
    return (
      <section aria-labelledby="arrived-heading" className="space-y-3" role="status">
        <h2 id="arrived-heading" className="text-xl font-semibold">
          {t('mobileArrival.done.heading')}
        </h2>
        {step.answer.waitingArea && <p>{t('mobileArrival.done.waitingArea', { area: step.answer.waitingArea })}</p>}
        {step.answer.instructions && <p>{step.answer.instructions}</p>}
        <p>{t('mobileArrival.done.wait')}</p>
      </section>
    );
  }
  const closed = page.state !== 'open';
  const busy = step.kind === 'locating' || step.kind === 'checking';
  return (
    <div className="space-y-5">
      <p className="font-medium">{page.organisationName}</p>
      <p>
        {t('mobileArrival.appointment', {
          time: TIME.format(new Date(page.appointmentTime)),
          clinician: page.clinician,
        })}
      </p>
      {page.infoMessage && <p className="whitespace-pre-line">{page.infoMessage}</p>}
      {closed ? (
        <Alert>
          <AlertDescription>
            {t(
              page.state === 'arrived'
                ? 'mobileArrival.code.ALREADY_ARRIVED'
                : page.state === 'cancelled'
                  ? 'mobileArrival.code.CANCELLED'
                  : 'mobileArrival.code.NOT_ENABLED',
            )}
          </AlertDescription>
        </Alert>
      ) : (
        <>
          <p className="text-base text-muted-foreground">{t('mobileArrival.explain')}</p>
          {step.kind === 'refused' && (
            <Alert severity="error">
              <AlertDescription>
                <span className="block font-semibold">{t('mobileArrival.refused.heading')}</span>
                {step.message}
              </AlertDescription>
            </Alert>
          )}
          <Button size="lg" className="h-14 w-full text-lg" disabled={busy} onClick={onCheckIn}>
            {busy && <Spinner size="sm" aria-hidden="true" />}
            {step.kind === 'locating'
              ? t('mobileArrival.locating')
              : step.kind === 'checking'
                ? t('mobileArrival.checkingIn')
                : step.kind === 'refused'
                  ? t('mobileArrival.tryAgain')
                  : t('mobileArrival.checkIn')}
          </Button>
        </>
      )}
    </div>
  );
}
