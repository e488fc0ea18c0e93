import { queryOptions } from '@tanstack/react-query';
import { execute } from '@/shared/api';
import { graphql } from '@/shared/api';

export const RegistrationQuery = graphql(`
  query Registration($token: String!) {
    registration(token: $token) {
      email
      organisationName
      forename
      surname
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation Register(
    $token: String!
    $forename: String!
    $surname: String!
    $password: String!
    $passwordConfirmation: String!
  ) {
    register(
      token: $token
      forename: $forename
      surname: $surname
      password: $password
      passwordConfirmation: $passwordConfirmation
    ) {
      ...LoginResultFields
    }
  }
`);

export const registrationQueries = {
  /** Who a registration link is for (noAuth); LINK_EXPIRED when it has expired or was used. */
  details: (token: string) =>
    queryOptions({
      queryKey: ['registration', token] as const,
      queryFn: async ({ signal }) =>
        (await execute(RegistrationQuery, { token }, { noAuth: true, signal })).registration,
      retry: false,
      staleTime: Infinity,
    }),
};

export type RegisterVariables = {
  token: string;
  forename: string;
  surname: string;
  password: string;
  passwordConfirmation: string;
};

export async function register(variables: RegisterVariables) {
  return (await execute(RegisterMutation, variables, { noAuth: true })).register;
}
