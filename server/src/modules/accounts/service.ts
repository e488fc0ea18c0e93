import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AuthUser, RequestContext } from '../../context.js';
import { HttpProblem } from '../../errors.js';
import { hashPassword } from '../../auth/password.js';
import { validationFailed } from '../../auth/problems.js';
import { revokeAllSessions } from '../../auth/sessions.js';
import { clearLoginAttempts } from '../../auth/rate-limit.js';
import { organisations } from '../organisations/index.js';
import { memberships, userSettings, users, type Role, roleIn } from '../users/index.js';
import { requireConsoleAccess } from '../console/index.js';
import { completeSignIn, findUserByAccountName, type LoginOutcome, type AuditInfo } from '../session/index.js';
import type { SecondFactorInput } from '../../auth/two-factor.js';
import { accountTokens } from './tables.js';
import { findLinkToken, issueLinkToken, linkUrl } from './links.js';
import { ACCOUNT_MESSAGES, isStaffEmail, normaliseEmail, passwordErrors, staffEmailMessage } from './rules.js';

const RESET_EMAIL_INTERVAL_MS = 60_000;

const linkExpired = (message: string) => new HttpProblem(410, message, 'LINK_EXPIRED');
const userExists = () => new HttpProblem(409, ACCOUNT_MESSAGES.userExists, 'USER_EXISTS');

/**
 * POST /users: someone with advanced console access there (or a super user) adds a staff member to an organisation. The
 * account has no password until its owner registers from the emailed link (7 days, single use).
 */
export async function createUser(
  ctx: RequestContext,
  caller: AuthUser,
  input: { wcmsId: number; email: string; forename: string; surname: string; role: Role },
): Promise<{ id: number }> {
  // adding staff is the console's Staff area (advanced settings)
  await requireConsoleAccess(ctx, input.wcmsId, 'advanced');
  const callerRole = await roleIn(ctx.db, caller, input.wcmsId);
  // a manager with role full cannot hand out the higher role super
  if (input.role === 'super' && callerRole !== 'super') {
    throw new HttpProblem(403, 'You cannot give a role higher than your own', 'FORBIDDEN');
  }
  const email = normaliseEmail(input.email);
  const forename = input.forename.trim();
  const surname = input.surname.trim();
  const fields: Record<string, string> = {};
  if (!isStaffEmail(email, ctx.config.staffEmailHost)) fields.email = staffEmailMessage(ctx.config.staffEmailHost);
  if (!forename) fields.forename = 'Enter a first name.';
  if (!surname) fields.surname = 'Enter a last name.';
  if (Object.keys(fields).length > 0) throw validationFailed(fields);

  const [organisation] = await ctx.db
    .select()
    .from(organisations)
    .where(eq(organisations.wcmsId, input.wcmsId))
    .limit(1);
  if (!organisation) throw new HttpProblem(404, 'Organisation not found', 'NOT_FOUND');
  if (await findUserByAccountName(ctx, email)) throw userExists();

  let created: { id: number; token: string };
  try {
    created = await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email, username: email, forename, surname, passwordHash: null })
        .returning({ id: users.id });
      const id = user!.id;
      await tx.insert(memberships).values({ userId: id, wcmsId: input.wcmsId, role: input.role });
      await tx.insert(userSettings).values({ userId: id });
      const token = await issueLinkToken({ db: tx, clock: ctx.clock }, id, 'register');
      return { id, token };
    });
  } catch (error) {
    // a concurrent request created the same address first
    if (isUniqueViolation(error)) throw userExists();
    throw error;
  }

  const [manager] = await ctx.db.select().from(users).where(eq(users.id, caller.userId)).limit(1);
  const inviter = manager ? `${manager.forename} ${manager.surname}` : 'Your practice manager';
  await ctx.messaging.send({
    channel: 'email',
    recipient: email,
    wcmsId: input.wcmsId,
    subject: `Your Carebridge account for ${organisation.name}`,
    body:
      `${inviter} has created a Carebridge account for you at ${organisation.name}.\n\n` +
      `Set your password within 7 days using this link:\n${linkUrl(ctx.config.publicUrl, 'register', created.token)}\n\n` +
      'The link works once. If it has expired, ask your practice manager for a new one.',
  });
  return { id: created.id };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** registration(token): who the link is for. LINK_EXPIRED when it has expired, was used or never existed. */
