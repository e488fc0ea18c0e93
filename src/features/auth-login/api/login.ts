import { execute, loadRestClient, unwrap } from '@/shared/api';
import { graphql, type AuditInput, type LoginMutationVariables } from '@/shared/api';
import { CLIENT_VERSION } from '@/shared/config';
import { storage } from '@/shared/lib/storage';

/**
 * What a sign-in answers (login, register): the session (toStoredSession) or the second factor still needed.
 * @public a fragment: other documents spread it by name, which the dead-export check cannot follow
 */
export const LoginResultFieldsFragment = graphql(`
  fragment LoginResultFields on LoginResult {
    bearerToken
    refreshToken
    userId
    email
    username
    forename
    surname
    autoSignInGuid
    twoFactorRequired
    twoFactorSetupUri
  }
`);

export const LoginMutation = graphql(`
  mutation Login(
    $username: String!
    $password: String!
    $audit: AuditInput
    $twoFactorCode: String
    $twoFactorCodeType: TwoFactorCodeType
    $twoFactorSetup: Boolean
  ) {
    login(
      username: $username
      password: $password
      audit: $audit
      twoFactorCode: $twoFactorCode
      twoFactorCodeType: $twoFactorCodeType
      twoFactorSetup: $twoFactorSetup
    ) {
      ...LoginResultFields
    }
  }
`);

export const IsUsingVpnQuery = graphql(`
  query IsUsingVPN {
    isUsingVPN
  }
`);

/** spec §9 application code; sent with every sign-in for the audit trail. */
const APPLICATION = 'LT';

/** Where a sign-in comes from (spec §7 login audit). */
export function signInAudit(): AuditInput {
  return {
    application: APPLICATION,
    userAgent: navigator.userAgent.slice(0, 512),
    wcmsId: storage.get('organisation')?.wcmsId ?? 'unknown',
    clientVersion: CLIENT_VERSION.slice(0, 32),
  };
}

export type LoginVariables = Omit<LoginMutationVariables, 'audit'>;

/** The GraphQL login (noAuth). Errors carry the server's codes and messages (session.graphql). */
export async function requestLogin(variables: LoginVariables) {
  return (await execute(LoginMutation, { ...variables, audit: signInAudit() }, { noAuth: true })).login;
}

/** Whether the caller is on the VPN (stored as is_vpn; spec §6 super users). A failure reads as not. */
export async function requestIsUsingVpn(): Promise<boolean> {
  try {
    return (await execute(IsUsingVpnQuery, {})).isUsingVPN;
  } catch {
    return false;
  }
}

/** Signs in with an auto sign-in guid (REST POST /session {guid}, noAuth); null when refused. */
export async function requestAutoSignIn(guid: string) {
  const audit = signInAudit();
  // openapi-fetch loads here, for the auto sign-in only: the login screen does not download it (ARCHITECTURE §8)
  const restClient = await loadRestClient();
  return unwrap(
    restClient.POST('/session', {
      body: {
        guid,
        audit: {
          application: 'LT',
          user_agent: audit.userAgent ?? '',
          wcms_id: audit.wcmsId ?? 'unknown',
          client_version: audit.clientVersion ?? '',
        },
      },
    }),
  );
}
