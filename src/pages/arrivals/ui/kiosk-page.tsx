import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ReadingName, Readings } from '@contracts/rules/arrivals';
import { isoFromDateText, type DatePart } from '@contracts/rules/date-entry';
import { RestError, errorFields } from '@/shared/api';
import { t, type MessageKey } from '@/shared/i18n';
import { Button, DateInput, Spinner, dateEntryError } from '@/shared/ui';
import {
  checkIn,
  sendResponses,
  deviceQueries,
  fetchKiosk,
  isSuspended,
  isUnregistered,
  type Kiosk,
  type KioskCheckIn,
} from '../api/devices';
import { deviceToken } from '../lib/device-token';
import { KioskStep } from './kiosk-step';
import { RegisterDevice } from './register-device';

/** The readings and questionnaire steps: fetched when a patient starts checking in (not with the start screen). */
const loadSteps = () => import('./kiosk-steps');
const ReadingsStep = lazy(async () => ({ default: (await loadSteps()).ReadingsStep }));
const QuestionStep = lazy(async () => ({ default: (await loadSteps()).QuestionStep }));

/** The kiosk returns to its start screen after this long without a touch (issue 17). */
export const KIOSK_IDLE_MS = 30_000;
/** How often a check-in lost to a dropped connection is tried again. */
const RETRY_MS = 3_000;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const REFUSALS = new Set([
  'NOT_FOUND',
  'SELF_CHECK_IN_PREVENTED',
  'WRONG_LOCATION',
  'TOO_EARLY',
  'TOO_LATE',
  'AMBIGUOUS',
]);

type Step =
  | { kind: 'start' }
  | { kind: 'dob' }
  | { kind: 'initial'; dateOfBirth: string }
  | { kind: 'checking'; dateOfBirth: string; initial: string; offline: boolean }
  | { kind: 'readings'; answer: KioskCheckIn; errors?: Partial<Record<ReadingName, string>> }
  | { kind: 'questions'; answer: KioskCheckIn; readings: Readings; answers: ('yes' | 'no')[] }
  | { kind: 'saving'; answer: KioskCheckIn; readings: Readings; answers: ('yes' | 'no')[]; offline: boolean }
  | { kind: 'done'; answer: KioskCheckIn }
  | { kind: 'refused'; message: string };

/**
 * The check-in kiosk (bare, touch-first, no staff chrome): registered with its touchscreen's code; a patient
 * checks in with their date of birth and the first letter of their surname, and is told where to wait.
 */
export function KioskPage() {
  const [token, setToken] = useState(() => deviceToken.get('touchscreen'));
  return (
    <main id="main" className="flex min-h-dvh flex-col bg-muted p-6 text-lg">
      {token ? (
        <KioskScreen token={token} onUnregistered={() => (deviceToken.remove('touchscreen'), setToken(null))} />
      ) : (
        <div className="m-auto w-full">
          <RegisterDevice kind="touchscreen" onRegistered={setToken} />
        </div>
      )}
    </main>
  );
}

export function KioskScreen({ token, onUnregistered }: { token: string; onUnregistered: () => void }) {
  const kiosk = useQuery({
    queryKey: deviceQueries.kiosk(token),
    queryFn: () => fetchKiosk(token),
    // a dropped connection: keep trying; a registration that is gone or suspended: stop and say so
    retry: (_count, error) => !isUnregistered(error) && !isSuspended(error),
    retryDelay: RETRY_MS,
    refetchInterval: 30_000,
  });
  useEffect(() => {
    if (kiosk.isError && isUnregistered(kiosk.error)) onUnregistered();
  }, [kiosk.isError, kiosk.error, onUnregistered]);

  if (kiosk.isError && isSuspended(kiosk.error)) {
    return (
      <div className="m-auto max-w-2xl text-center" role="alert">
        <h1 className="text-4xl font-bold">{t('arrivals.kiosk.suspended')}</h1>
      </div>
    );
  }
  if (!kiosk.data) {
    return (
      <div className="m-auto flex flex-col items-center gap-4" role="status">
        <Spinner />
        <p>{kiosk.isError || kiosk.failureCount > 0 ? t('arrivals.kiosk.offline') : t('arrivals.kiosk.loading')}</p>
      </div>
    );
  }
  return <CheckInFlow token={token} kiosk={kiosk.data} />;
}

