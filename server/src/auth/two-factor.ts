import { randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../context.js';
import type { Db } from '../db/client.js';
import { memberships } from '../modules/users/index.js';
import { constantTimeEqual, sha256Hex } from './crypto.js';
import { organisationTwoFactor, twoFactorCodes, userAuthenticators, type TwoFactorMethod } from './tables.js';
import { twoFactorExpired, twoFactorInvalid, twoFactorMismatch } from './problems.js';
import { matchTotp, newTotpSecret, totpSetupUri } from './totp.js';
import { openAuthenticatorSecret, sealAuthenticatorSecret } from './authenticator-secrets.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'messaging' | 'config'>;

export const EMAIL_CODE_TTL_MS = 10 * 60 * 1000;
export const EMAIL_CODE_MAX_TRIES = 5;

/**
 * The second factor a user must give: the strictest mandate of the organisations they belong to (an
 * authenticator app beats an emailed code), or null when none mandates one (spec §6).
 */
export async function twoFactorMandateFor(db: Db, userId: number): Promise<TwoFactorMethod | null> {
  const rows = await db
    .select({ mandate: organisationTwoFactor.mandate })
    .from(memberships)
    .innerJoin(organisationTwoFactor, eq(organisationTwoFactor.wcmsId, memberships.wcmsId))
    .where(eq(memberships.userId, userId));
  if (rows.some((r) => r.mandate === 'authenticator')) return 'authenticator';
  if (rows.some((r) => r.mandate === 'email')) return 'email';
  return null;
}

export type SecondFactorInput = {
  code?: string | null;
  codeType?: TwoFactorMethod | null;
  /** The code confirms a pending authenticator setup. */
  setup?: boolean | null;
};

/** What the sign-in still needs; null when the second factor is satisfied (or not mandated). */
export type SecondFactorChallenge = { method: TwoFactorMethod; setupUri?: string };

/**
 * Checks the second factor of a sign-in whose password was right. Without a code it asks for one (sending an
 * emailed code, or offering authenticator setup); with one it verifies it, throwing TWO_FACTOR_INVALID,
 * TWO_FACTOR_EXPIRED or TWO_FACTOR_MISMATCH.
 */
export async function checkSecondFactor(
  deps: Deps,
  user: { id: number; email: string },
  input: SecondFactorInput,
): Promise<SecondFactorChallenge | null> {
  const method = await twoFactorMandateFor(deps.db, user.id);
  if (!method) return null;
  const code = input.code?.replace(/\s+/g, '') ?? '';
  if (code && input.codeType && input.codeType !== method) throw twoFactorMismatch();

  if (method === 'email') {
    if (!code) {
      await sendEmailCode(deps, user);
      return { method };
    }
    await verifyEmailCode(deps, user.id, code);
    return null;
  }

  const [authenticator] = await deps.db
    .select()
    .from(userAuthenticators)
    .where(eq(userAuthenticators.userId, user.id))
    .limit(1);
  if (authenticator?.confirmedAt) {
    if (!code) return { method };
    await verifyAuthenticatorCode(deps, authenticator, code);
    return null;
  }
  if (authenticator && code && input.setup) {
    await verifyAuthenticatorCode(deps, authenticator, code);
    await deps.db
      .update(userAuthenticators)
      .set({ confirmedAt: deps.clock.now() })
      .where(eq(userAuthenticators.userId, user.id));
    return null;
  }
  // not set up yet: offer (the same) pending secret until a sign-in with twoFactorSetup confirms it
  const secret = authenticator
    ? await openAuthenticatorSecret(deps, authenticator.secret)
    : await createPendingSecret(deps, user.id);
  return { method, setupUri: totpSetupUri(user.email, secret) };
}

async function createPendingSecret(deps: Deps, userId: number): Promise<string> {
  await deps.db
    .insert(userAuthenticators)
    // encrypted at rest (the authenticator app holds the plain Base32 text)
    .values({ userId, secret: await sealAuthenticatorSecret(deps, newTotpSecret()), createdAt: deps.clock.now() })
    .onConflictDoNothing({ target: userAuthenticators.userId });
  // a concurrent sign-in may have inserted first: everyone uses the stored secret
  const [row] = await deps.db.select().from(userAuthenticators).where(eq(userAuthenticators.userId, userId)).limit(1);
  if (!row) throw new Error('authenticator secret missing after insert');
  return openAuthenticatorSecret(deps, row.secret);
}

async function verifyAuthenticatorCode(
  deps: Deps,
  authenticator: typeof userAuthenticators.$inferSelect,
  code: string,
): Promise<void> {
  const secret = await openAuthenticatorSecret(deps, authenticator.secret);
  const step = matchTotp(secret, code, deps.clock.now(), authenticator.lastUsedStep);
  if (step === null) throw twoFactorInvalid();
  // record the step so the same code cannot be used again (also across nodes)
  const updated = await deps.db
    .update(userAuthenticators)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(userAuthenticators.userId, authenticator.userId),
        sql`(${userAuthenticators.lastUsedStep} is null or ${userAuthenticators.lastUsedStep} < ${step})`,
      ),
    )
    .returning({ userId: userAuthenticators.userId });
  if (updated.length === 0) throw twoFactorInvalid();
}

