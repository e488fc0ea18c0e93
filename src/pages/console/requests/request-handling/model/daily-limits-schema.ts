import { z } from 'zod';
import { isValidDailyLimit } from '@contracts/rules/request-limits';
import type { RequestType } from '@/shared/api';
import { t } from '@/shared/i18n';
import type { DailyLimit } from '../api/request-handling';

export const REQUEST_TYPES: readonly RequestType[] = [
  'admin',
  'medical',
  'outbound_response',
  'health_data',
  'simple_questionnaire',
];

/** The form: one text box per type, named as the server names its field errors (`limits.<type>`). */
export type DailyLimitsForm = { limits: Record<RequestType, string> };

const parse = (value: string): number | null => (value.trim() === '' ? null : Number(value.trim()));

/** spec §5 'Request limits: zero, positive or empty': the same rule the server applies. */
export const dailyLimitsSchema: z.ZodType<DailyLimitsForm, DailyLimitsForm> = z
  .object({
    limits: z.object({
      admin: z.string(),
      medical: z.string(),
      outbound_response: z.string(),
      health_data: z.string(),
      simple_questionnaire: z.string(),
    }),
  })
  .superRefine((v, ctx) => {
    for (const type of REQUEST_TYPES) {
      const text = v.limits[type].trim();
      if (text !== '' && (!/^\d+$/.test(text) || !isValidDailyLimit(parse(text)))) {
        ctx.addIssue({ code: 'custom', path: ['limits', type], message: t('console.requestLimits.invalid') });
      }
    }
  });

export const toLimitsForm = (limits: readonly DailyLimit[]): DailyLimitsForm => ({
  limits: Object.fromEntries(
    REQUEST_TYPES.map((type) => {
      const limit = limits.find((l) => l.requestType === type)?.limit;
      return [type, limit === null || limit === undefined ? '' : String(limit)];
    }),
  ) as Record<RequestType, string>,
});

export const toLimits = (form: DailyLimitsForm) =>
  REQUEST_TYPES.map((requestType) => ({ requestType, limit: parse(form.limits[requestType]) }));
