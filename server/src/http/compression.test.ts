import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { chooseEncoding } from './compression.js';

let t: TestApp;
let dir: string;
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'row ${i}'`).join(',')}];\n`;

beforeAll(async () => {
  // a build as scripts/precompress.mjs leaves it: each asset with its .br and .gz copies
  dir = mkdtempSync(join(tmpdir(), 'carebridge-compress-'));
  mkdirSync(join(dir, 'static/js'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="en-GB"><head></head><body></body></html>');
  writeFileSync(join(dir, 'static/js/index.abc123.js'), script);
  writeFileSync(join(dir, 'static/js/index.abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'static/js/index.abc123.js.gz'), gzipSync(script));
  t = await createTestApp({ config: { staticDir: dir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('static assets on the wire', () => {
  it('sends brotli to a browser that accepts it, cached for good and varying on accept-encoding', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/static/js/index.abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/static/js/index.abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/static/js/index.abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(script);
  });
});

describe('API responses on the wire', () => {
  it('compresses a large JSON answer for a client that accepts brotli, and leaves small ones alone', async () => {
    const session = await t.signIn(3);
    const large = await t.app.inject({
      method: 'GET',
      url: '/api/my/messages/wcms_id/1001?verbose=true&inc_completed=true',
      headers: { ...session.headers, 'accept-encoding': 'gzip, br' },
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers.vary).toMatch(/accept-encoding/i);
    const json = JSON.parse(brotliDecompressSync(large.rawPayload).toString());
    expect(json.total_items).toBeGreaterThan(0);

    const small = await t.app.inject({ method: 'GET', url: '/api/version', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('_embedded');
  });

  it('sends JSON uncompressed to a client that does not accept compression', async () => {
    const session = await t.signIn(3);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/my/messages/wcms_id/1001?verbose=true&inc_completed=true',
      headers: session.headers,
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().total_items).toBeGreaterThan(0);
  });
});

describe('choosing an encoding', () => {
  it('prefers brotli, falls back to gzip and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
