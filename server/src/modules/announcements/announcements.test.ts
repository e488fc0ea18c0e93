import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { gql, type Json } from '../../test/helpers.js';
import { ANNOUNCEMENTS_MESSAGES } from './index.js';

const QUERY = 'query Announcements { announcements { id title body link published } }';
let feed: Server;
let base: string;
const bodies: Record<string, string> = {
  '/feed.json': JSON.stringify({
    announcements: [
      { id: 'a1', title: 'Planned downtime', body: 'Saturday 02:00 to 04:00.', published: '2026-03-01T09:00:00Z' },
      {
        id: 2,
        title: 'New: appointment reminders',
        body: 'Set them up under Patients.',
        link: 'https://example.org/reminders',
        published: '2026-03-02T09:00:00Z',
      },
      { id: 'bad-link', title: 'Script', body: 'x', link: 'javascript:alert(1)' },
      { title: 'No id', body: 'left out' },
    ],
  }),
  '/broken.json': '{ not json',
};
let configured: TestApp;
let unconfigured: TestApp;
let broken: TestApp;

beforeAll(async () => {
  feed = createServer((request, response) => {
    const body = bodies[request.url ?? ''];
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(body ?? '');
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(feed.address() as AddressInfo).port}`;
  unconfigured = await createTestApp();
  configured = await createTestApp({
    config: { announcementsFeedUrl: `${base}/feed.json` },
    database: unconfigured.database,
  });
  broken = await createTestApp({
    config: { announcementsFeedUrl: `${base}/broken.json` },
    database: unconfigured.database,
  });
});
afterAll(async () => {
  await configured.app.close();
  await broken.app.close();
  await unconfigured.close();
  await new Promise((resolve) => feed.close(resolve));
});

describe('announcements feed', () => {
  it('is null without a configured source, so the launcher is not shown', async () => {
    const token = (await unconfigured.signIn(2)).bearerToken;
    const result = await gql<Json>(unconfigured, QUERY, {}, { token });
    expect(result.errors).toBeUndefined();
    expect(result.data?.announcements).toBeNull();
  });

  it('gives the feed newest first, leaving out items that do not fit, to signed-in staff only', async () => {
    const token = (await configured.signIn(2)).bearerToken;
    const result = await gql<Json>(configured, QUERY, {}, { token });
    expect(result.data?.announcements).toEqual([
      {
        id: '2',
        title: 'New: appointment reminders',
        body: 'Set them up under Patients.',
        link: 'https://example.org/reminders',
        published: '2026-03-02T09:00:00.000Z',
      },
      {
        id: 'a1',
        title: 'Planned downtime',
        body: 'Saturday 02:00 to 04:00.',
        link: null,
        published: '2026-03-01T09:00:00.000Z',
      },
    ]);
    const anonymous = await gql<Json>(configured, QUERY, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('says the announcements could not be loaded when the feed is not a feed', async () => {
    const token = (await broken.signIn(2)).bearerToken;
    const result = await gql<Json>(broken, QUERY, {}, { token });
    expect(result.errors?.[0]?.message).toBe(ANNOUNCEMENTS_MESSAGES.unavailable);
  });
});
