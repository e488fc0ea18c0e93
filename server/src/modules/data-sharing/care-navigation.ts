import { and, desc, eq, ne } from 'drizzle-orm';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { HttpProblem } from '../../errors.js';
import { validationFailed } from '../../auth/problems.js';
import { organisations } from '../organisations/index.js';
import { groupShares, groups } from '../groups/index.js';
import {
  assertNotLockedByOther,
  countAgainstDailyLimit,
  organisationDailyLimits,
  poolRecipients,
  publishNotifications,
  requestLocks,
  requests,
  requestThread,
  TYPE_LABELS,
  type MessagesCaller,
  type PendingNotification,
} from '../messages/index.js';
import { dataSharingAgreements, requestSharingConsent } from './tables.js';
import {
  crossOrganisationFailure,
  DATA_SHARING_MESSAGES,
  FAILURE_CODES,
  overrideReasonProblem,
  type AgreementStatus,
  type CareNavigationFailure,
} from './rules.js';

// Care navigation of a request to another organisation's group (spec §4): what the request view offers, the
// patient's sharing consent, and the move itself with each failure's own refusal. Agreements: agreements.ts.

/** The latest agreement the sender proposed to each recipient. */
async function latestAgreements(db: Db, senderWcmsId: number): Promise<Map<number, AgreementStatus>> {
  const rows = await db
    .select({ recipient: dataSharingAgreements.recipientWcmsId, status: dataSharingAgreements.status })
    .from(dataSharingAgreements)
    .where(eq(dataSharingAgreements.proposerWcmsId, senderWcmsId))
    .orderBy(desc(dataSharingAgreements.proposedAt), desc(dataSharingAgreements.id));
  const latest = new Map<number, AgreementStatus>();
  for (const r of rows) if (!latest.has(r.recipient)) latest.set(r.recipient, r.status);
  return latest;
}

export type NavigationView = {
  requestId: string;
  sharingConsent: 'given' | 'denied' | null;
  sharingConsentRecordedBy: string | null;
  sharingConsentRecordedAt: string | null;
  destinations: {
    groupId: string;
    groupName: string;
    wcmsId: string;
    organisationName: string;
    agreement: AgreementStatus | null;
  }[];
};

/** The organisation's request (404 otherwise), read for the requests area. */
async function requestOf(db: Db, wcmsId: number, requestId: number) {
  const [row] = await db
    .select()
    .from(requests)
    .where(and(eq(requests.id, requestId), eq(requests.wcmsId, wcmsId)))
    .limit(1);
  if (!row) throw new HttpProblem(404, 'Request not found', 'NOT_FOUND');
  return row;
}

/**
 * Where the request may be care-navigated: the active groups other organisations share with this one (spec §3
 * Group 'shared-with organisations'), with the latest agreement this organisation proposed to each; and the
 * patient's sharing answer.
 */
export async function navigationFor(db: Db, wcmsId: number, requestId: number): Promise<NavigationView> {
  await requestOf(db, wcmsId, requestId);
  const [consent] = await db
    .select()
    .from(requestSharingConsent)
    .where(eq(requestSharingConsent.requestId, requestId))
    .limit(1);
  const shared = await db
    .select({ groupId: groups.id, groupName: groups.name, wcmsId: organisations.wcmsId, name: organisations.name })
    .from(groupShares)
    .innerJoin(groups, eq(groups.id, groupShares.groupId))
    .innerJoin(organisations, eq(organisations.wcmsId, groups.wcmsId))
    .where(
      and(
        eq(groupShares.wcmsId, wcmsId),
        ne(groups.wcmsId, wcmsId),
        eq(groups.active, true),
        ne(groups.kind, 'unattached'),
      ),
    )
    .orderBy(organisations.name, groups.name);
  const latest = await latestAgreements(db, wcmsId);
  return {
    requestId: String(requestId),
    sharingConsent: consent?.consent ?? null,
    sharingConsentRecordedBy: consent?.recordedByName ?? null,
    sharingConsentRecordedAt: consent?.recordedAt.toISOString() ?? null,
    destinations: shared.map((g) => ({
      groupId: String(g.groupId),
      groupName: g.groupName,
      wcmsId: String(g.wcmsId),
      organisationName: g.name,
      agreement: latest.get(g.wcmsId) ?? null,
    })),
  };
}

