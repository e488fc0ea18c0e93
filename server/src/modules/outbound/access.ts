import type { RequestContext } from '../../context.js';
import { HttpProblem } from '../../errors.js';
import { requireStaffArea } from '../users/index.js';
import { OUTBOUND_MESSAGES } from './rules.js';

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
