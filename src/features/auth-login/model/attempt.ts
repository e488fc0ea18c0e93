import { toStoredSession } from '@/shared/auth';
import { requestLogin, type LoginVariables } from '../api/login';
import { completeSignIn } from './sign-in';

/** Where to go once signed in, or the second factor the server still asks for (spec §8). */
export type AttemptOutcome =
  { next: string } | { twoFactorRequired: 'email' | 'authenticator'; setupUri: string | null };

/**
 * One sign-in request (the GraphQL login); with a session it finishes signing in (completeSignIn) and says where to
 * go. Errors carry the server's codes and messages.
 */
export async function attemptSignIn(
  variables: LoginVariables,
  options: { full: boolean; returnTo: string | null },
): Promise<AttemptOutcome> {
  const result = await requestLogin(variables);
  const session = toStoredSession(result);
  if (session) return { next: await completeSignIn(session, options) };
  if (result.twoFactorRequired) {
    return { twoFactorRequired: result.twoFactorRequired, setupUri: result.twoFactorSetupUri ?? null };
  }
  throw new Error('The sign-in result held neither a session nor a challenge');
}
