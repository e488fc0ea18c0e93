import { storage, useStoredValue, type StoredSession } from '@/shared/lib/storage';

/** The stored session (spec §3 session_data), or null when signed out. */
export function getSession(): StoredSession | null {
  const session = storage.get('session_data');
  return session && typeof session.bearer_token === 'string' && session.bearer_token ? session : null;
}

export function getAccessToken(): string | null {
  return getSession()?.bearer_token ?? null;
}

export function saveSession(session: StoredSession): void {
  storage.set('session_data', session);
}

/** The session, re-rendering when it changes here or in another tab (sign-in, refresh, logout, lock). */
export function useSession(): StoredSession | null {
  const session = useStoredValue('session_data');
  return session && typeof session.bearer_token === 'string' && session.bearer_token ? session : null;
}

/** A session as the REST API sends it (snake_case) or the GraphQL API (camelCase), spec §3 Session. */
export type SessionPayload = {
  bearer_token?: string | null;
  bearerToken?: string | null;
  refresh_token?: string | null;
  refreshToken?: string | null;
  user_id?: number | string | null;
  userId?: number | string | null;
  email?: string | null;
  username?: string | null;
  forename?: string | null;
  surname?: string | null;
  auto_sign_in_guid?: string | null;
  autoSignInGuid?: string | null;
};

/** Normalises a sign-in or refresh result into the stored shape; null when it holds no tokens. */
export function toStoredSession(payload: SessionPayload): StoredSession | null {
  const bearer = payload.bearer_token ?? payload.bearerToken;
  const refresh = payload.refresh_token ?? payload.refreshToken;
  const userId = Number(payload.user_id ?? payload.userId);
  if (!bearer || !refresh || !Number.isSafeInteger(userId)) return null;
  const email = payload.email ?? '';
  return {
    bearer_token: bearer,
    refresh_token: refresh,
    user_id: userId,
    email,
    username: payload.username ?? email,
    forename: payload.forename ?? '',
    surname: payload.surname ?? '',
    auto_sign_in_guid: payload.auto_sign_in_guid ?? payload.autoSignInGuid ?? null,
  };
}
