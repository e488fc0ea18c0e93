import { eq } from 'drizzle-orm';
import type { RestHandlers } from '../../rest/types.js';
import { HttpProblem } from '../../errors.js';
import { refreshFailed } from '../../auth/problems.js';
import { releaseLocksOf } from '../messages/index.js';
import { refreshSession, revokeSessionOf } from '../../auth/sessions.js';
import { requireUser, users } from '../users/index.js';
import { auditEventBody, auditInfo, recordAudit } from './audit.js';
import { loginWithPassword, sessionBody, type LoginOutcome } from './login.js';
import { signInWithGuid } from './auto-sign-in.js';

function challengeProblem(outcome: Extract<LoginOutcome, { kind: 'challenge' }>): HttpProblem {
  const { method, setupUri } = outcome.challenge;
  if (setupUri) {
    return new HttpProblem(
      401,
      'Your organisation requires an authenticator app. Set it up from the sign-in page.',
      'TWO_FACTOR_SETUP_REQUIRED',
    );
  }
  return new HttpProblem(
    401,
    method === 'email' ? 'Enter the code we have emailed to you.' : 'Enter the code from your authenticator app.',
    'TWO_FACTOR_REQUIRED',
  );
}

export const sessionRoutes: RestHandlers = {
  // spec §7 POST session: credentials, an auto sign-in guid, or a refresh token (noAuth, never cached)
  createSession: async ({ body, ctx, reply }) => {
    reply.header('cache-control', 'no-store');
    try {
      if ('refresh_token' in body) {
        const refreshed = await refreshSession(
          ctx,
          { refreshToken: body.refresh_token, userId: body.user_id },
          { userAgent: ctx.userAgent, ip: ctx.ip },
        );
        const [user] = await ctx.db.select().from(users).where(eq(users.id, refreshed.userId)).limit(1);
        if (!user) throw refreshFailed();
        await recordAudit(ctx, user.id, 'refresh', auditInfo(ctx), refreshed.sessionId);
        return { status: 200, body: sessionBody(refreshed, user, null) };
      }
      const outcome =
        'guid' in body
          ? await signInWithGuid(ctx, body.guid, auditInfo(ctx, body.audit && restAudit(body.audit)))
          : await loginWithPassword(ctx, {
              username: body.username,
              password: body.password,
              twoFactor: { code: body.two_factor_code ?? null, codeType: body.two_factor_code_type ?? null },
              audit: auditInfo(ctx, body.audit && restAudit(body.audit)),
            });
      if (outcome.kind === 'challenge') throw challengeProblem(outcome);
      return { status: 200, body: sessionBody(outcome.session, outcome.user, outcome.autoSignInGuid) };
    } catch (error) {
      if (error instanceof HttpProblem && error.code === 'RATE_LIMITED') reply.header('retry-after', '60');
      throw error;
    }
  },

  // spec §7 DELETE session?user_id&application&wcms_id&user_agent: ends the caller's session
  deleteSession: async ({ query, ctx }) => {
    const user = requireUser(ctx.user);
    if (query.user_id !== user.userId) throw new HttpProblem(403, 'You can only sign yourself out.', 'FORBIDDEN');
    await revokeSessionOf(ctx, user.sessionId);
    await releaseLocksOf(ctx.db, user.userId);
    const audit = await recordAudit(
      ctx,
      user.userId,
      'logout',
      auditInfo(ctx, { application: query.application, wcmsId: query.wcms_id, userAgent: query.user_agent }),
      user.sessionId,
    );
    return { status: 200, body: { _embedded: { audit: auditEventBody(audit) } } };
  },
};

function restAudit(audit: { application?: string; user_agent?: string; wcms_id?: string; client_version?: string }) {
  return {
    application: audit.application ?? null,
    userAgent: audit.user_agent ?? null,
    wcmsId: audit.wcms_id ?? null,
    clientVersion: audit.client_version ?? null,
  };
}
