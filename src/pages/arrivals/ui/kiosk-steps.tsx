import { useState } from 'react';
import {
  READINGS_OF,
  readingErrors,
  type ReadingMessageKey,
  type ReadingName,
  type Readings,
} from '@contracts/rules/arrivals';
import { t, type MessageKey } from '@/shared/i18n';
import { Button } from '@/shared/ui';
import type { Kiosk } from '../api/devices';
import { KioskStep } from './kiosk-step';

// The kiosk's steps after check-in (health pod readings, the questionnaire): loaded only when a patient starts
// checking in at a touchscreen that asks for them, so the kiosk's start screen loads less (bench initial JS).

const readingMessage = (key: ReadingMessageKey) => t(`arrivals.kiosk.reading.${key}` as MessageKey);

/** The health pod readings the touchscreen asks for; each may be left out. */
export function ReadingsStep({
  kiosk,
  serverErrors,
  onNext,
}: {
  kiosk: Kiosk;
  serverErrors?: Partial<Record<ReadingName, string>>;
  onNext: (readings: Readings) => void;
}) {
  const names = kiosk.healthPod.flatMap((h) => READINGS_OF[h]);
  const [typed, setTyped] = useState<Partial<Record<ReadingName, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<ReadingName, string>>>(serverErrors ?? {});
  const submit = () => {
    const readings: Readings = {};
    const found: Partial<Record<ReadingName, string>> = {};
    for (const name of names) {
      const text = (typed[name] ?? '').trim();
      if (text === '') continue;
      const value = Number(text);
      if (Number.isNaN(value)) found[name] = readingMessage(name);
      else readings[name] = value;
    }
    for (const [name, key] of Object.entries(readingErrors(readings, kiosk.healthPod))) {
      found[name as ReadingName] ??= readingMessage(key);
    }
    setErrors(found);
    if (Object.keys(found).length === 0) onNext(readings);
  };
  return (
    <KioskStep
      id="readings"
      heading={t('arrivals.kiosk.readingsHeading')}
      hint={t('arrivals.kiosk.readingsHint')}
      onSubmit={submit}
      secondary={{ label: t('arrivals.kiosk.skip'), onClick: () => onNext({}) }}
    >
      <div className="grid gap-6 sm:grid-cols-2">
        {names.map((name) => {
          const id = `reading-${name}`;
          return (
            <div key={name} className="flex flex-col gap-2">
              <label htmlFor={id} className="text-2xl font-semibold">
                {t(`arrivals.kiosk.${name}` as MessageKey)}
              </label>
              {errors[name] && (
                <p id={`${id}-error`} className="text-2xl font-semibold text-destructive">
                  {errors[name]}
                </p>
              )}
              <input
                id={id}
                inputMode="decimal"
                autoComplete="off"
                maxLength={5}
                value={typed[name] ?? ''}
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={errors[name] ? `${id}-error` : undefined}
                onChange={(e) => setTyped((v) => ({ ...v, [name]: e.target.value.replace(/[^\d.]/g, '') }))}
                className="min-h-20 w-full rounded-md border-2 border-input bg-background px-4 text-center text-4xl focus-visible:focus-ring aria-invalid:border-destructive"
              />
            </div>
          );
        })}
      </div>
    </KioskStep>
  );
}

/** One question of the touchscreen's questionnaire, answered yes or no. */
export function QuestionStep({
  question,
  n,
  count,
  onAnswer,
  onSkip,
}: {
  question: string;
  n: number;
  count: number;
  onAnswer: (answer: 'yes' | 'no') => void;
  onSkip: () => void;
}) {
  return (
    <section className="m-auto flex flex-col items-center gap-8 text-center" aria-labelledby="question-heading">
      <p className="text-2xl">{t('arrivals.kiosk.questionOf', { n, count })}</p>
      <h1 id="question-heading" className="max-w-3xl text-4xl font-bold">
        {question}
      </h1>
      <div className="flex gap-6">
        <Button size="lg" className="min-h-24 min-w-48 text-3xl" onClick={() => onAnswer('yes')}>
          {t('arrivals.kiosk.yes')}
        </Button>
        <Button size="lg" className="min-h-24 min-w-48 text-3xl" onClick={() => onAnswer('no')}>
          {t('arrivals.kiosk.no')}
        </Button>
      </div>
      <Button variant="outline" size="lg" className="min-h-16 text-2xl" onClick={onSkip}>
        {t('arrivals.kiosk.skip')}
      </Button>
    </section>
  );
}
