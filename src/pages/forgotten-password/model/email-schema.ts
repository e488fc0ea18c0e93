import * as z from 'zod/mini';
import { t } from '@/shared/i18n';

export const emailSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, t('auth.login.emailRequired')), z.email(t('account.email.invalid'))),
});
export type EmailInput = z.infer<typeof emailSchema>;
