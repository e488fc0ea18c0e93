import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphql, http, HttpResponse, delay } from 'msw';
import { execute } from '@/shared/api';
import { VersionsQuery } from '@/shared/config';
import { server } from '@/shared/mocks/node';
import { storage, type StoredSession } from '@/shared/lib/storage';
import { installAuthBridge, refreshSession, setRefreshFailedHandler, REFRESH_FAILED } from '.';

const session: StoredSession = {
  bearer_token: 'old-bearer',
  refresh_token: 'old-refresh-token-0001',
  user_id: 12,
  email: 'reception@riverside.nhs.uk',
  username: 'reception@riverside.nhs.uk',
  forename: 'Rita',
  surname: 'Reception',
  auto_sign_in_guid: null,
};

const refreshed = {
  bearer_token: 'new-bearer',
  refresh_token: 'new-refresh-token-0002',
  user_id: 12,
  email: session.email,
  username: session.username,
  forename: session.forename,
  surname: session.surname,
};

/** MainVersion answers only the new token; the old one is UNAUTHENTICATED (spec §8). */
function versionNeedsNewToken() {
  return graphql.query('MainVersion', ({ request }) =>
    request.headers.get('authorization') === 'Bearer new-bearer'
      ? HttpResponse.json({ data: { version: '9.9.9' } })
      : HttpResponse.json({ errors: [{ message: 'Unauthenticated.', extensions: { code: 'UNAUTHENTICATED' } }] }),
  );
}

