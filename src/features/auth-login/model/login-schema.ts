import * as z from 'zod/mini';
import { t } from '@/shared/i18n';

// zod/mini keeps /login lean: the same schemas as zod, tree-shaken (ARCHITECTURE §8 budget)

export const credentialsSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, t('auth.login.emailRequired'))),
  password: z.string().check(z.minLength(1, t('auth.login.passwordRequired'))),
});
export type Credentials = z.infer<typeof credentialsSchema>;

export const codeSchema = z.object({
  // the server ignores spaces, which people type when copying a grouped code
  code: z.string().check(z.trim(), z.minLength(1, t('auth.twoFactor.codeRequired'))),
});
export type CodeInput = z.infer<typeof codeSchema>;