/** Records the patient's answer on sharing the request with another organisation, with a note in its history. */
export async function recordSharingConsent(
  ctx: Pick<RequestContext, 'db' | 'clock'>,
  caller: MessagesCaller,
  requestId: number,
  consent: 'given' | 'denied',
): Promise<NavigationView> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await requestOf(tx, caller.wcmsId, requestId);
    await tx
      .insert(requestSharingConsent)
      .values({ requestId, consent, recordedBy: caller.userId, recordedByName: caller.name, recordedAt: now })
      .onConflictDoUpdate({
        target: requestSharingConsent.requestId,
        set: { consent, recordedBy: caller.userId, recordedByName: caller.name, recordedAt: now },
      });
    await tx.insert(requestThread).values({
      requestId,
      kind: 'note',
      body:
        consent === 'denied'
          ? `Patient said no to sharing this request with another organisation (recorded by ${caller.name}).`
          : `Patient agreed to sharing this request with another organisation (recorded by ${caller.name}).`,
      authorUserId: caller.userId,
      authorName: caller.name,
      createdAt: now,
    });
    await tx.update(requests).set({ updatedAt: now }).where(eq(requests.id, requestId));
  });
  return navigationFor(ctx.db, caller.wcmsId, requestId);
}

function refuse(failure: CareNavigationFailure, message: string): HttpProblem {
  const { status, code } = FAILURE_CODES[failure];
  return new HttpProblem(status, message, code);
}

export type NavigationResult = { requestId: string; wcmsId: string; organisationName: string; groupName: string };

/**
 * Care-navigates a request to another organisation's group (spec §4). Refused, with the request left exactly where
 * it was, when: the group was deleted; access was revoked (the agreement ended or was refused, or the group is no
 * longer shared); there is no accepted agreement; the organisation is off Carebridge Consult; the patient denied
 * sharing and no reason overrides it; the organisation's daily limit for the type is reached. Otherwise the request
 * moves to the organisation and group (unassigned, unlinked from this practice's clinical record), counted against
 * that organisation's daily limit, with the move (and any override and its reason) in its history.
 */
