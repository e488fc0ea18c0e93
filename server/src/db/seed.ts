import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { organisations } from '../modules/organisations/tables.js';
import { memberships, userSettings, users, type Role } from '../modules/users/tables.js';
import { hashPassword } from '../auth/password.js';

/** The password of every demo account (documented in the README). */
export const DEMO_PASSWORD = 'Carebridge-demo-1';

export const DEMO_ORGANISATIONS = [
  {
    wcmsId: 1001,
    name: 'Riverside Medical Centre',
    clinicalSystem: 'emisweb' as const,
    features: { outbound: true, requests: true, totalTriage: true },
  },
  {
    wcmsId: 1002,
    name: 'Hillview Surgery',
    clinicalSystem: 'systmone' as const,
    features: { outbound: true, requests: true, totalTriage: false },
  },
];

type DemoUser = {
  id: number;
  email: string;
  forename: string;
  surname: string;
  isSuperUser?: boolean;
  memberships: { wcmsId: number; role: Role }[];
};

/** Fixed ids so tests and demos can rely on them; the super user is staff id 1 (spec §9). */
export const DEMO_USERS: DemoUser[] = [
  { id: 1, email: 'super@carebridge.nhs.uk', forename: 'Sam', surname: 'Okafor', isSuperUser: true, memberships: [] },
  {
    id: 2,
    email: 'clinician@riverside.nhs.uk',
    forename: 'Priya',
    surname: 'Shah',
    memberships: [{ wcmsId: 1001, role: 'no' }],
  },
  {
    id: 3,
    email: 'reception@riverside.nhs.uk',
    forename: 'Tom',
    surname: 'Hughes',
    memberships: [{ wcmsId: 1001, role: 'editor' }],
  },
  {
    id: 4,
    email: 'manager@riverside.nhs.uk',
    forename: 'Grace',
    surname: 'Adeyemi',
    memberships: [
      { wcmsId: 1001, role: 'full' },
      { wcmsId: 1002, role: 'full' },
    ],
  },
  { id: 5, email: 'newstarter@riverside.nhs.uk', forename: 'Alex', surname: 'Byrne', memberships: [] },
];

/** Seeds the demo organisations and accounts when the database has none. Returns whether it seeded. */
export async function seedWhenEmpty(db: Db): Promise<boolean> {
  const existing = await db.select({ id: organisations.wcmsId }).from(organisations).limit(1);
  if (existing.length > 0) return false;
  await seedDemoData(db);
  return true;
}

export async function seedDemoData(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.insert(organisations).values(DEMO_ORGANISATIONS);
    await tx.insert(users).values(
      DEMO_USERS.map((u) => ({
        id: u.id,
        email: u.email,
        username: u.email,
        forename: u.forename,
        surname: u.surname,
        passwordHash,
        isSuperUser: u.isSuperUser ?? false,
      })),
    );
    const rows = DEMO_USERS.flatMap((u) => u.memberships.map((m) => ({ userId: u.id, ...m })));
    if (rows.length > 0) await tx.insert(memberships).values(rows);
    await tx.insert(userSettings).values(DEMO_USERS.map((u) => ({ userId: u.id })));
    // explicit ids were inserted: move the sequence past them
    await tx.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
  });
}
