// Bulk-inserts synthetic requests for the inbox benchmark (ARCHITECTURE §8: 100,000 requests in the database).
//
//   node bench/seed-requests.mjs --data-dir bench/.work/inbox [--count 100000]
//   node bench/seed-requests.mjs --database-url postgres://… [--count 100000]
//
// The database must already be migrated and hold the demo organisations and groups (start the server on it once).
// Rows are deterministic (a seeded generator), spread over the two demo organisations (80% Riverside) and the two
// years before 2 March 2026; like a real practice's history most are completed (about 88%). Inserted as multi-row
// INSERTs of 1,000 rows in one transaction, then VACUUM ANALYZEd; the manager (user 4) has read every other request.
import { pathToFileURL } from 'node:url';

const FORENAMES = [
  'Oliver',
  'Amelia',
  'George',
  'Isla',
  'Harry',
  'Ava',
  'Jack',
  'Mia',
  'Noah',
  'Ivy',
  'Leo',
  'Grace',
  'Arthur',
  'Freya',
  'Muhammad',
  'Lily',
  'Oscar',
  'Sophia',
  'Charlie',
  'Florence',
  'Jacob',
  'Emily',
  'Thomas',
  'Ella',
  'William',
  'Rosie',
  'James',
  'Evie',
  'Henry',
  'Poppy',
  'Alfie',
  'Alice',
  'Joshua',
  'Sienna',
  'Freddie',
  'Aisha',
  'Archie',
  'Priya',
  'Theo',
  'Fatima',
  'Samuel',
  'Zara',
  'Daniel',
  'Chloe',
  'Joseph',
  'Hannah',
  'Adam',
  'Ruth',
];
const SURNAMES = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
  'Robinson',
  'Wright',
  'Thompson',
  'Evans',
  'Walker',
  'White',
  'Roberts',
  'Green',
  'Hall',
  'Thomas',
  'Clarke',
  'Jackson',
  'Wood',
  'Harris',
  'Edwards',
  'Turner',
  'Martin',
  'Cooper',
  'Hill',
  'Ward',
  'Hughes',
  'Moore',
  'Clark',
  'King',
  'Harrison',
  'Lewis',
  'Baker',
  'Lee',
  'Allen',
  'Morris',
  'Khan',
  'Scott',
  'Watson',
  'Davis',
  'Parker',
  'James',
  'Bennett',
  'Young',
  'Okafor',
  'Begum',
  'Nair',
  'Mensah',
  'Campbell',
  'Murphy',
  'Kelly',
  'Hussain',
  'Ali',
  'Rahman',
  'Shah',
];
const SUBJECTS = {
  medical: [
    'Persistent cough',
    'Rash on arm',
    'Knee pain',
    'Migraine',
    'Ear pain',
    'Low mood',
    'Back pain',
    'Sore throat and fever',
    'Heartburn',
    'Dizziness',
    'Mole has changed',
    'Chest infection',
    'Urine infection',
  ],
  admin: [
    'Fit note request',
    'Test results',
    'Referral update',
    'Change of address',
    'Medical report',
    'Travel vaccinations',
    'Vaccination record',
    'Repeat prescription query',
    'Sick note extension',
  ],
  health_data: ['Blood pressure readings', 'Weight and height update', 'Home BP readings'],
  simple_questionnaire: ['GAD-7 questionnaire', 'PHQ-9 questionnaire', 'Asthma Control Test'],
  outbound_response: [
    'Reply: Asthma review',
    'Reply: Blood test reminder',
    'Reply: Smoking status',
    'Reply: Medication review',
  ],
};
const TYPES = [
  'medical',
  'medical',
  'medical',
  'admin',
  'admin',
  'health_data',
  'simple_questionnaire',
  'outbound_response',
];
const OPEN_STATUSES = ['new_request', 'new_request', 'triaged', 'triaged', 'waiting_for_patient', 'new_response'];
const PRIORITIES = ['unprioritised', 'routine', 'routine', 'same_day', 'urgent'];
const IDENTITIES = ['matched', 'matched_by_nhs_login', 'unmatched', 'matched_and_verified', 'verified'];
const BASE = Date.parse('2026-03-02T09:00:00Z');
const SPAN = 730 * 24 * 3600 * 1000;