export function CheckInFlow({ token, kiosk, initialStep }: { token: string; kiosk: Kiosk; initialStep?: Step }) {
  const [step, setStep] = useState<Step>(initialStep ?? { kind: 'start' });
  const idle = useRef<ReturnType<typeof setTimeout> | null>(null);
  const restart = useCallback(() => setStep({ kind: 'start' }), []);

  // a patient has started: fetch the later steps now, while the connection is up, if this touchscreen asks for them
  const asksMore = kiosk.healthPod.length > 0 || kiosk.questions.length > 0;
  useEffect(() => {
    if (step.kind !== 'start' && asksMore) void loadSteps().catch(() => undefined);
  }, [step.kind, asksMore]);

  // back to the start after 30 s without a touch, from any screen but the start
  useEffect(() => {
    const arm = () => {
      if (idle.current) clearTimeout(idle.current);
      idle.current = setTimeout(restart, KIOSK_IDLE_MS);
    };
    if (step.kind === 'start') return undefined;
    arm();
    const events = ['pointerdown', 'keydown', 'touchstart'] as const;
    for (const e of events) window.addEventListener(e, arm);
    return () => {
      if (idle.current) clearTimeout(idle.current);
      for (const e of events) window.removeEventListener(e, arm);
    };
  }, [step.kind, restart]);

  // the check-in itself; a dropped connection is tried again until the server answers
  useEffect(() => {
    if (step.kind !== 'checking') return undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      checkIn(token, { dateOfBirth: step.dateOfBirth, surnameInitial: step.initial }).then(
        (answer) => !cancelled && setStep(afterCheckIn(kiosk, answer)),
        (error: unknown) => {
          if (cancelled) return;
          const code = error instanceof RestError ? error.problem?.code : undefined;
          if (code && REFUSALS.has(code)) {
            setStep({ kind: 'refused', message: t(`arrivals.kiosk.code.${code}` as MessageKey) });
          } else if (error instanceof RestError && (error.status === 403 || error.status === 401)) {
            setStep({ kind: 'refused', message: t('arrivals.kiosk.suspended') });
          } else {
            setStep((s) => (s.kind === 'checking' && !s.offline ? { ...s, offline: true } : s));
            timer = setTimeout(attempt, RETRY_MS);
          }
        },
      );
    };
    attempt();
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
    // one attempt loop per check-in (not per offline flag)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step.kind === 'checking' ? `${step.dateOfBirth}|${step.initial}` : null, token]);

  // the readings and answers, stored with the arrival; a dropped connection is tried again
  useEffect(() => {
    if (step.kind !== 'saving') return undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const { answer, readings, answers } = step;
    const attempt = () => {
      sendResponses(token, { arrivalId: answer.arrivalId!, readings, answers }).then(
        () => !cancelled && setStep({ kind: 'done', answer }),
        (error: unknown) => {
          if (cancelled) return;
          if (error instanceof RestError && error.status === 400) {
            setStep({ kind: 'readings', answer, errors: errorFields(error) });
          } else if (error instanceof RestError) {
            // the arrival is recorded either way: the patient is told where to wait
            setStep({ kind: 'done', answer });
          } else {
            setStep((s) => (s.kind === 'saving' && !s.offline ? { ...s, offline: true } : s));
            timer = setTimeout(attempt, RETRY_MS);
          }
        },
      );
    };
    attempt();
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
    // one attempt loop per save (not per offline flag)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step.kind === 'saving' ? step.answer.arrivalId : null, token]);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-8">
      <header className="text-center">
        <p className="text-2xl font-semibold">
          {t('arrivals.kiosk.welcome', { organisation: kiosk.organisationName })}
        </p>
        {kiosk.location && <p className="text-xl">{kiosk.location}</p>}
      </header>
      {step.kind === 'start' && (
        <div className="m-auto flex flex-col items-center gap-8 text-center">
          <h1 className="text-5xl font-bold">{t('arrivals.kiosk.title')}</h1>
          {kiosk.infoMessage && <p className="max-w-2xl text-2xl">{kiosk.infoMessage}</p>}
          <Button size="lg" className="min-h-24 px-12 text-3xl" onClick={() => setStep({ kind: 'dob' })}>
            {t('arrivals.kiosk.start')}
          </Button>
        </div>
      )}
      {step.kind === 'dob' && (
        <DateOfBirthStep onBack={restart} onNext={(dateOfBirth) => setStep({ kind: 'initial', dateOfBirth })} />
      )}
      {step.kind === 'initial' && (
        <section className="flex flex-col gap-6" aria-labelledby="initial-heading">
          <h1 id="initial-heading" className="text-center text-4xl font-bold">
            {t('arrivals.kiosk.initialHeading')}
          </h1>
          <div className="grid grid-cols-5 gap-3 sm:grid-cols-7">
            {LETTERS.map((letter) => (
              <Button
                key={letter}
                variant="secondary"
                className="min-h-20 text-3xl font-bold"
                onClick={() =>
                  setStep({ kind: 'checking', dateOfBirth: step.dateOfBirth, initial: letter, offline: false })
                }
              >
                {letter}
              </Button>
            ))}
          </div>
          <Button
            variant="outline"
            size="lg"
            className="min-h-16 self-start text-2xl"
            onClick={() => setStep({ kind: 'dob' })}
          >
            {t('arrivals.kiosk.back')}
          </Button>
        </section>
      )}
      {step.kind === 'checking' && (
        <div className="m-auto flex flex-col items-center gap-4 text-center" role="status">
          <Spinner />
          <p className="text-3xl">{step.offline ? t('arrivals.kiosk.offline') : t('arrivals.kiosk.checkingIn')}</p>
        </div>
      )}
      {step.kind === 'readings' && (
        <Suspense fallback={<StepLoading />}>
          <ReadingsStep
            kiosk={kiosk}
            serverErrors={step.errors}
            onNext={(readings) =>
              setStep(
                kiosk.questions.length > 0
                  ? { kind: 'questions', answer: step.answer, readings, answers: [] }
                  : { kind: 'saving', answer: step.answer, readings, answers: [], offline: false },
              )
            }
          />
        </Suspense>
      )}
      {step.kind === 'questions' && (
        <Suspense fallback={<StepLoading />}>
          <QuestionStep
            question={kiosk.questions[step.answers.length]!}
            n={step.answers.length + 1}
            count={kiosk.questions.length}
            onAnswer={(given) => {
              const answers = [...step.answers, given];
              setStep(
                answers.length < kiosk.questions.length
                  ? { ...step, answers }
                  : { kind: 'saving', answer: step.answer, readings: step.readings, answers, offline: false },
              );
            }}
            onSkip={() =>
              setStep({ kind: 'saving', answer: step.answer, readings: step.readings, answers: [], offline: false })
            }
          />
        </Suspense>
      )}
      {step.kind === 'saving' && (
        <div className="m-auto flex flex-col items-center gap-4 text-center" role="status">
          <Spinner />
          <p className="text-3xl">{step.offline ? t('arrivals.kiosk.offline') : t('arrivals.kiosk.sending')}</p>
        </div>
      )}
      {step.kind === 'done' && (
        <div className="m-auto flex flex-col items-center gap-6 text-center" role="status">
          <h1 className="text-5xl font-bold">{t('arrivals.kiosk.done')}</h1>
          <p className="text-2xl">
            {t('arrivals.kiosk.doneDetail', {
              time: new Date(step.answer.appointmentTime).toLocaleTimeString('en-GB', {
                hour: '2-digit',
                minute: '2-digit',
                timeZone: 'Europe/London',
              }),
              clinician: step.answer.clinician,
            })}
          </p>
          <p className="text-4xl font-bold">
            {step.answer.waitingArea
              ? t('arrivals.kiosk.goTo', { area: step.answer.waitingArea })
              : t('arrivals.kiosk.noArea')}
          </p>
          {step.answer.instructions && <p className="text-2xl">{step.answer.instructions}</p>}
          <Button size="lg" className="min-h-16 text-2xl" onClick={restart}>
            {t('arrivals.kiosk.startAgain')}
          </Button>
        </div>
      )}
      {step.kind === 'refused' && (
        <div className="m-auto flex flex-col items-center gap-6 text-center" role="alert">
          <h1 className="text-5xl font-bold">{t('arrivals.kiosk.refused')}</h1>
          <p className="max-w-2xl text-3xl">{step.message}</p>
          <Button size="lg" className="min-h-16 text-2xl" onClick={restart}>
            {t('arrivals.kiosk.startAgain')}
          </Button>
        </div>
      )}
    </div>
  );
}

function DateOfBirthStep({ onBack, onNext }: { onBack: () => void; onNext: (dateOfBirth: string) => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<{ message: string; parts?: DatePart[] } | null>(null);
  const label = t('arrivals.kiosk.dobLabel');
  const next = () => {
    const problem = dateEntryError(value, label);
    if (problem) return setError({ message: problem.message, parts: problem.parts });
    const iso = isoFromDateText(value);
    const today = new Date().toISOString().slice(0, 10);
    if (!iso || iso > today) return setError({ message: t('arrivals.kiosk.dobInvalid') });
    setError(null);
    onNext(iso);
  };
  return (
    <KioskStep
      id="dob"
      heading={t('arrivals.kiosk.dobHeading')}
      onSubmit={next}
      secondary={{ label: t('arrivals.kiosk.back'), onClick: onBack }}
    >
      <DateInput
        size="touch"
        label={label}
        hint={t('arrivals.kiosk.dobHint')}
        value={value}
        onChange={setValue}
        error={error?.message}
        errorParts={error?.parts}
        name="dob"
        className="items-center"
      />
    </KioskStep>
  );
}

/** While the later steps' code arrives (fetched when the check-in started, so rarely seen). */
function StepLoading() {
  return (
    <div className="m-auto flex flex-col items-center gap-4 text-center" role="status">
      <Spinner />
      <p className="text-3xl">{t('arrivals.kiosk.loading')}</p>
    </div>
  );
}

/** After check-in: the readings, then the questionnaire (each only when the touchscreen asks), then where to wait. */
function afterCheckIn(kiosk: Kiosk, answer: KioskCheckIn): Step {
  if (answer.arrivalId === null) return { kind: 'done', answer };
  if (kiosk.healthPod.length > 0) return { kind: 'readings', answer };
  if (kiosk.questions.length > 0) return { kind: 'questions', answer, readings: {}, answers: [] };
  return { kind: 'done', answer };
}
