import { z } from 'zod';

/** The panel's form: no mandate, or every member signs in with an email code or an authenticator app. */
export const twoFactorSchema = z.object({
  method: z.enum(['none', 'email', 'authenticator'], { error: 'Choose how staff sign in' }),
});

export type TwoFactorForm = z.infer<typeof twoFactorSchema>;