/** A small deterministic generator (mulberry32). */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function nhsNumber(n) {
  for (let candidate = 200_000 + n; ; candidate += 100_000) {
    const nine = `999${String(candidate % 1_000_000).padStart(6, '0')}`;
    let sum = 0;
    for (let i = 0; i < 9; i++) sum += Number(nine[i]) * (10 - i);
    const check = 11 - (sum % 11);
    if (check === 10) continue;
    return `${nine}${check === 11 ? 0 : check}`;
  }
}

const literal = (value) =>
  value === null || value === undefined
    ? 'null'
    : typeof value === 'number'
      ? String(value)
      : `'${String(value).replace(/'/g, "''")}'`;

/**
 * Inserts `count` requests through `query(sql)` (any client that runs a SQL string: PGlite's exec, pg's query).
 * Returns how many it inserted and how long it took.
 */
export async function seedRequests(
  query,
  { count = 100_000, batchSize = 1_000, seed = 42, end = BASE, spanDays = SPAN / 86_400_000 } = {},
) {
  const span = spanDays * 86_400_000;
  const started = performance.now();
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const groups = await query(`select id, wcms_id, kind from groups where active order by id`);
  const groupRows = groups.rows ?? groups;
  const poolsOf = (wcmsId) => groupRows.filter((g) => g.wcms_id === wcmsId);
  if (poolsOf(1001).length === 0 || poolsOf(1002).length === 0) {
    throw new Error('seed-requests: the demo groups are missing; start the server on this database once first');
  }
  const staff = { 1001: [2, 3, 4], 1002: [4] };
  const columns = [
    'wcms_id',
    'type',
    'status',
    'priority',
    'subject',
    'body',
    'received_at',
    'updated_at',
    'pool_id',
    'assigned_user_id',
    'patient_name',
    'patient_born',
    'patient_sex',
    'patient_telephone',
    'patient_nhs_number',
    'identity',
    'unacknowledged_count',
    'counted_on',
    'completed_at',
    'completed_by',
  ];
  await query('begin');
  try {
    for (let done = 0; done < count; done += batchSize) {
      const values = [];
      for (let i = done; i < Math.min(count, done + batchSize); i++) {
        const wcmsId = next() < 0.8 ? 1001 : 1002;
        const pools = poolsOf(wcmsId);
        const type = pick(TYPES);
        const received = new Date(end - Math.floor(Math.pow(next(), 1.5) * span));
        // recent requests are more likely still open
        const ageDays = (end - received.getTime()) / 86_400_000;
        const open = next() < (ageDays < 14 ? 0.7 : ageDays < 60 ? 0.15 : 0.05);
        const status = open ? pick(OPEN_STATUSES) : 'completed';
        const pool = status === 'new_request' && next() < 0.6 ? pools.find((g) => g.kind === 'incoming') : pick(pools);
        const assigned = status !== 'new_request' && next() < 0.5 ? pick(staff[wcmsId]) : null;
        const patient = Math.floor(next() * 30_000);
        const forename = FORENAMES[patient % FORENAMES.length];
        const surname = SURNAMES[Math.floor(patient / FORENAMES.length) % SURNAMES.length];
        const updated = new Date(Math.min(end, received.getTime() + Math.floor(next() * 3 * 86_400_000)));
        const born = `${1930 + (patient % 90)}-${String(1 + (patient % 12)).padStart(2, '0')}-${String(1 + (patient % 28)).padStart(2, '0')}`;
        const unacknowledged = status === 'new_response' && next() < 0.5 ? 1 : 0;
        const row = [
          wcmsId,
          type,
          status,
          pick(PRIORITIES),
          pick(SUBJECTS[type]),
          'Synthetic request for the inbox benchmark.',
          received.toISOString(),
          updated.toISOString(),
          pool.id,
          assigned,
          `${forename} ${surname}`,
          born,
          patient % 2 ? 'Female' : 'Male',
          `07700 9${String(patient % 100_000).padStart(5, '0')}`,
          nhsNumber(patient),
          pick(IDENTITIES),
          unacknowledged,
          pool.kind === 'incoming' && !assigned ? null : received.toISOString().slice(0, 10),
          status === 'completed' ? updated.toISOString() : null,
          status === 'completed' ? pick(staff[wcmsId]) : null,
        ];
        values.push(`(${row.map(literal).join(',')})`);
      }
      await query(`insert into requests (${columns.join(',')}) values ${values.join(',')}`);
    }
    await query(
      `insert into request_reads (user_id, request_id, read_at)
       select 4, id, updated_at from requests where id % 2 = 0 on conflict do nothing`,
    );
    await query('commit');
  } catch (error) {
    await query('rollback');
    throw error;
  }
  // what autovacuum would do on PostgreSQL (PGlite has none): statistics, and the visibility map that lets counts
  // be answered from the indexes alone; the reports' rollups, which the requests' triggers filled, too (the server
  // vacuums them only 5 s after it starts: reports/worker.ts), and the inbox's counters, which the seed's one
  // transaction left spread over many pages (on PGlite the server rewrites them 5 s after it starts: inbox-vacuum.ts)
  await query(
    'vacuum analyze requests, request_reads, report_request_days, report_request_times, report_staff_days, ' +
      'request_open_counts, request_read_open_counts',
  );
  // the share of requests' pages VACUUM marked all-visible: counts read from indexes alone only on those
  const visible = await query(
    `select round(100.0 * relallvisible / greatest(relpages, 1), 1)::float8 as percent from pg_class
      where relname = 'requests'`,
  );
  return {
    inserted: count,
    seconds: +((performance.now() - started) / 1000).toFixed(1),
    allVisiblePercent: Number(visible.rows[0]?.percent ?? 0),
  };
}

