import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openPglite, openPostgres, type Database } from '../db/client.js';
import { buildApp } from '../app.js';
import { testConfig, type ServerConfig } from '../config.js';
import { systemClock, type Authenticator, type Clock } from '../context.js';
import { noSessionsAuthenticator } from '../auth/authenticator.js';

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
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const dump = await readFile(inject('pgliteTemplate'));
  return openPglite({ loadDataDir: new Blob([dump]) });
}

export type TestApp = { app: FastifyInstance; database: Database; config: ServerConfig; close(): Promise<void> };

export async function createTestApp(
  options: { config?: Partial<ServerConfig>; clock?: Clock; authenticator?: Authenticator; database?: Database } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const config = testConfig(options.config);
  const app = await buildApp({
    db: database.db,
    config,
    clock: options.clock ?? systemClock,
    authenticator: options.authenticator ?? noSessionsAuthenticator,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
