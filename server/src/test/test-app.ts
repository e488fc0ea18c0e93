import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openPglite, openPostgres, type Database } from '../db/client.js';
import { buildApp } from '../app.js';
import { testConfig, type ServerConfig } from '../config.js';
import { systemClock, type Authenticator, type Clock } from '../context.js';
import { createSessionAuthenticator } from '../auth/authenticator.js';
import { startSession, type IssuedSession } from '../auth/sessions.js';
import { createOutboxMessaging } from '../providers/messaging/outbox.js';
import type { MessagingProvider } from '../providers/messaging/provider.js';

/**
 * A fresh database for one test file, copied from the run's migrated and seeded template: PGlite by default,
 * PostgreSQL when DATABASE_URL is set (the same suite runs on both).
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `cb_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    await admin.end();
    const fileUrl = new URL(url);
    fileUrl.pathname = `/${name}`;
    const database = await openPostgres(fileUrl.toString());
    return {
      ...database,
      close: async () => {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        // pool.end() resolves before its connections have gone: wait for them, so dropping the database never
        // terminates a connection that is still closing (which node-postgres would report as an error)
        for (let i = 0; i < 50; i++) {
          const { rows } = await cleanup.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if ((rows[0]?.n ?? 0) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  // read once per worker (vitest runs many server files in one worker: vitest.config.ts, isolate false)
  templateDump ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  // PGlite's shared_buffers default (128 MB) is zeroed at every start; a test database holds a few MB
  return openPglite({ loadDataDir: await templateDump, settings: { shared_buffers: '16MB' } });
}

let templateDump: Promise<Blob> | undefined;

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: ServerConfig;
  clock: Clock;
  /**
   * Signs a user in without the login form (no password, rate limit or second factor): for tests of other calls.
   * The session is real: it is stored, refreshes and can be revoked.
   */
  signIn(userId: number): Promise<IssuedSession & { headers: { authorization: string } }>;
  close(): Promise<void>;
};

export async function createTestApp(
  options: {
    config?: Partial<ServerConfig>;
    clock?: Clock;
    authenticator?: Authenticator;
    messaging?: MessagingProvider;
    database?: Database;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const config = testConfig(options.config);
  const clock = options.clock ?? systemClock;
  const db = database.db;
  const app = await buildApp({
    db,
    config,
    clock,
    authenticator: options.authenticator ?? createSessionAuthenticator({ db, config, clock }),
    messaging: options.messaging ?? createOutboxMessaging(db, clock),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    signIn: async (userId) => {
      const session = await startSession({ db, config, clock }, userId, { userAgent: 'vitest', ip: '127.0.0.1' });
      return { ...session, headers: { authorization: `Bearer ${session.bearerToken}` } };
    },
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/** A clock a test moves by hand (token expiry, link expiry, rate-limit windows). */
export function createTestClock(start = new Date('2026-03-02T09:00:00Z')): Clock & {
  advance(ms: number): void;
  set(date: Date): void;
} {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (date) => {
      now = date.getTime();
    },
  };
}