export async function registrationDetails(ctx: RequestContext, token: string) {
  const link = await findLinkToken(ctx, token, 'register');
  if (!link) throw linkExpired(ACCOUNT_MESSAGES.registrationLinkExpired);
  const [row] = await ctx.db
    .select({
      email: users.email,
      forename: users.forename,
      surname: users.surname,
      organisationName: organisations.name,
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(organisations, eq(organisations.wcmsId, memberships.wcmsId))
    .where(eq(users.id, link.userId))
    .orderBy(memberships.createdAt)
    .limit(1);
  if (!row) throw linkExpired(ACCOUNT_MESSAGES.registrationLinkExpired);
  return {
    email: row.email,
    forename: row.forename,
    surname: row.surname,
    organisationName: row.organisationName ?? null,
  };
}

/** register(...): sets the new user's name and password from the emailed link, then signs them in. */
export async function register(
  ctx: RequestContext,
  input: { token: string; forename: string; surname: string; password: string; passwordConfirmation: string },
  audit: AuditInfo,
  twoFactor: SecondFactorInput = {},
): Promise<LoginOutcome> {
  const link = await findLinkToken(ctx, input.token, 'register');
  if (!link) throw linkExpired(ACCOUNT_MESSAGES.registrationLinkExpired);
  const forename = input.forename.trim();
  const surname = input.surname.trim();
  const fields: Record<string, string> = {};
  if (!forename) fields.forename = ACCOUNT_MESSAGES.forenameRequired;
  else if (forename.length > 100) fields.forename = 'Your first name must be 100 characters or fewer.';
  if (!surname) fields.surname = ACCOUNT_MESSAGES.surnameRequired;
  else if (surname.length > 100) fields.surname = 'Your last name must be 100 characters or fewer.';
  Object.assign(fields, passwordErrors(input.password, input.passwordConfirmation));
  if (Object.keys(fields).length > 0) throw validationFailed(fields);

  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  const user = await ctx.db.transaction(async (tx) => {
    const spent = await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.id, link.id), isNull(accountTokens.usedAt)))
      .returning({ id: accountTokens.id });
    if (spent.length === 0) throw linkExpired(ACCOUNT_MESSAGES.registrationLinkExpired);
    const [updated] = await tx
      .update(users)
      .set({ forename, surname, passwordHash, failedLoginAttempts: 0, lockedAt: null })
      .where(eq(users.id, link.userId))
      .returning();
    return updated!;
  });
  return completeSignIn(ctx, user, twoFactor, audit);
}

/** requestPasswordReset(email): emails a 1-hour reset link when the address has an account; says nothing either way. */
export async function requestPasswordReset(ctx: RequestContext, emailInput: string): Promise<true> {
  const email = normaliseEmail(emailInput);
  if (!email || email.length > 254) return true;
  const user = await findUserByAccountName(ctx, email);
  if (!user) return true;
  // at most one email a minute per account, so the form cannot be used to flood someone's inbox
  const [recent] = await ctx.db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, user.id),
        eq(accountTokens.purpose, 'reset_password'),
        gt(accountTokens.createdAt, new Date(ctx.clock.now().getTime() - RESET_EMAIL_INTERVAL_MS)),
      ),
    )
    .limit(1);
  if (recent) return true;
  const token = await issueLinkToken(ctx, user.id, 'reset_password');
  await ctx.messaging.send({
    channel: 'email',
    recipient: user.email,
    subject: 'Reset your Carebridge password',
    body:
      'Someone asked to reset the password of your Carebridge account.\n\n' +
      `Choose a new password within 1 hour using this link:\n${linkUrl(ctx.config.publicUrl, 'reset_password', token)}\n\n` +
      'If it was not you, you can ignore this email: your password has not changed.',
  });
  return true;
}

/**
 * resetPassword(...): sets a new password from the emailed link, unlocks the account, clears the failure count
 * and ends every session of the user.
 */
export async function resetPassword(
  ctx: RequestContext,
  input: { token: string; password: string; passwordConfirmation: string },
): Promise<true> {
  const link = await findLinkToken(ctx, input.token, 'reset_password');
  if (!link) throw linkExpired(ACCOUNT_MESSAGES.resetLinkExpired);
  const fields = passwordErrors(input.password, input.passwordConfirmation);
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const spent = await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.id, link.id), isNull(accountTokens.usedAt)))
      .returning({ id: accountTokens.id });
    if (spent.length === 0) throw linkExpired(ACCOUNT_MESSAGES.resetLinkExpired);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, failedLoginAttempts: 0, lockedAt: null })
      .where(eq(users.id, link.userId))
      .returning({ email: users.email, username: users.username });
    if (user) await clearLoginAttempts({ db: tx }, [user.email, user.username]);
  });
  await revokeAllSessions(ctx, link.userId);
  return true;
}

/** PUT /users/{id}: name changes, and a new email address (kept as new_email until it is confirmed). */
export async function updateUser(
  ctx: RequestContext,
  userId: number,
  input: { forename?: string; surname?: string; newEmail?: string },
) {
  const changes: Partial<typeof users.$inferInsert> = {};
  const fields: Record<string, string> = {};
  if (input.forename !== undefined) {
    changes.forename = input.forename.trim();
    if (!changes.forename) fields.forename = 'Enter a first name.';
  }
  if (input.surname !== undefined) {
    changes.surname = input.surname.trim();
    if (!changes.surname) fields.surname = 'Enter a last name.';
  }
  if (input.newEmail !== undefined) {
    const email = normaliseEmail(input.newEmail);
    if (!isStaffEmail(email, ctx.config.staffEmailHost))
      fields.new_email = staffEmailMessage(ctx.config.staffEmailHost);
    else {
      const other = await findUserByAccountName(ctx, email);
      if (other && other.id !== userId) fields.new_email = ACCOUNT_MESSAGES.userExists;
    }
    changes.newEmail = email;
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  if (Object.keys(changes).length === 0) {
    const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
    return user ?? null;
  }
  const [user] = await ctx.db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return user ?? null;
}

/** The Two-factor authentication console area: advanced settings (README, spec §6). */
export const TWO_FACTOR_AREA_LEVEL = 'advanced' as const;

/** The console check of setTwoFactorMandate and resetTwoFactor: the console's one access check (spec §6). */
export async function requireManager(ctx: RequestContext, _caller: AuthUser, wcmsId: number): Promise<void> {
  await requireConsoleAccess(ctx, wcmsId, TWO_FACTOR_AREA_LEVEL);
}
