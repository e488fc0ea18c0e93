import { z } from 'zod';
import { OUTBOUND_LIMITS } from '@/entities/outbound';
import { t } from '@/shared/i18n';

const gap = (message: () => string) =>
  z.string().refine((v) => /^\d+$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= OUTBOUND_LIMITS.reminderMax, {
    error: message,
  });

/** spec §5: pathway name required, max 64 (unique: checked by the server); description max 128; gaps 1 to 99. */
export const pathwaySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => t('outbound.validation.pathwayName') })
    .max(OUTBOUND_LIMITS.pathwayName, { error: () => t('outbound.validation.pathwayNameLength') }),
  description: z
    .string()
    .trim()
    .max(OUTBOUND_LIMITS.pathwayDescription, { error: () => t('outbound.validation.pathwayDescription') }),
  amount: gap(() => t('outbound.validation.pathwayAmount')),
  intervalDays: gap(() => t('outbound.validation.pathwayInterval')),
  templateId: z.string(),
});
export type PathwayValues = z.infer<typeof pathwaySchema>;

export const templateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => t('outbound.validation.templateName') }),
  body: z
    .string()
    .trim()
    .min(1, { error: () => t('outbound.validation.body') }),
});
export type TemplateValues = z.infer<typeof templateSchema>;

/** Server field names → form fields. */
export const PATHWAY_FIELDS: Record<string, keyof PathwayValues> = {
  name: 'name',
  description: 'description',
  amount: 'amount',
  interval_days: 'intervalDays',
  template_id: 'templateId',
};
