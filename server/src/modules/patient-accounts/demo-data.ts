import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hashPassword } from '../../auth/password.js';
import { patientAccounts } from './tables.js';

/** The password of every demo Carebridge Consult account (README). */
export const DEMO_PATIENT_PASSWORD = 'Consult-demo-pass-1';

/**
 * Demo Carebridge Consult account holders (demo patients of modules/clinical-system/index.ts), fixed ids:
 * 1 Eleanor Whitfield (Riverside, 9991000003) verified; 2 Oliver Bennett (Riverside, 9991000135) verified;
 * 3 Amara Okoye (Riverside, 9991000267) email not verified; 4 Ruth Morgan (Hillview, 9991002618) verified.
 */
export const DEMO_PATIENT_ACCOUNTS = [
  {
    id: 1,
    wcmsId: 1001,
    email: 'eleanor.whitfield@example.com',
    nhsNumber: '9991000003',
    forename: 'Eleanor',
    surname: 'Whitfield',
    verified: true,
  },
  {
    id: 2,
    wcmsId: 1001,
    email: 'oliver.bennett@example.com',
    nhsNumber: '9991000135',
    forename: 'Oliver',
    surname: 'Bennett',
    verified: true,
  },
  {
    id: 3,
    wcmsId: 1001,
    email: 'amara.okoye@example.com',
    nhsNumber: '9991000267',
    forename: 'Amara',
    surname: 'Okoye',
    verified: false,
  },
  {
    id: 4,
    wcmsId: 1002,
    email: 'ruth.morgan@example.com',
    nhsNumber: '9991002618',
    forename: 'Ruth',
    surname: 'Morgan',
    verified: true,
  },
] as const;

export async function seedPatientAccounts(db: Db, now: Date): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PATIENT_PASSWORD);
  await db.insert(patientAccounts).values(DEMO_PATIENT_ACCOUNTS.map((a) => ({ ...a, passwordHash, createdAt: now })));
  await db.execute(
    sql`select setval(pg_get_serial_sequence('patient_accounts', 'id'), (select max(id) from patient_accounts))`,
  );
}
