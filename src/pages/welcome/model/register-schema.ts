import * as z from 'zod/mini';
import { newPasswordFields, passwordsMatch } from '@/entities/viewer';
import { t } from '@/shared/i18n';

/** spec §5 Accounts: forename and surname required; password at least 12 characters, confirmed. */
export const registerSchema = z
  .object({
    forename: z.string().check(z.trim(), z.minLength(1, t('welcome.register.forenameRequired')), z.maxLength(100)),
    surname: z.string().check(z.trim(), z.minLength(1, t('welcome.register.surnameRequired')), z.maxLength(100)),
    ...newPasswordFields,
  })
  .check(passwordsMatch);
export type RegisterInput = z.infer<typeof registerSchema>;
