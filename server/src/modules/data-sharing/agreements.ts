import { aliasedTable, and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { HttpProblem } from '../../errors.js';
import { validationFailed } from '../../auth/problems.js';
import { organisations } from '../organisations/index.js';
import { checkShareTargets, type ConsoleCaller } from '../console/index.js';
import { dataSharingAgreements } from './tables.js';
import { agreementActionAllowed, DATA_SHARING_MESSAGES, type AgreementSide, type AgreementStatus } from './rules.js';

// Data sharing agreements between organisations (console area data-sharing, advanced): propose, accept or refuse,
// end. Care navigation across organisations, which needs an accepted agreement: care-navigation.ts.

type Agreement = typeof dataSharingAgreements.$inferSelect;

export type AgreementView = {
  id: string;
  side: AgreementSide;
  status: AgreementStatus;
  proposerWcmsId: string;
  proposerName: string;
  recipientWcmsId: string;
  recipientName: string;
  proposedBy: string;
  proposedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  endedBy: string | null;
  endedAt: string | null;
  canAccept: boolean;
  canRefuse: boolean;
  canEnd: boolean;
};

const proposer = aliasedTable(organisations, 'proposer');
const recipient = aliasedTable(organisations, 'recipient');

function view(row: Agreement, proposerName: string, recipientName: string, wcmsId: number): AgreementView {
  const side: AgreementSide = row.proposerWcmsId === wcmsId ? 'proposer' : 'recipient';
  return {
    id: String(row.id),
    side,
    status: row.status,
    proposerWcmsId: String(row.proposerWcmsId),
    proposerName,
    recipientWcmsId: String(row.recipientWcmsId),
    recipientName,
    proposedBy: row.proposedByName,
    proposedAt: row.proposedAt.toISOString(),
    decidedBy: row.decidedByName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    endedBy: row.endedByName,
    endedAt: row.endedAt?.toISOString() ?? null,
    canAccept: agreementActionAllowed(row.status, side, 'accept'),
    canRefuse: agreementActionAllowed(row.status, side, 'refuse'),
    canEnd: agreementActionAllowed(row.status, side, 'end'),
  };
}

async function agreementRows(db: Db, wcmsId: number, id?: number) {
  return db
    .select({ row: dataSharingAgreements, proposerName: proposer.name, recipientName: recipient.name })
    .from(dataSharingAgreements)
    .innerJoin(proposer, eq(proposer.wcmsId, dataSharingAgreements.proposerWcmsId))
    .innerJoin(recipient, eq(recipient.wcmsId, dataSharingAgreements.recipientWcmsId))
    .where(
      and(
        or(eq(dataSharingAgreements.proposerWcmsId, wcmsId), eq(dataSharingAgreements.recipientWcmsId, wcmsId)),
        id === undefined ? undefined : eq(dataSharingAgreements.id, id),
      ),
    )
    .orderBy(desc(dataSharingAgreements.proposedAt), desc(dataSharingAgreements.id));
}

/** The organisation's agreements, proposed by it or to it, newest first (the other organisations' ones stay hidden). */
export async function listAgreements(db: Db, wcmsId: number): Promise<AgreementView[]> {
  return (await agreementRows(db, wcmsId)).map((r) => view(r.row, r.proposerName, r.recipientName, wcmsId));
}

/** One of the organisation's agreements; 404 for one between other organisations (or none). */
async function findAgreement(db: Db, wcmsId: number, id: number) {
  const [found] = await agreementRows(db, wcmsId, id);
  if (!found) throw new HttpProblem(404, DATA_SHARING_MESSAGES.agreementNotFound, 'NOT_FOUND');
  return found;
}

/** Proposes sharing the organisation's requests with another one (typed by its id, checked like group sharing). */
export async function proposeAgreement(
  db: Db,
  caller: ConsoleCaller,
  recipientWcmsId: string,
  now: Date,
): Promise<AgreementView> {
  const typed = recipientWcmsId.trim();
  if (!/^\d{1,9}$/.test(typed)) throw validationFailed({ recipientWcmsId: DATA_SHARING_MESSAGES.recipientRequired });
  const { ok, failed } = await checkShareTargets(db, caller.wcmsId, [Number(typed)]);
  if (!ok[0]) throw validationFailed({ recipientWcmsId: failed[0]!.reason });
  const [live] = await db
    .select({ id: dataSharingAgreements.id })
    .from(dataSharingAgreements)
    .where(
      and(
        eq(dataSharingAgreements.proposerWcmsId, caller.wcmsId),
        eq(dataSharingAgreements.recipientWcmsId, ok[0].wcmsId),
        inArray(dataSharingAgreements.status, ['proposed', 'accepted']),
      ),
    )
    .limit(1);
  if (live) throw validationFailed({ recipientWcmsId: DATA_SHARING_MESSAGES.agreementExists });
  const [row] = await db
    .insert(dataSharingAgreements)
    .values({
      proposerWcmsId: caller.wcmsId,
      recipientWcmsId: ok[0].wcmsId,
      proposedBy: caller.userId,
      proposedByName: caller.name,
      proposedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  // a proposal made at the same moment by a colleague
  if (!row) throw validationFailed({ recipientWcmsId: DATA_SHARING_MESSAGES.agreementExists });
  return view(row, caller.organisationName, ok[0].name, caller.wcmsId);
}

/** The recipient accepts or refuses a proposed agreement; who and when are recorded. */
export async function decideAgreement(
  db: Db,
  caller: ConsoleCaller,
  id: number,
  decision: 'accept' | 'refuse',
  now: Date,
): Promise<AgreementView> {
  const found = await findAgreement(db, caller.wcmsId, id);
  if (found.row.recipientWcmsId !== caller.wcmsId) {
    throw new HttpProblem(403, DATA_SHARING_MESSAGES.notRecipient, 'FORBIDDEN');
  }
  const [row] = await db
    .update(dataSharingAgreements)
    .set({
      status: decision === 'accept' ? 'accepted' : 'refused',
      decidedBy: caller.userId,
      decidedByName: caller.name,
      decidedAt: now,
    })
    .where(and(eq(dataSharingAgreements.id, id), eq(dataSharingAgreements.status, 'proposed')))
    .returning();
  if (!row) throw new HttpProblem(409, DATA_SHARING_MESSAGES.notProposed, 'CONFLICT');
  return view(row, found.proposerName, found.recipientName, caller.wcmsId);
}

/** Either side ends a proposed or accepted agreement; care navigation to the recipient is refused from then on. */
export async function endAgreement(db: Db, caller: ConsoleCaller, id: number, now: Date): Promise<AgreementView> {
  const found = await findAgreement(db, caller.wcmsId, id);
  const [row] = await db
    .update(dataSharingAgreements)
    .set({
      status: 'ended',
      endedBy: caller.userId,
      endedByName: caller.name,
      endedByWcmsId: caller.wcmsId,
      endedAt: now,
    })
    .where(and(eq(dataSharingAgreements.id, id), inArray(dataSharingAgreements.status, ['proposed', 'accepted'])))
    .returning();
  if (!row) throw new HttpProblem(409, DATA_SHARING_MESSAGES.alreadyEnded, 'CONFLICT');
  return view(row, found.proposerName, found.recipientName, caller.wcmsId);
}
