import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let dir: string;
const page = (entry: string) =>
  `<!doctype html><html lang="en-GB"><head><script src="/static/js/${entry}.js"></script></head><body></body></html>`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'carebridge-entries-'));
  writeFileSync(join(dir, 'index.html'), page('index'));
  writeFileSync(join(dir, 'patient.html'), page('patient'));
  t = await createTestApp({ config: { staticDir: dir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the page a browser gets for each address', () => {
  it('sends the patients’ and devices’ pages their own light entry, and the staff app everywhere else', async () => {
    for (const url of ['/consult/portal/1001', '/consult/reply/abc?x=1', '/arrivals/kiosk', '/consult/arrive/t']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body, url).toContain('/static/js/patient.js');
      expect(response.body, url).toContain('name="csp-nonce"');
    }
    for (const url of ['/login', '/full/messages/list', '/consultation', '/full/patients/arrived', '/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body, url).toContain('/static/js/index.js');
    }
  });
});
