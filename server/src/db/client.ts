import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';

// Each driver is loaded only when it is used: a server on PostgreSQL never loads PGlite's WebAssembly build, one on
// PGlite never loads node-postgres, and neither loads its migrator unless it migrates.

export type Schema = typeof schema;
/** The database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a dump of the data directory (a tarball, gzipped by default), loadable with openPglite({ loadDataDir }). */
  dump?: (compression?: 'gzip' | 'none') => Promise<Blob>;
};

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * PGlite's buffer pool. PostgreSQL's default (128MB) lives in the WebAssembly heap and is touched page by page when
 * PGlite starts, so it is resident from the first moment: about 100 MB of the server's idle memory. PGlite reads
 * what is not in the pool from the data directory through the operating system's file cache, so a smaller pool costs
 * a read call per page, not a disk read; 32MB still holds the inbox's hot indexes with 100,000 requests.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * Embedded PostgreSQL (PGlite). dataDir undefined means in memory; loadDataDir restores a dump; settings are extra
 * server settings (`-c name=value` at start, after the buffer pool's, so a test may set its own pool).
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob; settings?: Record<string, string> } = {},
): Promise<Database> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  const client = await PGlite.create({
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    close: () => client.close(),
    dump: (compression = 'gzip') => client.dumpDataDir(compression),
  };
}

/** A real PostgreSQL server through node-postgres. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({ connectionString, max: 10 });
  const client = drizzlePg(pool, { schema });
  return {
    db: client as unknown as Db,
    kind: 'postgres',
    migrate: async () => {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(client, { migrationsFolder });
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(config: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite({ dataDir: config.dataDir });
}
