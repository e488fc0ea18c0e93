import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshAccessToken, setAuthBridge } from '@/shared/api';
import { isTokenExpired } from './install';

const tokenExpiringAt = (exp: number) =>
  `h.${btoa(JSON.stringify({ aud: 'access', exp }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')}.s`;

describe('a bearer token known to be expired is refreshed once before sending (issue 23)', () => {
  afterEach(() => setAuthBridge({ getAccessToken: () => null, refresh: () => Promise.resolve() }));

  it('reads the exp claim, with a little leeway, and leaves unreadable tokens to the server', () => {
    const now = 1_800_000_000_000;
    expect(isTokenExpired(tokenExpiringAt(now / 1000 - 1), now)).toBe(true);
    expect(isTokenExpired(tokenExpiringAt(now / 1000 + 3), now)).toBe(true);
    expect(isTokenExpired(tokenExpiringAt(now / 1000 + 60), now)).toBe(false);
    expect(isTokenExpired('not-a-jwt', now)).toBe(false);
  });

  it('refreshes first when the stored token has expired, and not otherwise', async () => {
    let token = tokenExpiringAt(Date.now() / 1000 - 60);
    const refresh = vi.fn(async () => {
      token = tokenExpiringAt(Date.now() / 1000 + 900);
    });
    setAuthBridge({ getAccessToken: () => token, refresh, isExpired: (t) => isTokenExpired(t) });
    const sent = await Promise.all([freshAccessToken(), freshAccessToken()]);
    expect(sent[0]).toBe(token);
    expect(refresh).toHaveBeenCalled();
    refresh.mockClear();
    expect(await freshAccessToken()).toBe(token);
    expect(refresh).not.toHaveBeenCalled();
  });
});
