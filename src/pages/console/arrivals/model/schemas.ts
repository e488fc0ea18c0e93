import { z } from 'zod';
import {
  ARRIVAL_LIMITS as L,
  isFourDigitCode,
  questionsError,
  questionsFromText,
  scheduleErrors,
  type ArrivalMessageKey,
  type ScheduleSession,
} from '@contracts/rules/arrivals';
import { t, type MessageKey } from '@/shared/i18n';
import { dateEntryError } from '@/shared/ui';

/** The catalogue's wording of a shared rule message (schema/rules/arrivals.ts). */
export const ruleMessage = (key: ArrivalMessageKey) => t(`console.arrivals.msg.${key}` as MessageKey);

const name = z.string().trim().min(1, ruleMessage('nameRequired')).max(L.nameMax, ruleMessage('nameTooLong'));
const code = z.string().trim().refine(isFourDigitCode, ruleMessage('codeInvalid'));
const minutes = (required: ArrivalMessageKey) =>
  z
    .string()
    .trim()
    .min(1, ruleMessage(required))
    .refine((v) => /^\d+$/.test(v) && Number(v) <= L.minutesMax, ruleMessage('minutesInvalid'));

/** spec §5: waiting area name and instructions required (the name unique: the server checks that). */
export const waitingAreaSchema = z.object({
  name,
  instructions: z
    .string()
    .trim()
    .min(1, ruleMessage('instructionsRequired'))
    .max(L.instructionsMax, ruleMessage('instructionsTooLong')),
});
export type WaitingAreaForm = z.infer<typeof waitingAreaSchema>;

/** spec §5: touchscreen name, 4-digit code, minutes early and late required. */
export const touchscreenSchema = z
  .object({
    name,
    code,
    minutesEarly: minutes('minutesEarlyRequired'),
    minutesLate: minutes('minutesLateRequired'),
    infoMessage: z.string().max(L.infoMessageMax, ruleMessage('infoMessageTooLong')),
    licence: z.enum(['registered', 'suspended', 'reset']),
    location: z.string(),
    locationLock: z.boolean(),
    /** one question a line */
    questions: z.string().superRefine((value, ctx) => {
      const problem = questionsError(questionsFromText(value));
      if (problem) ctx.addIssue({ code: 'custom', message: ruleMessage(problem) });
    }),
    reviewResponse: z.boolean(),
    healthPod: z.array(z.enum(['blood_pressure', 'weight', 'height'])),
  })
  .superRefine((value, ctx) => {
    if (value.locationLock && value.location === '') {
      ctx.addIssue({ code: 'custom', path: ['location'], message: ruleMessage('locationLockNeedsLocation') });
    }
    if (value.reviewResponse && questionsFromText(value.questions).length === 0) {
      ctx.addIssue({ code: 'custom', path: ['reviewResponse'], message: ruleMessage('reviewNeedsQuestions') });
    }
  });
export type TouchscreenForm = z.infer<typeof touchscreenSchema>;

/** spec §5: TV name and 4-digit code required. */
export const tvScreenSchema = z.object({
  name,
  code,
  notificationSound: z.enum(['none', 'chime', 'bell']),
  announce: z.boolean(),
  nameFormat: z.enum(['forename_initial', 'full_name']),
});
export type TvScreenForm = z.infer<typeof tvScreenSchema>;

/** spec §5: news item text required. */
export const newsItemSchema = z.object({
  text: z.string().trim().min(1, ruleMessage('newsTextRequired')).max(L.newsTextMax, ruleMessage('newsTextTooLong')),
  /** typed as day, month and year (the one date entry pattern, issue 23 item 21): '' or a real day */
  expiresOn: z.string().superRefine((value, ctx) => {
    const problem = dateEntryError(value, t('dateInput.label.expiry'));
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message });
  }),
  screenIds: z.array(z.string()),
});
export type NewsItemForm = z.infer<typeof newsItemSchema>;

/**
 * spec §5 consulting staff: waiting area required, a valid period, start not after end, start not before the
 * previous session's end. `others` are the schedule's sessions (the same staff member and day are compared).
 */
export function scheduleSchema(others: (ScheduleSession & { staffId: string; weekday: number })[]) {
  return z
    .object({
      id: z.string().nullable(),
      staffId: z.string().min(1, ruleMessage('staffRequired')),
      weekday: z.string().min(1),
      allDay: z.boolean(),
      start: z.string(),
      end: z.string(),
      waitingAreaId: z.string().min(1, ruleMessage('waitingAreaRequired')),
    })
    .superRefine((value, ctx) => {
      const sameDay = others.filter((o) => o.staffId === value.staffId && String(o.weekday) === value.weekday);
      const errors = scheduleErrors(
        { id: value.id, allDay: value.allDay, start: value.start.trim(), end: value.end.trim() },
        sameDay,
      );
      for (const [path, key] of Object.entries(errors)) {
        ctx.addIssue({ code: 'custom', path: [path], message: ruleMessage(key) });
      }
    });
}
export type ScheduleForm = z.infer<ReturnType<typeof scheduleSchema>>;