let failed: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  installAuthBridge();
  failed = vi.fn<() => void>();
  setRefreshFailedHandler(failed);
  storage.set('session_data', session);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('refreshSession', () => {
  it('refreshes once for two concurrent 401s and retries both with the new token', async () => {
    const bodies: unknown[] = [];
    server.use(
      versionNeedsNewToken(),
      http.post('*/api/session', async ({ request }) => {
        bodies.push(await request.json());
        expect(request.headers.get('authorization')).toBeNull();
        await delay(30);
        return HttpResponse.json(refreshed, { headers: { 'cache-control': 'no-store' } });
      }),
    );
    const [a, b] = await Promise.all([execute(VersionsQuery, {}), execute(VersionsQuery, {})]);
    expect(a.version).toBe('9.9.9');
    expect(b.version).toBe('9.9.9');
    expect(bodies).toEqual([{ refresh_token: 'old-refresh-token-0001', user_id: 12 }]);
    expect(storage.get('session_data')).toMatchObject({
      bearer_token: 'new-bearer',
      refresh_token: 'new-refresh-token-0002',
    });
    expect(storage.get('isRefreshing')).toBeNull();
    expect(failed).not.toHaveBeenCalled();
  });

  it('drops a refresh that answers after the session was locked, so the lock is not undone', async () => {
    server.use(
      http.post('*/api/session', async () => {
        await delay(30);
        return HttpResponse.json(refreshed, { headers: { 'cache-control': 'no-store' } });
      }),
    );
    const pending = refreshSession();
    // the idle lock removes the session while the refresh is on the wire
    storage.remove('session_data');
    await expect(pending).rejects.toThrow('The session ended while it was being refreshed');
    expect(storage.get('session_data')).toBeNull();
    expect(failed).not.toHaveBeenCalled();
  });

  it('waits for another tab that is refreshing and then uses its token', async () => {
    const post = vi.fn();
    server.use(
      versionNeedsNewToken(),
      http.post('*/api/session', () => {
        post();
        return HttpResponse.json(refreshed);
      }),
    );
    storage.set('isRefreshing', true);
    // the other tab finishes after about 250 ms
    setTimeout(() => {
      storage.set('session_data', { ...session, ...refreshed, auto_sign_in_guid: null });
      storage.remove('isRefreshing');
    }, 250);
    const result = await execute(VersionsQuery, {});
    expect(result.version).toBe('9.9.9');
    expect(post).not.toHaveBeenCalled();
  });

  it('gives up waiting after 300 polls of 100 ms, clears the flag and refreshes itself', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const post = vi.fn();
    server.use(
      http.post('*/api/session', () => {
        post();
        return HttpResponse.json(refreshed);
      }),
    );
    storage.set('isRefreshing', true);
    let settled = false;
    const done = refreshSession().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(29_900);
    expect(settled).toBe(false);
    expect(storage.get('isRefreshing')).toBe(true);
    expect(post).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    vi.useRealTimers();
    await done;
    expect(post).toHaveBeenCalledTimes(1);
    expect(storage.get('isRefreshing')).toBeNull();
    expect(storage.get('session_data')?.bearer_token).toBe('new-bearer');
  });

  it("is 'Refresh Failed' without a stored refresh token, and hands over to the failure handler", async () => {
    storage.remove('session_data');
    await expect(refreshSession()).rejects.toThrow(REFRESH_FAILED);
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it("is 'Refresh Failed' when the server refuses the refresh token", async () => {
    server.use(
      versionNeedsNewToken(),
      http.post('*/api/session', () =>
        HttpResponse.json(
          { statusCode: 401, error: 'Unauthorized', code: 'REFRESH_FAILED', message: 'Refresh Failed' },
          { status: 401 },
        ),
      ),
    );
    await expect(execute(VersionsQuery, {})).rejects.toThrow(REFRESH_FAILED);
    expect(failed).toHaveBeenCalledTimes(1);
    expect(storage.get('isRefreshing')).toBeNull();
  });

  it('keeps the session when the refresh cannot reach the server, and succeeds on the next try', async () => {
    let reachable = false;
    server.use(
      versionNeedsNewToken(),
      http.post('*/api/session', () => (reachable ? HttpResponse.json(refreshed) : HttpResponse.error())),
    );
    await expect(execute(VersionsQuery, {})).rejects.toThrow('the server did not answer');
    expect(failed).not.toHaveBeenCalled();
    expect(storage.get('session_data')?.refresh_token).toBe(session.refresh_token);
    expect(storage.get('isRefreshing')).toBeNull();
    reachable = true;
    await expect(execute(VersionsQuery, {})).resolves.toEqual({ version: '9.9.9' });
    expect(storage.get('session_data')?.bearer_token).toBe('new-bearer');
  });

  it("is 'Refresh Failed' when the other tab's refresh ended the session", async () => {
    storage.set('isRefreshing', true);
    setTimeout(() => {
      storage.remove('session_data');
      storage.remove('isRefreshing');
    }, 150);
    await expect(refreshSession()).rejects.toThrow(REFRESH_FAILED);
    expect(failed).toHaveBeenCalledTimes(1);
  });
});

describe('a refresh asked for before its code has loaded', () => {
  it('logs nobody out when the session was locked meanwhile, and keeps the lock record', async () => {
    const refreshCalls = vi.fn();
    server.use(http.post('*/api/session', () => (refreshCalls(), HttpResponse.json(refreshed))));
    const askedFor = storage.get('session_data');
    // the idle lock ran between the request's 401 and the refresh's start
    storage.set('locked', { locked: true, username: session.username, url: '/full/messages/list' });
    storage.remove('session_data');
    await expect(refreshSession(askedFor)).rejects.toThrow('ended while it was being refreshed');
    expect(failed).not.toHaveBeenCalled();
    expect(refreshCalls).not.toHaveBeenCalled();
    expect(storage.get('locked')).toMatchObject({ locked: true });
    expect(storage.get('session_data')).toBeNull();
  });

  it("is still 'Refresh Failed' when there was no session to refresh", async () => {
    storage.remove('session_data');
    await expect(refreshSession(null)).rejects.toThrow(REFRESH_FAILED);
    expect(failed).toHaveBeenCalledTimes(1);
  });
});
