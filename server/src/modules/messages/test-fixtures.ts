import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { requests, requestThread } from './tables.js';

let counter = 0;

/** A fresh open request for one test (Riverside's Incoming requests unless told), so tests do not share state. */
export async function addRequest(db: Db, values: Partial<typeof requests.$inferInsert> = {}): Promise<number> {
  counter += 1;
  const at = values.receivedAt ?? new Date('2025-01-01T10:00:00Z');
  const [row] = await db
    .insert(requests)
    .values({
      wcmsId: 1001,
      type: 'medical',
      status: 'new_request',
      priority: 'routine',
      subject: `Test request ${counter}`,
      body: 'Written by a test.',
      receivedAt: at,
      updatedAt: at,
      poolId: 1,
      patientName: `Testpatient Number${counter}`,
      patientNhsNumber: '9434765919',
      ...values,
    })
    .returning({ id: requests.id });
  return row!.id;
}

/** A message from the patient in the thread, unacknowledged unless told, keeping the request's count in step. */
export async function addPatientMessage(db: Db, requestId: number, options: { acknowledged?: boolean } = {}) {
  const [entry] = await db
    .insert(requestThread)
    .values({
      requestId,
      kind: 'patient_message',
      body: 'A message from the patient.',
      authorName: 'The patient',
      createdAt: new Date('2025-01-01T11:00:00Z'),
      acknowledged: options.acknowledged ?? false,
    })
    .returning({ id: requestThread.id });
  if (!options.acknowledged) {
    await db
      .update(requests)
      .set({ unacknowledgedCount: sql`${requests.unacknowledgedCount} + 1` })
      .where(eq(requests.id, requestId));
  }
  return entry!.id;
}
