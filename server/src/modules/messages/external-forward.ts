import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { requests, requestThread } from './tables.js';
import { requestNotFound } from './rules.js';

/** What a forward to an external recipient carries of a request (modules/external-recipients). 404 when unknown. */
export async function requestForForward(db: Db, wcmsId: number, id: number) {
  const [row] = await db
    .select({
      id: requests.id,
      reference: requests.reference,
      type: requests.type,
      subject: requests.subject,
      body: requests.body,
      answers: requests.answers,
      receivedAt: requests.receivedAt,
      patientName: requests.patientName,
      patientBorn: requests.patientBorn,
      patientNhsNumber: requests.patientNhsNumber,
      patientTelephone: requests.patientTelephone,
    })
    .from(requests)
    .where(and(eq(requests.id, id), eq(requests.wcmsId, wcmsId)))
    .limit(1);
  if (!row) throw requestNotFound();
  return row;
}

/** Records a staff member's note in the request's thread (and marks the request as changed). */
export async function addThreadNote(
  db: Db,
  requestId: number,
  note: { body: string; authorUserId: number; authorName: string; at: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(requestThread).values({
      requestId,
      kind: 'note',
      body: note.body,
      authorUserId: note.authorUserId,
      authorName: note.authorName,
      createdAt: note.at,
    });
    await tx.update(requests).set({ updatedAt: note.at }).where(eq(requests.id, requestId));
  });
}
