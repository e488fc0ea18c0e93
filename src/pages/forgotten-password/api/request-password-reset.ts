import { execute } from '@/shared/api';
import { graphql } from '@/shared/api';

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

/** Emails a reset link when the address has an account (noAuth). The answer is the same either way. */
export async function requestPasswordReset(email: string): Promise<void> {
  await execute(RequestPasswordResetMutation, { email }, { noAuth: true });
}
