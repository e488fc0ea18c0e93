import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicyWithNonce } from './headers.js';

let t: TestApp;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'carebridge-static-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en-GB"><head><title>x</title></head><body></body></html>',
  );
  t = await createTestApp({ config: { staticDir: dir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

function nonceOf(html: string): string | undefined {
  return /<meta name="csp-nonce" content="([^"]+)">/.exec(html)?.[1];
}

describe('the page and its style nonce', () => {
  it('sends each page with a fresh nonce, in the policy and in a meta tag for the client', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/full/messages/list' });
    const second = await t.app.inject({ method: 'GET', url: '/login' });
    const a = nonceOf(first.body);
    const b = nonceOf(second.body);
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(b).toBeTruthy();
    expect(a).not.toBe(b);
    expect(first.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${a}'`);
    // only styles get a nonce: scripts stay 'self' alone, and nothing allows inline code
    expect(first.headers['content-security-policy']).toContain("script-src 'self';");
    expect(String(first.headers['content-security-policy'])).not.toContain('unsafe-inline');
    expect(first.headers['cache-control']).toBe('no-store');
  });

  it('keeps the strict policy without a nonce for everything else', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/version' });
    expect(api.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('lets the page reach Vonage/OpenTok only when video goes through it', () => {
    expect(contentSecurityPolicyWithNonce('n')).not.toContain('opentok');
    const withOpenTok = contentSecurityPolicyWithNonce('n', { openTok: true });
    expect(withOpenTok).toContain("connect-src 'self' https://*.opentok.com wss://*.opentok.com");
    expect(withOpenTok).toContain("script-src 'self';");
  });
});
