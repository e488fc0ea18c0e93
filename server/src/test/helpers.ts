import { and, desc, eq } from 'drizzle-orm';
import type { TestApp } from './test-app.js';
import { outboxMessages } from '../providers/messaging/tables.js';

/** A JSON response body as tests read it: shape checked by the assertions, not by the compiler. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are asserted at run time
export type Json = Record<string, any>;

export type GraphQLErrorBody = { message: string; extensions?: { code?: string; fields?: Record<string, string> } };
export type GraphQLBody<T = Record<string, unknown>> = { data?: T | null; errors?: GraphQLErrorBody[] };

/** Runs a main-API GraphQL operation the way the client does (operation name in the query string). */
export async function gql<T = Json>(
  t: TestApp,
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; remoteAddress?: string; headers?: Record<string, string> } = {},
): Promise<GraphQLBody<T>> {
  const operationName = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'Anonymous';
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/graphql?operationName=${operationName}`,
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    payload: { query, variables, operationName },
  });
  return response.json() as GraphQLBody<T>;
}

export const LOGIN_MUTATION = `mutation Login($username: String!, $password: String!, $twoFactorCode: String, $twoFactorCodeType: TwoFactorCodeType, $twoFactorSetup: Boolean, $audit: AuditInput) {
  login(username: $username, password: $password, twoFactorCode: $twoFactorCode, twoFactorCodeType: $twoFactorCodeType, twoFactorSetup: $twoFactorSetup, audit: $audit) {
    bearerToken refreshToken userId email username forename surname autoSignInGuid expiresIn twoFactorRequired twoFactorSetupUri
  }
}`;

export type LoginResultBody = {
  bearerToken: string | null;
  refreshToken: string | null;
  userId: string | null;
  email: string | null;
  username: string | null;
  forename: string | null;
  surname: string | null;
  autoSignInGuid: string | null;
  expiresIn: number | null;
  twoFactorRequired: 'email' | 'authenticator' | null;
  twoFactorSetupUri: string | null;
};

/** The login mutation; returns the result and the first error's code. */
export async function login(
  t: TestApp,
  variables: {
    username: string;
    password: string;
    twoFactorCode?: string;
    twoFactorCodeType?: string;
    twoFactorSetup?: boolean;
  },
  options: { remoteAddress?: string } = {},
) {
  const body = await gql<{ login: LoginResultBody }>(t, LOGIN_MUTATION, variables, options);
  return {
    result: body.data?.login ?? null,
    error: body.errors?.[0] ?? null,
    code: body.errors?.[0]?.extensions?.code,
  };
}

/** The newest message the embedded messaging provider holds for a recipient. */
export async function latestMessageTo(t: TestApp, recipient: string) {
  const [message] = await t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient)))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return message ?? null;
}
