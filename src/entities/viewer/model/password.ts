import * as z from 'zod/mini';
import { t } from '@/shared/i18n';

/** spec §5 Accounts, §9: a password has at least 12 characters. */
export const PASSWORD_MIN_LENGTH = 12;

/** spec §5: a new password is required, at least 12 characters, and its confirmation must match. */
export const newPasswordFields = {
  password: z
    .string()
    .check(
      z.minLength(1, t('account.password.required')),
      z.minLength(PASSWORD_MIN_LENGTH, t('account.password.tooShort')),
    ),
  passwordConfirmation: z.string().check(z.minLength(1, t('account.password.confirmRequired'))),
};

/** Add to a schema holding newPasswordFields: the confirmation must equal the password. */
export const passwordsMatch = z.refine<{ password: string; passwordConfirmation: string }>(
  (value) => value.password === value.passwordConfirmation,
  { message: t('account.password.mismatch'), path: ['passwordConfirmation'] },
);
