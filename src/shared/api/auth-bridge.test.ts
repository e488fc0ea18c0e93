import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginSignOut, freshAccessToken, setAuthBridge, trackAuthenticatedCall } from './auth-bridge';

const settledWithin = async <T>(promise: Promise<T>, ms: number): Promise<boolean> =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

describe('signing out', () => {
  afterEach(() => vi.useRealTimers());

  it('sends nothing more with the session but the sign-out itself', async () => {
    setAuthBridge({ getAccessToken: () => 'token-1', refresh: () => Promise.resolve() });
    await expect(freshAccessToken()).resolves.toBe('token-1');
    await beginSignOut();
    expect(await settledWithin(freshAccessToken(), 50)).toBe(false);
    await expect(freshAccessToken({ signingOut: true })).resolves.toBe('token-1');
  });

  it('lets the calls already on the wire be answered first', async () => {
    let answer!: () => void;
    void trackAuthenticatedCall(new Promise<void>((resolve) => (answer = resolve)));
    const signingOut = beginSignOut(5_000);
    expect(await settledWithin(signingOut, 50)).toBe(false);
    answer();
    expect(await settledWithin(signingOut, 50)).toBe(true);
  });

  it('waits no longer than it was told for a call that is never answered', async () => {
    vi.useFakeTimers();
    void trackAuthenticatedCall(new Promise<void>(() => undefined));
    let done = false;
    void beginSignOut(1_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
