import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './api';

/** Signs in through the real login screen. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, path = '/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in and waits for the inbox (accounts with exactly one organisation). */
export async function signInToInbox(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/full\/messages\/list/);
  await expect(page.getByRole('heading', { name: 'Requests', level: 1 })).toBeVisible();
}

type FastSignInOptions = {
  password?: string;
  /** The organisation to act for when the account has several (or is a super user): its wcmsId. */
  wcmsId?: string | number;
};

/**
 * Signs in through the API in the page's own browser context, then opens `path` directly: for journeys that
 * are not about signing in. The login call runs as the page's own `fetch` (same origin, the browser's user agent
 * in the sign-in audit) and what it answers is stored as the login screen's completeSignIn stores it
 * (src/features/auth-login/model/sign-in.ts): session_data, super_user, is_vpn and the organisation when the
 * account has exactly one (or `wcmsId` names one; a super user may name any, as select-organisation offers). The client keeps its session in localStorage only (no
 * cookie), so the app then loads already signed in, as after a real sign-in. Skips the login page, the form and
 * the inbox load that every UI sign-in pays for.
 */
export async function signInAt(
  page: Page,
  email: string,
  path = '/full/messages/list',
  options: FastSignInOptions = {},
): Promise<void> {
  // any same-origin document will do for the origin's localStorage: the smallest one the server has (no app code
  // runs there, so nothing races the writes below)
  await page.goto('/api/version');
  const problem = await page.evaluate(
    async ({ email, password, wcmsId }) => {
      type Result<T> = { data?: T | null; errors?: { message: string }[] };
      const call = async <T>(query: string, variables: object, token?: string): Promise<Result<T>> => {
        const operationName = /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'Anonymous';
        const response = await fetch(`/api/graphql?operationName=${operationName}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/graphql-response+json, application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ query, variables, operationName }),
          cache: 'no-store',
        });
        return (await response.json()) as Result<T>;
      };
      const read = (key: string): unknown => {
        try {
          return JSON.parse(localStorage.getItem(key) ?? 'null');
        } catch {
          return null;
        }
      };
      const write = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify(value));
      const stored = read('organisation') as { wcmsId?: string } | null;
      type Login = {
        bearerToken: string | null;
        refreshToken: string | null;
        userId: string | number | null;
        email: string | null;
        username: string | null;
        forename: string | null;
        surname: string | null;
        autoSignInGuid: string | null;
      };
      const login = await call<{ login: Login }>(
        `mutation Login($username: String!, $password: String!, $audit: AuditInput) {
          login(username: $username, password: $password, audit: $audit) {
            bearerToken refreshToken userId email username forename surname autoSignInGuid
          }
        }`,
        {
          username: email,
          password,
          audit: {
            application: 'LT',
            userAgent: navigator.userAgent.slice(0, 512),
            wcmsId: stored?.wcmsId ?? 'unknown',
            clientVersion: 'e2e',
          },
        },
      );
      const session = login.data?.login;
      if (!session?.bearerToken || !session.refreshToken) return JSON.stringify(login.errors ?? login.data);
      type Organisation = {
        wcmsId: string | number;
        name: string;
        clinicalSystem: string;
        role: string;
        features: { outbound: boolean; requests: boolean; totalTriage: boolean };
        twoFactorMandate: 'email' | 'authenticator' | null;
      };
      const [viewer, vpn] = await Promise.all([
        call<{ viewer: { isSuperUser: boolean; organisations: Organisation[] } }>(
          `query Viewer { viewer { isSuperUser organisations { wcmsId name clinicalSystem role
            features { outbound requests totalTriage } twoFactorMandate } } }`,
          {},
          session.bearerToken,
        ),
        call<{ isUsingVPN: boolean }>('query IsUsingVPN { isUsingVPN }', {}, session.bearerToken),
      ]);
      if (!viewer.data?.viewer) return JSON.stringify(viewer.errors);
      const userId = Number(session.userId);
      const previousUser =
        (read('session_data') as { user_id?: number } | null)?.user_id ??
        (read('user_settings') as { user_id?: number } | null)?.user_id;
      if (previousUser != null && previousUser !== userId) {
        localStorage.removeItem('user_settings');
        localStorage.removeItem('user_data');
      }
      write('session_data', {
        bearer_token: session.bearerToken,
        refresh_token: session.refreshToken,
        user_id: userId,
        email: session.email ?? '',
        username: session.username ?? session.email ?? '',
        forename: session.forename ?? '',
        surname: session.surname ?? '',
        auto_sign_in_guid: session.autoSignInGuid ?? null,
      });
      localStorage.removeItem('locked');
      localStorage.removeItem('was_auto_sign_in');
      write('is_vpn', vpn.data?.isUsingVPN ?? false);
      write('super_user', viewer.data.viewer.isSuperUser);
      const { organisations, isSuperUser } = viewer.data.viewer;
      const wanted = wcmsId ?? stored?.wcmsId;
      let chosen =
        (wanted != null ? organisations.find((o) => String(o.wcmsId) === String(wanted)) : undefined) ??
        (!isSuperUser && organisations.length === 1 ? organisations[0] : undefined);
      if (!chosen && wanted != null && isSuperUser) {
        // a super user may act for any organisation: as select-organisation offers it (organisations query)
        const all = await call<{ organisations: Organisation[] }>(
          `query Organisations($search: String) { organisations(search: $search) { wcmsId name clinicalSystem role
            features { outbound requests totalTriage } twoFactorMandate } }`,
          { search: String(wanted) },
          session.bearerToken,
        );
        chosen = all.data?.organisations.find((o) => String(o.wcmsId) === String(wanted));
        if (!chosen) return `organisation ${wanted} not offered to ${email}: ${JSON.stringify(all.errors)}`;
      }
      if (chosen) {
        write('organisation', {
          wcmsId: String(chosen.wcmsId),
          name: chosen.name,
          clinicalSystem: chosen.clinicalSystem,
          role: chosen.role,
          features: chosen.features,
          twoFactorMandate: chosen.twoFactorMandate,
        });
      } else {
        localStorage.removeItem('organisation');
      }
      return null;
    },
    { email, password: options.password ?? DEMO_PASSWORD, wcmsId: options.wcmsId ?? null },
  );
  if (problem) throw new Error(`API sign-in as ${email} failed: ${problem}`);
  await page.goto(path);
}

/** signInAt the inbox, waiting for it as signInToInbox does (accounts with exactly one organisation, or `wcmsId`). */
export async function signInAtInbox(page: Page, email: string, options: FastSignInOptions = {}): Promise<void> {
  await signInAt(page, email, '/full/messages/list', options);
  await expect(page).toHaveURL(/\/full\/messages\/list/);
  await expect(page.getByRole('heading', { name: 'Requests', level: 1 })).toBeVisible();
}
