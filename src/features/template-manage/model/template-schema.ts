import { z } from 'zod';
import { t } from '@/shared/i18n';
import { TEMPLATE_NAME_MAX, TEMPLATE_TEXT_MAX, unknownPlaceholders } from '@contracts/rules/templates';

/** The server's rule (schema/rules/templates.ts): name and text required, their lengths, known placeholders. */
export const templateSchema = z.object({
  name: z.string().trim().min(1, t('templates.nameRequired')).max(TEMPLATE_NAME_MAX, t('templates.nameTooLong')),
  text: z
    .string()
    .trim()
    .min(1, t('templates.textRequired'))
    .max(TEMPLATE_TEXT_MAX, t('templates.textTooLong'))
    .refine((text) => unknownPlaceholders(text).length === 0, t('templates.unknownPlaceholder')),
});

export type TemplateForm = z.infer<typeof templateSchema>;
