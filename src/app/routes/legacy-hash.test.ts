import { afterEach, describe, expect, it } from 'vitest';
import { legacyHashTarget, redirectLegacyHash } from './legacy-hash';

describe('legacyHashTarget', () => {
  it.each([
    ['#/message/123', '/full/request/123/full'],
    ['#/patients/message/123', '/full/request/123/full'],
    ['#/messages/message/123', '/full/request/123/full'],
    ['#/search-message/message/123', '/full/request/123/full'],
    ['#/message/123?tab=notes', '/full/request/123/full'],
    ['#/login', '/full/welcome/login'],
    ['#/register/tok-en', '/full/welcome/register/tok-en'],
    ['#/verifyemail/abc123', '/full/welcome/reset-password/abc123'],
    ['#/', '/full/messages/list'],
    ['#/outbound', '/full/messages/list'],
    ['#/message', '/full/messages/list'],
    ['#/loginx', '/full/messages/list'],
  ])('%s → %s', (hash, target) => {
    expect(legacyHashTarget(hash)).toBe(target);
  });

  it.each(['', '#', '#main', '#top'])('leaves %j alone', (hash) => {
    expect(legacyHashTarget(hash)).toBeNull();
  });
});

describe('redirectLegacyHash', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('rewrites the address before the router starts', () => {
    window.history.replaceState(null, '', '/#/messages/message/55');
    redirectLegacyHash();
    expect(window.location.pathname).toBe('/full/request/55/full');
    expect(window.location.hash).toBe('');
  });

  it('keeps an ordinary address', () => {
    window.history.replaceState(null, '', '/login#main');
    redirectLegacyHash();
    expect(window.location.pathname + window.location.hash).toBe('/login#main');
  });
});
