import type { RequestContext } from '../../context.js';
import { auditEvents, type AuditEventType } from './tables.js';

/** Where a sign-in or sign-out came from (the Audit input of both APIs). */
export type AuditInfo = { application: string; wcmsId: string; userAgent: string | null; clientVersion: string | null };

/** Fills in what the client did not send: application 'LT' (spec §9), wcms id 'unknown', its User-Agent header. */
export function auditInfo(
  ctx: Pick<RequestContext, 'userAgent'>,
  input?: {
    application?: string | null;
    wcmsId?: string | null;
    userAgent?: string | null;
    clientVersion?: string | null;
  } | null,
): AuditInfo {
  return {
    application: (input?.application || 'LT').slice(0, 32),
    wcmsId: (input?.wcmsId || 'unknown').slice(0, 32),
    userAgent: (input?.userAgent || ctx.userAgent || null)?.slice(0, 512) ?? null,
    clientVersion: input?.clientVersion?.slice(0, 32) ?? null,
  };
}

export type AuditRow = typeof auditEvents.$inferSelect;

export async function recordAudit(
  ctx: Pick<RequestContext, 'db' | 'clock' | 'ip'>,
  userId: number,
  event: AuditEventType,
  info: AuditInfo,
  sessionId: string | null = null,
): Promise<AuditRow> {
  const [row] = await ctx.db
    .insert(auditEvents)
    .values({ userId, event, ...info, ip: ctx.ip, sessionId, at: ctx.clock.now() })
    .returning();
  return row!;
}

/** The contract's AuditEvent. */
export function auditEventBody(row: AuditRow) {
  return {
    id: row.id,
    user_id: row.userId,
    event: row.event,
    application: row.application,
    wcms_id: row.wcmsId,
    user_agent: row.userAgent,
    at: row.at.toISOString(),
  };
}
