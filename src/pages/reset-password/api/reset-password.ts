import { execute } from '@/shared/api';
import { graphql } from '@/shared/api';

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $password: String!, $passwordConfirmation: String!) {
    resetPassword(token: $token, password: $password, passwordConfirmation: $passwordConfirmation)
  }
`);

/** Sets a new password from an emailed link (noAuth); also unlocks a locked account. */
export async function resetPassword(variables: { token: string; password: string; passwordConfirmation: string }) {
  await execute(ResetPasswordMutation, variables, { noAuth: true });
}