/** Emails a new 6-digit code; any earlier unused code stops working. */
export async function sendEmailCode(deps: Deps, user: { id: number; email: string }): Promise<void> {
  const now = deps.clock.now();
  const id = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await deps.db.transaction(async (tx) => {
    await tx
      .update(twoFactorCodes)
      .set({ usedAt: now })
      .where(and(eq(twoFactorCodes.userId, user.id), isNull(twoFactorCodes.usedAt)));
    await tx.insert(twoFactorCodes).values({
      id,
      userId: user.id,
      codeHash: codeHash(id, code),
      expiresAt: new Date(now.getTime() + EMAIL_CODE_TTL_MS),
      createdAt: now,
    });
  });
  await deps.messaging.send({
    channel: 'email',
    recipient: user.email,
    subject: 'Your Carebridge sign-in code',
    body:
      `Your Carebridge sign-in code is ${code}. It expires in 10 minutes.\n\n` +
      'If you did not try to sign in, tell your practice manager.',
  });
}

async function verifyEmailCode(deps: Deps, userId: number, code: string): Promise<void> {
  const now = deps.clock.now();
  const [latest] = await deps.db
    .select()
    .from(twoFactorCodes)
    .where(and(eq(twoFactorCodes.userId, userId), isNull(twoFactorCodes.usedAt)))
    .orderBy(desc(twoFactorCodes.createdAt))
    .limit(1);
  if (!latest || latest.expiresAt.getTime() <= now.getTime() || latest.attempts >= EMAIL_CODE_MAX_TRIES) {
    throw twoFactorExpired();
  }
  if (!/^\d{6}$/.test(code) || !constantTimeEqual(codeHash(latest.id, code), latest.codeHash)) {
    await deps.db
      .update(twoFactorCodes)
      .set({ attempts: sql`${twoFactorCodes.attempts} + 1` })
      .where(eq(twoFactorCodes.id, latest.id));
    throw twoFactorInvalid();
  }
  const used = await deps.db
    .update(twoFactorCodes)
    .set({ usedAt: now })
    .where(and(eq(twoFactorCodes.id, latest.id), isNull(twoFactorCodes.usedAt)))
    .returning({ id: twoFactorCodes.id });
  if (used.length === 0) throw twoFactorExpired();
}

function codeHash(id: string, code: string): string {
  return sha256Hex(`${id}:${code}`);
}

/** Forgets a user's authenticator and outstanding codes, so they set two-factor up again at next sign-in. */
export async function resetUserTwoFactor(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number): Promise<void> {
  await deps.db.delete(userAuthenticators).where(eq(userAuthenticators.userId, userId));
  await deps.db
    .update(twoFactorCodes)
    .set({ usedAt: deps.clock.now() })
    .where(and(eq(twoFactorCodes.userId, userId), isNull(twoFactorCodes.usedAt)));
}
