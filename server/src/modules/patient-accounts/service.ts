import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { HttpProblem } from '../../errors.js';
import { hashPassword } from '../../auth/password.js';
import { randomToken, sha256Hex } from '../../auth/crypto.js';
import { validationFailed } from '../../auth/problems.js';
import { organisations } from '../organisations/index.js';
import { requireStaffArea } from '../users/index.js';
import { passwordErrors } from '../accounts/index.js';
import { patientAccounts, patientPasswordResets } from './tables.js';
import {
  maskEmail,
  parseIdentifier,
  PATIENT_ACCOUNT_MESSAGES,
  PATIENT_RESET_PATH,
  PATIENT_RESET_TTL_MS,
  RESET_LIMIT,
  RESET_WINDOW_MS,
} from './rules.js';

const notFound = () => new HttpProblem(404, PATIENT_ACCOUNT_MESSAGES.notFound, 'PATIENT_ACCOUNT_NOT_FOUND');

export function patientResetLink(publicUrl: string, token: string): string {
  return `${publicUrl}${PATIENT_RESET_PATH}${token}`;
}

/**
 * Staff of the organisation (patients area, spec §6: a member whose role is not super) send a Carebridge Consult
 * account holder, found by email address or NHS number, a reset link by email. Earlier links stop working; the new
 * one is stored hashed with who asked (the audit) and where it went.
 */
export async function requestPatientPasswordReset(
  ctx: RequestContext,
  wcmsId: number,
  input: { email?: string; nhs_number?: string },
) {
  const caller = await requireStaffArea(ctx, wcmsId, PATIENT_ACCOUNT_MESSAGES.noAccess);
  const parsed = parseIdentifier(input);
  if (!parsed.ok) throw validationFailed(parsed.fields);
  const match =
    parsed.value.kind === 'email'
      ? eq(patientAccounts.email, parsed.value.email)
      : eq(patientAccounts.nhsNumber, parsed.value.nhsNumber);
  const holders = await ctx.db
    .select()
    .from(patientAccounts)
    .where(and(eq(patientAccounts.wcmsId, wcmsId), match))
    .orderBy(desc(patientAccounts.verified), desc(patientAccounts.createdAt))
    .limit(2);
  const account = holders[0];
  if (!account) throw notFound();
  if (!account.verified) {
    throw new HttpProblem(409, PATIENT_ACCOUNT_MESSAGES.notVerified, 'PATIENT_ACCOUNT_NOT_VERIFIED');
  }
  const now = ctx.clock.now();
  const [recent] = await ctx.db
    .select({ sent: count() })
    .from(patientPasswordResets)
    .where(
      and(
        eq(patientPasswordResets.accountId, account.id),
        gt(patientPasswordResets.createdAt, new Date(now.getTime() - RESET_WINDOW_MS)),
      ),
    );
  if ((recent?.sent ?? 0) >= RESET_LIMIT) {
    throw new HttpProblem(429, PATIENT_ACCOUNT_MESSAGES.tooMany, 'RATE_LIMITED');
  }
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + PATIENT_RESET_TTL_MS);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(patientPasswordResets)
      .set({ replacedAt: now })
      .where(
        and(
          eq(patientPasswordResets.accountId, account.id),
          isNull(patientPasswordResets.usedAt),
          isNull(patientPasswordResets.replacedAt),
        ),
      );
    await tx.insert(patientPasswordResets).values({
      id: randomUUID(),
      accountId: account.id,
      wcmsId,
      tokenHash: sha256Hex(token),
      requestedBy: caller.userId,
      sentTo: account.email,
      createdAt: now,
      expiresAt,
    });
  });
  await ctx.messaging.send({
    channel: 'email',
    recipient: account.email,
    wcmsId,
    subject: 'Reset your Carebridge Consult password',
    body:
      `${caller.organisationName} has sent you this link to reset the password of your Carebridge Consult account.\n\n` +
      `Choose a new password within 24 hours using this link:\n${patientResetLink(ctx.config.publicUrl, token)}\n\n` +
      'If you did not ask your GP practice for this, you can ignore this email: your password has not changed.',
  });
  ctx.log.info({ wcmsId, accountId: account.id, requestedBy: caller.userId }, 'patient password reset link sent');
  return {
    sent_to: maskEmail(account.email),
    forename: account.forename,
    surname: account.surname,
    expires_at: expiresAt.toISOString(),
  };
}

type LinkState = 'valid' | 'used' | 'expired';

async function findLink(db: Db, token: string) {
  if (!token || token.length > 128) return null;
  const [found] = await db
    .select({ link: patientPasswordResets, account: patientAccounts, organisation: organisations.name })
    .from(patientPasswordResets)
    .innerJoin(patientAccounts, eq(patientAccounts.id, patientPasswordResets.accountId))
    .innerJoin(organisations, eq(organisations.wcmsId, patientPasswordResets.wcmsId))
    .where(eq(patientPasswordResets.tokenHash, sha256Hex(token)))
    .limit(1);
  return found ?? null;
}

function stateOf(link: typeof patientPasswordResets.$inferSelect, now: Date): LinkState {
  if (link.usedAt) return 'used';
  if (link.replacedAt || link.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

/** The link as the patient opens it (noAuth): whether it still works, and whose practice sent it. */
export async function patientPasswordResetLink(ctx: Pick<RequestContext, 'db' | 'clock'>, token: string) {
  const found = await findLink(ctx.db, token);
  if (!found) throw new HttpProblem(404, PATIENT_ACCOUNT_MESSAGES.linkNotFound, 'NOT_FOUND');
  const state = stateOf(found.link, ctx.clock.now());
  return {
    state,
    organisation: found.organisation,
    ...(state === 'valid' ? { forename: found.account.forename } : {}),
  };
}

/**
 * The patient sets a new password from the link (the staff reset rules: at least 12 characters, confirmed). The
 * link is used once: of two racing submissions only one changes the password.
 */
export async function completePatientPasswordReset(
  ctx: Pick<RequestContext, 'db' | 'clock'>,
  token: string,
  input: { password: string; password_confirmation: string },
) {
  const found = await findLink(ctx.db, token);
  if (!found) throw new HttpProblem(404, PATIENT_ACCOUNT_MESSAGES.linkNotFound, 'NOT_FOUND');
  const now = ctx.clock.now();
  const before = stateOf(found.link, now);
  if (before === 'used') throw new HttpProblem(410, PATIENT_ACCOUNT_MESSAGES.linkUsed, 'LINK_USED');
  if (before === 'expired') throw new HttpProblem(410, PATIENT_ACCOUNT_MESSAGES.linkExpired, 'LINK_EXPIRED');
  const errors = passwordErrors(input.password, input.password_confirmation);
  const fields: Record<string, string> = {};
  if (errors.password) fields.password = errors.password;
  if (errors.passwordConfirmation) fields.password_confirmation = errors.passwordConfirmation;
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const spent = await tx
      .update(patientPasswordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(patientPasswordResets.id, found.link.id),
          isNull(patientPasswordResets.usedAt),
          isNull(patientPasswordResets.replacedAt),
        ),
      )
      .returning({ id: patientPasswordResets.id });
    if (spent.length === 0) throw new HttpProblem(410, PATIENT_ACCOUNT_MESSAGES.linkUsed, 'LINK_USED');
    await tx
      .update(patientAccounts)
      .set({ passwordHash, passwordChangedAt: now })
      .where(eq(patientAccounts.id, found.account.id));
  });
  return { state: 'used' as const, organisation: found.organisation };
}
