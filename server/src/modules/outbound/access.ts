import type { RequestContext } from '../../context.js';
import { and, eq } from 'drizzle-orm';
import { HttpProblem } from '../../errors.js';
import { requireStaffArea } from '../users/index.js';
import { OUTBOUND_MESSAGES } from './rules.js';
import { outboundRequests } from './tables.js';

export type OutboundCaller = { userId: number; name: string; wcmsId: number; organisationName: string };

/**
 * The outbound area (spec §6): a member of the organisation whose role is not 'super' (a super user acting for an
 * organisation they are not a member of acts as 'super' and is refused), with the organisation's outbound feature
 * enabled (a gated feature needing enabling by sales).
 */
export async function requireOutboundAccess(
  ctx: Pick<RequestContext, 'db' | 'user'>,
  wcmsId: number,
): Promise<OutboundCaller> {
  const caller = await requireStaffArea(ctx, wcmsId, OUTBOUND_MESSAGES.noAccessToPage);
  if (!caller.features.outbound) throw new HttpProblem(403, OUTBOUND_MESSAGES.notEnabled, 'FEATURE_DISABLED');
  const { userId, name, organisationName } = caller;
  return { userId, name, wcmsId, organisationName };
}

/** What the outbound services use of the request context. */
export type OutboundContext = Pick<RequestContext, 'db' | 'clock' | 'messaging' | 'config' | 'realtime'>;

export const notFound = () => new HttpProblem(404, OUTBOUND_MESSAGES.notFound, 'NOT_FOUND');

/** The message, when it belongs to the caller's organisation; 404 otherwise. */
export async function assertOwned(ctx: OutboundContext, caller: OutboundCaller, id: number) {
  const [row] = await ctx.db
    .select({ id: outboundRequests.id, cancelledAt: outboundRequests.cancelledAt })
    .from(outboundRequests)
    .where(and(eq(outboundRequests.id, id), eq(outboundRequests.wcmsId, caller.wcmsId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
