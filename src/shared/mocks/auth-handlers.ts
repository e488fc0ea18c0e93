import { graphql, http, HttpResponse } from 'msw';
import type {
  IsUsingVpnQuery,
  LoginMutation,
  LoginMutationVariables,
  LogoutMutation,
  OrganisationsQuery,
  OrganisationsQueryVariables,
  ViewerQuery,
} from '@/shared/api/graphql/main';
import {
  DEMO_PASSWORD,
  allOrganisations,
  demoAccountByEmail,
  demoAccountByToken,
  userSettingsFixture,
} from './fixtures/accounts';

/** A GraphQL error as the reference server sends it (message fit to show, extensions.code). */
export function graphqlError(message: string, code: string): Response {
  return Response.json({ data: null, errors: [{ message, extensions: { code } }] });
}

export const unauthenticated = () => graphqlError('Unauthenticated.', 'UNAUTHENTICATED');

/** The server's sign-in messages (spec §8 wording where the spec gives it). */
export const loginErrors = {
  INVALID_CREDENTIALS: 'Invalid email address or password.',
  ACCOUNT_LOCKED: 'Your account has been locked after three failed sign-in attempts. Reset your password to unlock it.',
  RATE_LIMITED: 'Too many login attempts. Please try again in one minute.',
  NO_SERVICE_ACCESS: 'Your account does not have access to this service',
  TWO_FACTOR_INVALID: 'The code is not correct.',
  TWO_FACTOR_EXPIRED: 'The code has expired. Sign in again to get a new code.',
  TWO_FACTOR_MISMATCH: 'That code is for a different sign-in method.',
} as const;

export function loginFailure(code: keyof typeof loginErrors) {
  return graphql.mutation<LoginMutation, LoginMutationVariables>('Login', () => graphqlError(loginErrors[code], code));
}

const noChallenge = { twoFactorRequired: null, twoFactorSetupUri: null } as const;

/** A login result carrying a session for a demo account. */
export function loginResult(email: string): LoginMutation['login'] {
  const account = demoAccountByEmail(email);
  if (!account) throw new Error(`no demo account ${email}`);
  const { session } = account;
  return {
    bearerToken: session.bearer_token,
    refreshToken: session.refresh_token,
    userId: String(session.user_id),
    email: session.email,
    username: session.username,
    forename: session.forename,
    surname: session.surname,
    autoSignInGuid: null,
    ...noChallenge,
  };
}

/**
 * Sign-in, viewer and organisations against the demo accounts: the right password signs in, anything else is
 * INVALID_CREDENTIALS; the bearer token says who is asking.
 */
export const authHandlers = [
  graphql.mutation<LoginMutation, LoginMutationVariables>('Login', ({ variables }) => {
    const account = demoAccountByEmail(variables.username);
    if (!account || variables.password !== DEMO_PASSWORD) {
      return graphqlError(loginErrors.INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');
    }
    return HttpResponse.json({ data: { login: loginResult(account.viewer.email) } });
  }),
  graphql.mutation<LogoutMutation>('Logout', () => HttpResponse.json({ data: { logout: { success: true } } })),
  graphql.query<IsUsingVpnQuery>('IsUsingVPN', () => HttpResponse.json({ data: { isUsingVPN: false } })),
  graphql.query<ViewerQuery>('Viewer', ({ request }) => {
    const account = demoAccountByToken(request.headers.get('authorization'));
    return account ? HttpResponse.json({ data: { viewer: account.viewer } }) : unauthenticated();
  }),
  graphql.query<OrganisationsQuery, OrganisationsQueryVariables>('Organisations', ({ request, variables }) => {
    const account = demoAccountByToken(request.headers.get('authorization'));
    if (!account) return unauthenticated();
    const search = variables.search?.trim().toLowerCase() ?? '';
    const pool = account.viewer.isSuperUser ? allOrganisations : account.viewer.organisations;
    const organisations = pool.filter((o) => !search || o.name.toLowerCase().includes(search) || o.wcmsId === search);
    return HttpResponse.json({ data: { organisations } });
  }),
  http.get('*/api/lt-user-settings/:id', ({ params, request }) => {
    if (!demoAccountByToken(request.headers.get('authorization'))) {
      return HttpResponse.json(
        { statusCode: 401, error: 'Unauthorized', message: 'Unauthenticated.' },
        { status: 401 },
      );
    }
    return HttpResponse.json(userSettingsFixture(Number(params.id)));
  }),
];
