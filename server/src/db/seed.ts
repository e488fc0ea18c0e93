import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { organisations } from '../modules/organisations/index.js';
import { defaultConsoleAccess, memberships, userSettings, users, type Role } from '../modules/users/index.js';
import { hashPassword } from '../auth/password.js';
import { seedDemoRequests } from '../modules/messages/index.js';
import { seedDemoOutbound } from '../modules/outbound/index.js';
import { seedClinicalSystem } from '../modules/clinical-system/index.js';
import { seedTotalTriage } from '../modules/total-triage/index.js';
import { seedClientSettings } from '../modules/client-settings/index.js';
import { seedPatientAccounts } from '../modules/patient-accounts/index.js';
import { seedDemoVideos } from '../modules/adhoc-video/index.js';
import { seedArrivalsDemo } from '../modules/arrivals/index.js';
import { seedMobileArrivalDemo } from '../modules/mobile-arrival/index.js';

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

/*
 * Demo requests (modules/messages/demo-requests.ts), fixed ids for e2e tests and demos:
 *
 * Groups: Riverside (1001) 1 Incoming requests, 2 Reception, 3 Clinicians, 4 Prescriptions; Hillview (1002) 5
 * Incoming requests, 6 Reception, 7 Clinicians, 8 Prescriptions. Priya Shah (2) is in Clinicians, Tom Hughes (3) in
 * Reception and Incoming requests, Grace Adeyemi (4) in every group of both.
 * Requests 1–60 are Riverside's (1 is the newest), 101–120 Hillview's, across every type, status and priority;
 * NHS numbers are valid test numbers (999…, Modulus 11).
 * - 1: urgent medical, new response, assigned to Priya Shah, has an unacknowledged patient message (complete is
 *   refused until it is acknowledged); in the notifications pool (-3).
 * - 2: new medical request in Incoming requests with a photo (PNG) from the patient; unread for everyone.
 * - 3: health data in Incoming requests with readings: blood pressure 128/82 mmHg, weight 72.4 kg, height 1.68 m.
 * - 4, 5, 6: questionnaires with GAD-7 8, PHQ-9 12 and ACT 19 totals (SNOMED total codes); 6 is completed.
 * - 7: admin request for a child, asked by a parent (enquirer), with a PDF from the patient; assigned to Tom Hughes.
 * - 8: completed admin request (carer enquirer), outcome 'Prescription issued'.
 * - 9: locked by Priya Shah (a lock that never expires): others get 423 until they override it.
 * - 10: outbound response with an unacknowledged patient message, in Reception (pool -3 too).
 * - 11: urgent medical request with no NHS number (cannot be linked to a patient record).
 * - 12: new admin request routed to Prescriptions by a care navigation rule (care_navigation set).
 * - 14: has a translation (Polish, shown untranslated).
 * - 101: Hillview admin request in Incoming requests; Hillview's daily admin limit is 0, so assigning it is refused.
 * - 102: Hillview medical new response assigned to Grace Adeyemi, with an unacknowledged patient message.
 * Daily limits: Riverside medical 200 and admin 200 a day; Hillview admin 0.
 */

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
    // console access (spec §6): reception basic, the manager advanced, the clinician none (README)
    const rows = DEMO_USERS.flatMap((u) =>
      u.memberships.map((m) => ({ userId: u.id, consoleAccess: defaultConsoleAccess(m.role), ...m })),
    );
    if (rows.length > 0) await tx.insert(memberships).values(rows);
    await tx.insert(userSettings).values(DEMO_USERS.map((u) => ({ userId: u.id })));
    // explicit ids were inserted: move the sequence past them
    await tx.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
    await seedDemoRequests(tx);
    await seedDemoOutbound(tx);
    // the test-variant clinical system (modules/clinical-system/index.ts lists the demo patients)
    await seedClinicalSystem(tx, new Date());
    // total triage settings and care navigation rules (modules/total-triage/demo-data.ts)
    await seedTotalTriage(tx);
    // client settings: Riverside's minimum patient age (modules/client-settings/demo-data.ts)
    await seedClientSettings(tx, new Date());
    // Carebridge Consult account holders (modules/patient-accounts/demo-data.ts)
    await seedPatientAccounts(tx, new Date());
    // past video consultations for the patients menu's list (modules/adhoc-video/demo-data.ts)
    await seedDemoVideos(tx, new Date());
    // today's kiosk appointments of Eleanor Whitfield and Oliver Bennett (modules/arrivals/demo-data.ts)
    await seedArrivalsDemo(tx, new Date());
    // Sophie Turner's appointment today for mobile arrival (modules/mobile-arrival/demo-data.ts)
    await seedMobileArrivalDemo(tx, new Date());
  });
}
