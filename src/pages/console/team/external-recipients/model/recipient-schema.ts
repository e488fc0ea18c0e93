import { z } from 'zod';
import { t } from '@/shared/i18n';

const SECURE = /^[^\s@.]+(\.[^\s@.]+)*@([^\s@.]+\.)*(nhs\.net|nhs\.uk|nhs\.scot|gov\.uk)$/i;

/** An external recipient (the server's rules): name and organisation required, a secure email address. */
export const recipientSchema = z.object({
  name: z
    .string()
    .refine((v) => v.trim().length > 0, { error: () => t('console.externalRecipients.nameRequired') })
    .refine((v) => v.trim().length <= 100, { error: () => t('console.externalRecipients.nameLength') }),
  organisation: z
    .string()
    .refine((v) => v.trim().length > 0, { error: () => t('console.externalRecipients.organisationRequired') })
    .refine((v) => v.trim().length <= 160, { error: () => t('console.externalRecipients.organisationLength') }),
  email: z.string().refine((v) => SECURE.test(v.trim()), { error: () => t('console.externalRecipients.emailInvalid') }),
});

export type RecipientForm = z.infer<typeof recipientSchema>;
