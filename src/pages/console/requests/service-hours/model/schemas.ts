import { z } from 'zod';
import {
  CONFIRMATION_FIELDS,
  confirmationMessageErrors,
  SERVICE_HOURS_MESSAGES,
  serviceHoursErrors,
  WEEKDAYS,
} from '@contracts/rules/service-hours';
import { t, type MessageKey } from '@/shared/i18n';
import type { ConfirmationMessages, DayHours } from '../api/service-hours';

/** The hours form: one start and finish text box per weekday, named as the server names its field errors. */
export type ServiceHoursForm = { days: Record<DayHours['day'], { start: string; finish: string }> };

const HOURS_MESSAGE: Record<string, MessageKey> = {
  [SERVICE_HOURS_MESSAGES.bothOrNeither]: 'console.serviceHours.bothOrNeither',
  [SERVICE_HOURS_MESSAGES.time]: 'console.serviceHours.time',
  [SERVICE_HOURS_MESSAGES.startBeforeFinish]: 'console.serviceHours.startBeforeFinish',
};

const dayShape = z.object({ start: z.string(), finish: z.string() });

export const toDays = (form: ServiceHoursForm): DayHours[] =>
  WEEKDAYS.map((day) => ({
    day,
    start: form.days[day].start.trim() || null,
    finish: form.days[day].finish.trim() || null,
  }));

export const toHoursForm = (days: readonly DayHours[]): ServiceHoursForm => ({
  days: Object.fromEntries(
    WEEKDAYS.map((day) => {
      const d = days.find((x) => x.day === day);
      return [day, { start: d?.start ?? '', finish: d?.finish ?? '' }];
    }),
  ) as ServiceHoursForm['days'],
});

/** spec §5 'Service hours: start and finish both set or both empty, start before finish': the server's own rule. */
export const serviceHoursSchema: z.ZodType<ServiceHoursForm, ServiceHoursForm> = z
  .object({
    days: z.object({
      monday: dayShape,
      tuesday: dayShape,
      wednesday: dayShape,
      thursday: dayShape,
      friday: dayShape,
      saturday: dayShape,
      sunday: dayShape,
    }),
  })
  .superRefine((form, ctx) => {
    for (const [path, message] of Object.entries(serviceHoursErrors(toDays(form)))) {
      const key = HOURS_MESSAGE[message];
      ctx.addIssue({ code: 'custom', path: path.split('.'), message: key ? t(key) : message });
    }
  });

/** spec §5 'Confirmation messages cannot be blank'. */
export const confirmationMessagesSchema: z.ZodType<ConfirmationMessages, ConfirmationMessages> = z
  .object({
    inHoursScreen: z.string(),
    outOfHoursScreen: z.string(),
    inHoursEmail: z.string(),
    outOfHoursEmail: z.string(),
  })
  .superRefine((form, ctx) => {
    const errors = confirmationMessageErrors(form);
    for (const field of CONFIRMATION_FIELDS) {
      const message = errors[field];
      if (!message) continue;
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message:
          message === SERVICE_HOURS_MESSAGES.messageRequired
            ? t('console.confirmationMessages.required')
            : t('console.confirmationMessages.tooLong'),
      });
    }
  });