export async function careNavigateToOrganisation(
  ctx: Pick<RequestContext, 'db' | 'clock' | 'realtime'>,
  caller: MessagesCaller,
  requestId: number,
  groupId: number,
  overrideReason: string | null,
): Promise<NavigationResult> {
  const now = ctx.clock.now();
  const reason = overrideReason?.trim() || null;
  if (reason !== null && overrideReasonProblem(reason) === 'tooLong') {
    throw validationFailed({ overrideReason: DATA_SHARING_MESSAGES.overrideReasonTooLong });
  }
  const { result, notify } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(requests)
      .where(and(eq(requests.id, requestId), eq(requests.wcmsId, caller.wcmsId)))
      .for('update');
    if (!row) throw new HttpProblem(404, 'Request not found', 'NOT_FOUND');
    if (row.status === 'completed')
      throw new HttpProblem(409, 'This request is already completed', 'ALREADY_COMPLETED');
    await assertNotLockedByOther(tx, row.id, caller.userId, now);
    const [dest] = await tx
      .select({
        group: groups,
        organisationName: organisations.name,
        organisationActive: organisations.active,
        features: organisations.features,
      })
      .from(groups)
      .innerJoin(organisations, eq(organisations.wcmsId, groups.wcmsId))
      .where(and(eq(groups.id, groupId), ne(groups.wcmsId, caller.wcmsId), ne(groups.kind, 'unattached')))
      .limit(1);
    if (!dest) throw validationFailed({ groupId: DATA_SHARING_MESSAGES.groupNotFound });
    const [share] = await tx
      .select({ groupId: groupShares.groupId })
      .from(groupShares)
      .where(and(eq(groupShares.groupId, groupId), eq(groupShares.wcmsId, caller.wcmsId)))
      .limit(1);
    const [consent] = await tx
      .select({ consent: requestSharingConsent.consent })
      .from(requestSharingConsent)
      .where(eq(requestSharingConsent.requestId, row.id))
      .limit(1);
    const destWcmsId = dest.group.wcmsId;
    const limits = await organisationDailyLimits(tx, destWcmsId, now);
    const limit = limits.find((l) => l.requestType === row.type);
    const agreement = (await latestAgreements(tx, caller.wcmsId)).get(destWcmsId) ?? null;
    const sharingDenied = consent?.consent === 'denied';
    const org = dest.organisationName;
    const failure = crossOrganisationFailure({
      groupActive: dest.group.active,
      groupShared: Boolean(share),
      agreement,
      organisationOnConsult: dest.organisationActive && dest.features.requests,
      sharingDenied,
      overrideReason: reason,
      dailyLimit: limit && limit.limit !== null ? { limit: limit.limit, usedToday: limit.usedToday } : null,
    });
    const words = DATA_SHARING_MESSAGES.failures;
    const limitWords = () => words.dailyLimitReached(org, limit?.limit ?? 0, TYPE_LABELS[row.type]);
    if (failure === 'destinationDeleted') throw refuse(failure, words.destinationDeleted(org, dest.group.name));
    if (failure === 'accessRevoked') throw refuse(failure, words.accessRevoked(org));
    if (failure === 'noAgreement') throw refuse(failure, words.noAgreement(org));
    if (failure === 'organisationOffConsult') throw refuse(failure, words.organisationOffConsult(org));
    if (failure === 'patientDeniesSharing') throw refuse(failure, words.patientDeniesSharing());
    if (failure === 'dailyLimitReached') throw refuse(failure, limitWords());
    let countedOn: string;
    try {
      // the atomic count: two requests at once cannot both take the destination's last place of the day
      countedOn = await countAgainstDailyLimit(tx, { wcmsId: destWcmsId, organisationName: org }, row.type, now);
    } catch (error) {
      if (error instanceof HttpProblem && error.code === 'DAILY_LIMIT_REACHED') {
        throw refuse('dailyLimitReached', limitWords());
      }
      throw error;
    }
    await tx
      .update(requests)
      .set({
        wcmsId: destWcmsId,
        poolId: dest.group.id,
        assignedUserId: null,
        // the record belongs to this practice's clinical system: the receiving practice links its own
        clinicalPatientId: null,
        identity: row.identity === 'verified' || row.identity === 'matched_and_verified' ? 'verified' : 'unmatched',
        careNavigation: null,
        countedOn,
        updatedAt: now,
      })
      .where(eq(requests.id, row.id));
    await tx.delete(requestLocks).where(eq(requestLocks.requestId, row.id));
    const entries: { kind: 'note' | 'assignment'; body: string }[] = [
      ...(sharingDenied
        ? [
            {
              kind: 'note' as const,
              body: `Patient's sharing denial overridden by ${caller.name} (${caller.organisationName}). Reason: ${reason}`,
            },
          ]
        : []),
      // spec §4: a data sharing agreement is noted (a move needs one the recipient accepted)
      {
        kind: 'note' as const,
        body: `Shared under the data sharing agreement between ${caller.organisationName} and ${org}, accepted by ${org}.`,
      },
      {
        kind: 'assignment',
        body: `Care navigated from ${caller.organisationName} to ${org} (${dest.group.name}) by ${caller.name}.`,
      },
    ];
    await tx.insert(requestThread).values(
      entries.map(({ kind, body }) => ({
        requestId: row.id,
        kind,
        body,
        authorUserId: caller.userId,
        authorName: caller.name,
        createdAt: now,
      })),
    );
    const recipients = await poolRecipients(tx, destWcmsId, dest.group.id);
    const notify: PendingNotification[] = recipients.map((userId) => ({
      wcmsId: destWcmsId,
      userId,
      requestId: row.id,
    }));
    return {
      result: {
        requestId: String(row.id),
        wcmsId: String(destWcmsId),
        organisationName: org,
        groupName: dest.group.name,
      },
      notify,
    };
  });
  await publishNotifications(ctx, notify, caller.userId, [requestId]);
  return result;
}
