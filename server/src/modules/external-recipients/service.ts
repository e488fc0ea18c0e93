import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { HttpProblem } from '../../errors.js';
import { validationFailed } from '../../auth/problems.js';
import { type MessagesCaller, addThreadNote, requestForForward } from '../messages/index.js';
import { externalRecipients, externalRecipientSettings } from './tables.js';
import {
  EXTERNAL_RECIPIENT_MESSAGES,
  forwardEmail,
  RECIPIENT_LIMITS,
  recipientErrors,
  type RecipientInput,
} from './rules.js';

type Row = typeof externalRecipients.$inferSelect;
const view = (r: Row) => ({ id: r.id, name: r.name, organisation: r.organisation, email: r.email });
const notFound = () => new HttpProblem(404, EXTERNAL_RECIPIENT_MESSAGES.notFound, 'NOT_FOUND');

/** Whether forwarding to external recipients is on for the organisation (off until enabled). */
export async function externalRecipientsEnabled(db: Db, wcmsId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabled: externalRecipientSettings.enabled })
    .from(externalRecipientSettings)
    .where(eq(externalRecipientSettings.wcmsId, wcmsId))
    .limit(1);
  return row?.enabled ?? false;
}

export async function listRecipients(db: Db, wcmsId: number) {
  const rows = await db
    .select()
    .from(externalRecipients)
    .where(eq(externalRecipients.wcmsId, wcmsId))
    .orderBy(asc(sql`lower(${externalRecipients.name})`), asc(externalRecipients.id));
  return rows.map(view);
}

/** The console's view: the switch and the list. */
export async function recipientSettings(db: Db, wcmsId: number) {
  const [enabled, recipients] = await Promise.all([externalRecipientsEnabled(db, wcmsId), listRecipients(db, wcmsId)]);
  return { enabled, recipients };
}

export async function setEnabled(db: Db, wcmsId: number, enabled: boolean, by: { userId: number; now: Date }) {
  const values = { enabled, updatedAt: by.now, updatedBy: by.userId };
  await db
    .insert(externalRecipientSettings)
    .values({ wcmsId, ...values })
    .onConflictDoUpdate({ target: externalRecipientSettings.wcmsId, set: values });
  return recipientSettings(db, wcmsId);
}

async function checkRecipient(db: Db, wcmsId: number, input: RecipientInput, exceptId?: number) {
  const errors = recipientErrors(input);
  const email = input.email.trim().toLowerCase();
  if (!errors.email) {
    const [taken] = await db
      .select({ id: externalRecipients.id })
      .from(externalRecipients)
      .where(
        and(
          eq(externalRecipients.wcmsId, wcmsId),
          eq(sql`lower(${externalRecipients.email})`, email),
          exceptId === undefined ? undefined : ne(externalRecipients.id, exceptId),
        ),
      )
      .limit(1);
    if (taken) errors.email = EXTERNAL_RECIPIENT_MESSAGES.emailTaken;
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { name: input.name.trim(), organisation: input.organisation.trim(), email };
}

export async function addRecipient(db: Db, wcmsId: number, input: RecipientInput, by: { userId: number; now: Date }) {
  const values = await checkRecipient(db, wcmsId, input);
  const [row] = await db
    .insert(externalRecipients)
    .values({ wcmsId, ...values, createdAt: by.now, createdBy: by.userId })
    .returning();
  return view(row!);
}

export async function updateRecipient(db: Db, wcmsId: number, id: number, input: RecipientInput) {
  const [existing] = await db
    .select({ id: externalRecipients.id })
    .from(externalRecipients)
    .where(and(eq(externalRecipients.id, id), eq(externalRecipients.wcmsId, wcmsId)))
    .limit(1);
  if (!existing) throw notFound();
  const values = await checkRecipient(db, wcmsId, input, id);
  const [row] = await db.update(externalRecipients).set(values).where(eq(externalRecipients.id, id)).returning();
  return view(row!);
}

export async function removeRecipient(db: Db, wcmsId: number, id: number) {
  const removed = await db
    .delete(externalRecipients)
    .where(and(eq(externalRecipients.id, id), eq(externalRecipients.wcmsId, wcmsId)))
    .returning({ id: externalRecipients.id });
  if (removed.length === 0) throw notFound();
}

/** The recipients staff may forward to from the request view: none while the organisation has them off. */
export async function forwardRecipients(db: Db, wcmsId: number) {
  const enabled = await externalRecipientsEnabled(db, wcmsId);
  return { enabled, recipients: enabled ? await listRecipients(db, wcmsId) : [] };
}

/**
 * Forwards a request to one of the organisation's external recipients by secure email through the messaging
 * provider, and records it in the request's thread. Refused (403) while external recipients are off.
 */
export async function forwardRequest(
  ctx: Pick<RequestContext, 'db' | 'clock' | 'messaging'>,
  caller: MessagesCaller,
  requestId: number,
  input: { recipient_id: number; note?: string },
) {
  if (!(await externalRecipientsEnabled(ctx.db, caller.wcmsId))) {
    throw new HttpProblem(403, EXTERNAL_RECIPIENT_MESSAGES.disabled, 'EXTERNAL_RECIPIENTS_DISABLED');
  }
  const request = await requestForForward(ctx.db, caller.wcmsId, requestId);
  const note = input.note?.trim() || null;
  const fields: Record<string, string> = {};
  if (note && note.length > RECIPIENT_LIMITS.note) fields.note = EXTERNAL_RECIPIENT_MESSAGES.noteLength;
  const [recipient] = await ctx.db
    .select()
    .from(externalRecipients)
    .where(and(eq(externalRecipients.id, input.recipient_id), eq(externalRecipients.wcmsId, caller.wcmsId)))
    .limit(1);
  if (!recipient) fields.recipient_id = EXTERNAL_RECIPIENT_MESSAGES.chooseRecipient;
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  const email = forwardEmail({
    organisation: caller.organisationName,
    sender: caller.name,
    recipientName: recipient!.name,
    note,
    request,
  });
  await ctx.messaging.send({ channel: 'email', recipient: recipient!.email, ...email, wcmsId: caller.wcmsId });
  const now = ctx.clock.now();
  await addThreadNote(ctx.db, requestId, {
    body: `Forwarded to ${recipient!.name} (${recipient!.organisation}, ${recipient!.email}) by secure email.${
      note ? ` Note: ${note}` : ''
    }`,
    authorUserId: caller.userId,
    authorName: caller.name,
    at: now,
  });
  return { recipient: view(recipient!), sent_at: now.toISOString() };
}
