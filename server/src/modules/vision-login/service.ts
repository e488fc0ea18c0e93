import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { HttpProblem } from '../../errors.js';
import { validationFailed } from '../../auth/problems.js';
import { visionLinks, visionLoginRequests } from './tables.js';

/** How long a started Vision sign-in may take to come back to /authorize. */
export const VISION_LOGIN_TTL_MS = 10 * 60 * 1000;

export const VISION_LOGIN_MESSAGES = {
  notConfigured: 'Signing in to Vision is not set up for this service. Contact support.',
  redirectInvalid: 'The return address must be the /authorize page of this service.',
  stateRequired: 'This page was opened without a Vision sign-in to complete. Start again from Vision.',
  stateInvalid: 'This Vision sign-in is not valid or has already been used. Start again from Vision.',
  expired: 'This Vision sign-in has expired. Start again from Vision.',
  refused: 'Vision refused the sign-in, so your Vision account was not linked. Start again from Vision to try again.',
  codeRequired: 'Vision did not say who signed in. Start again from Vision.',
  alreadyLinked:
    'Already linked Vision user: this Vision account is linked to another member of staff here. Sign in to Vision as yourself, or ask your practice manager.',
} as const;

export type VisionLinkView = { wcmsId: string; visionUser: string; linkedAt: string };

/** The helper's address with the client id, the return address and a new one-time state (spec §2 /authorize). */
export async function startVisionLogin(
  db: Db,
  helper: { url: string; clientId: string } | null | undefined,
  caller: { userId: number; wcmsId: number },
  redirectUri: string,
  now: Date,
): Promise<{ url: string }> {
  if (!helper) throw new HttpProblem(409, VISION_LOGIN_MESSAGES.notConfigured, 'VISION_LOGIN_NOT_CONFIGURED');
  let redirect: URL;
  try {
    redirect = new URL(redirectUri);
  } catch {
    throw validationFailed({ redirectUri: VISION_LOGIN_MESSAGES.redirectInvalid });
  }
  if (!['http:', 'https:'].includes(redirect.protocol) || redirect.pathname !== '/authorize' || redirect.search) {
    throw validationFailed({ redirectUri: VISION_LOGIN_MESSAGES.redirectInvalid });
  }
  const state = randomBytes(24).toString('base64url');
  await db.insert(visionLoginRequests).values({
    state,
    userId: caller.userId,
    wcmsId: caller.wcmsId,
    expiresAt: new Date(now.getTime() + VISION_LOGIN_TTL_MS),
  });
  const url = new URL(helper.url);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', helper.clientId);
  url.searchParams.set('redirect_uri', redirect.toString());
  url.searchParams.set('state', state);
  return { url: url.toString() };
}

/**
 * The helper's redirect back: the state must be this person's, unused and in time; it is used up whatever the
 * outcome. A code links the Vision user it names to the caller (replacing the caller's earlier link); a Vision user
 * already linked to someone else in the organisation is refused.
 */
export async function completeVisionLogin(
  db: Db,
  userId: number,
  answer: { state: string; code?: string | null | undefined; error?: string | null | undefined },
  now: Date,
): Promise<VisionLinkView> {
  const state = answer.state.trim();
  if (!state) throw validationFailed({ state: VISION_LOGIN_MESSAGES.stateRequired });
  return db.transaction(async (tx) => {
    const [request] = await tx
      .update(visionLoginRequests)
      .set({ completedAt: now })
      .where(
        and(
          eq(visionLoginRequests.state, state),
          eq(visionLoginRequests.userId, userId),
          isNull(visionLoginRequests.completedAt),
        ),
      )
      .returning();
    if (!request) throw new HttpProblem(400, VISION_LOGIN_MESSAGES.stateInvalid, 'VISION_LOGIN_INVALID');
    if (request.expiresAt.getTime() <= now.getTime())
      throw new HttpProblem(400, VISION_LOGIN_MESSAGES.expired, 'VISION_LOGIN_EXPIRED');
    if (answer.error?.trim()) throw new HttpProblem(400, VISION_LOGIN_MESSAGES.refused, 'VISION_LOGIN_REFUSED');
    const visionUser = answer.code?.trim() ?? '';
    if (!visionUser || visionUser.length > 200)
      throw new HttpProblem(400, VISION_LOGIN_MESSAGES.codeRequired, 'VISION_LOGIN_INVALID');
    const [holder] = await tx
      .select({ userId: visionLinks.userId })
      .from(visionLinks)
      .where(and(eq(visionLinks.wcmsId, request.wcmsId), eq(visionLinks.visionUser, visionUser)));
    if (holder && holder.userId !== userId)
      throw new HttpProblem(409, VISION_LOGIN_MESSAGES.alreadyLinked, 'VISION_USER_ALREADY_LINKED');
    const [row] = await tx
      .insert(visionLinks)
      .values({ wcmsId: request.wcmsId, userId, visionUser, linkedAt: now })
      .onConflictDoUpdate({ target: [visionLinks.wcmsId, visionLinks.userId], set: { visionUser, linkedAt: now } })
      .returning();
    return { wcmsId: String(row!.wcmsId), visionUser: row!.visionUser, linkedAt: row!.linkedAt.toISOString() };
  });
}
