import type { Db } from '../../db/client.js';
import { clientSettings } from './tables.js';

/** Riverside (1001) refuses total triage requests for patients under 5; every other setting is the default. */
export async function seedClientSettings(db: Db, now: Date): Promise<void> {
  await db.insert(clientSettings).values({ wcmsId: 1001, minimumPatientAge: 5, updatedAt: now });
}
