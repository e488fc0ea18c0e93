import { mkdtemp, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.js';
import { seedDemoData } from '../db/seed.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of a migrated, seeded database that each test file loads (test-app.ts: openTestDatabase). */
    pgliteTemplate: string;
    /** PostgreSQL: the name of a migrated, seeded template database each test file copies. */
    postgresTemplate: string;
  }
}

export const POSTGRES_TEMPLATE = 'carebridge_template';

/** Migrates and seeds one database for the whole run; test files start from a copy of it. */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${POSTGRES_TEMPLATE} with (force)`);
    await admin.query(`create database ${POSTGRES_TEMPLATE}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${POSTGRES_TEMPLATE}`;
    const database = await openPostgres(templateUrl.toString());
    await database.migrate();
    await seedDemoData(database.db);
    await database.close();
    project.provide('postgresTemplate', POSTGRES_TEMPLATE);
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'carebridge-pglite-'));
  const database = await openPglite();
  await database.migrate();
  await seedDemoData(database.db);
  // Checkpointed and not gzipped: each of the ~80 databases a run opens from it then starts without replaying the
  // seed's WAL and without unzipping 60 MB (with the smaller shared_buffers in openTestDatabase, about a third less
  // CPU per database opened: 2.4 s -> 1.6 s, load-independent process CPU time).
  await database.db.execute(sql`checkpoint`);
  const dump = await database.dump!('none');
  const file = join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