/**
 * Opens a PGlite data directory (or PostgreSQL) and seeds it: by default over the two years before 2 March 2026
 * (the inbox bench); `end` (ms since the epoch) and `spanDays` move the window (the report bench: the last year).
 */
export async function seedDatabase({ dataDir, databaseUrl, count, end, spanDays }) {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      // The seed ends with VACUUM, which marks a page all-visible only once the commit of its rows is on disk. The
      // bench's throwaway PostgreSQL runs with synchronous_commit=off (scripts/with-postgres.sh), so the commit could
      // still be in the WAL writer's buffer when VACUUM read the pages: it left 3,237 of 3,486 pages of requests
      // unmarked, and every count that should have been read from an index alone visited the table (the priority
      // filter's count read 3,060 buffers for 3,419 rows). A commit that waits for its flush makes VACUUM do what
      // autovacuum would do later on a running server.
      await client.query('set synchronous_commit = on');
      return await seedRequests((sql) => client.query(sql), { count, end, spanDays });
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create({ dataDir });
  try {
    return await seedRequests(
      async (sql) => {
        const results = await client.exec(sql);
        return results[results.length - 1] ?? { rows: [] };
      },
      { count, end, spanDays },
    );
  } finally {
    await client.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const dataDir = arg('data-dir');
  const databaseUrl = arg('database-url') ?? (dataDir ? undefined : process.env.DATABASE_URL);
  if (!dataDir && !databaseUrl) {
    console.error('usage: node bench/seed-requests.mjs (--data-dir DIR | --database-url URL) [--count N]');
    process.exit(2);
  }
  const result = await seedDatabase({ dataDir, databaseUrl, count: Number(arg('count') ?? 100_000) });
  console.log(`seed-requests: inserted ${result.inserted} requests in ${result.seconds} s`);
}
