import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps, AuthUser, RequestContext } from '../../context.js';
import { HttpProblem } from '../../errors.js';
import { constantTimeEqual, pkceChallenge, randomToken, sha256Hex } from '../../auth/crypto.js';
import { tokenSigningKey } from '../../auth/secret.js';
import { SSO_LINK_AUDIENCE, epochSeconds, signToken, verifyToken } from '../../auth/tokens.js';
import { canActFor } from '../users/index.js';
import { clinicalSsoCodes, userClinicalLinks } from './tables.js';

export const SSO_CODE_TTL_MS = 5 * 60 * 1000;
/** How long the link token verifySession returns may be used for linkUser. */
export const SSO_LINK_TOKEN_TTL_SECONDS = 5 * 60;

export const ssoInvalid = () =>
  new HttpProblem(
    401,
    'This sign-in request is not valid or has expired. Start again from your clinical system.',
    'SSO_INVALID',
  );

/**
 * Issues a single sign-on code for a clinical staff member (the desktop host will call this; tests use it now).
 * codeChallenge is base64url(SHA-256(verifier)) (PKCE S256, RFC 7636). Returns the code, shown once.
 */
export async function createClinicalSsoCode(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { wcmsId: number; staffId: string; callback: string; codeChallenge: string },
): Promise<{ code: string; expiresAt: Date }> {
  const code = randomToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + SSO_CODE_TTL_MS);
  await deps.db.insert(clinicalSsoCodes).values({
    id: randomUUID(),
    codeHash: sha256Hex(code),
    codeChallenge: input.codeChallenge,
    wcmsId: input.wcmsId,
    staffId: input.staffId,
    callback: input.callback,
    expiresAt,
    createdAt: now,
  });
  return { code, expiresAt };
}

/**
 * verifySession (noAuth): the code (session) must be unused, unexpired, for this organisation and callback, and
 * the verifier must hash to its challenge. The code is then spent, and a short-lived signed link token returned.
 */
export async function verifyClinicalSession(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  input: { wcmsId: number; session: string; verifier: string; callback: string },
): Promise<{ token: string; staffId: string }> {
  const now = deps.clock.now();
  if (input.verifier.length < 43 || input.verifier.length > 128 || !/^[A-Za-z0-9._~-]+$/.test(input.verifier)) {
    throw ssoInvalid();
  }
  const [row] = await deps.db
    .select()
    .from(clinicalSsoCodes)
    .where(eq(clinicalSsoCodes.codeHash, sha256Hex(input.session)))
    .limit(1);
  if (
    !row ||
    row.usedAt ||
    row.expiresAt.getTime() <= now.getTime() ||
    row.wcmsId !== input.wcmsId ||
    !constantTimeEqual(row.callback, input.callback) ||
    !constantTimeEqual(row.codeChallenge, pkceChallenge(input.verifier))
  ) {
    throw ssoInvalid();
  }
  const spent = await deps.db
    .update(clinicalSsoCodes)
    .set({ usedAt: now })
    .where(and(eq(clinicalSsoCodes.id, row.id), isNull(clinicalSsoCodes.usedAt)))
    .returning({ id: clinicalSsoCodes.id });
  if (spent.length === 0) throw ssoInvalid();
  const key = await tokenSigningKey(deps.db, deps.config);
  const iat = epochSeconds(now);
  const token = await signToken(key, {
    aud: SSO_LINK_AUDIENCE,
    cid: row.id,
    wcms: row.wcmsId,
    staff: row.staffId,
    iat,
    exp: iat + SSO_LINK_TOKEN_TTL_SECONDS,
  });
  return { token, staffId: row.staffId };
}

/**
 * linkUser: records that the signed-in user is the clinical staff member of a verified session. The token must
 * match the organisation, staff member and session it was issued for, and works once.
 */
export async function linkClinicalUser(
  ctx: RequestContext,
  user: AuthUser,
  input: { token: string; wcmsId: number; staffId: string; session: string },
): Promise<{ success: boolean; staffId: string }> {
  const now = ctx.clock.now();
  const key = await tokenSigningKey(ctx.db, ctx.config);
  const claims = await verifyToken(key, input.token, SSO_LINK_AUDIENCE, epochSeconds(now));
  if (!claims || claims.wcms !== input.wcmsId || claims.staff !== input.staffId || typeof claims.cid !== 'string') {
    throw ssoInvalid();
  }
  const [code] = await ctx.db.select().from(clinicalSsoCodes).where(eq(clinicalSsoCodes.id, claims.cid)).limit(1);
  if (!code || !constantTimeEqual(code.codeHash, sha256Hex(input.session)) || code.linkedAt) throw ssoInvalid();
  if (!(await canActFor(ctx.db, user, input.wcmsId))) {
    throw new HttpProblem(403, 'You do not have access to this organisation', 'FORBIDDEN');
  }
  await ctx.db.transaction(async (tx) => {
    const [other] = await tx
      .select({ userId: userClinicalLinks.userId })
      .from(userClinicalLinks)
      .where(and(eq(userClinicalLinks.wcmsId, input.wcmsId), eq(userClinicalLinks.staffId, input.staffId)))
      .limit(1);
    if (other && other.userId !== user.userId) {
      throw new HttpProblem(409, 'This clinical system user is already linked to another account.', 'ALREADY_LINKED');
    }
    const spent = await tx
      .update(clinicalSsoCodes)
      .set({ linkedAt: now })
      .where(and(eq(clinicalSsoCodes.id, code.id), isNull(clinicalSsoCodes.linkedAt)))
      .returning({ id: clinicalSsoCodes.id });
    if (spent.length === 0) throw ssoInvalid();
    await tx
      .insert(userClinicalLinks)
      .values({ userId: user.userId, wcmsId: input.wcmsId, staffId: input.staffId, linkedAt: now })
      .onConflictDoUpdate({
        target: [userClinicalLinks.userId, userClinicalLinks.wcmsId],
        set: { staffId: input.staffId, linkedAt: now },
      });
  });
  return { success: true, staffId: input.staffId };
}
