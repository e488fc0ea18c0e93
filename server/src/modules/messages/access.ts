import type { RequestContext } from '../../context.js';
import { HttpProblem } from '../../errors.js';
import { type Role, requireStaffArea } from '../users/index.js';
import { REQUEST_MESSAGES } from './rules.js';

/** Who is acting on an organisation's requests, with what they need to write thread entries and messages. */
export type MessagesCaller = {
  userId: number;
  name: string;
  role: Exclude<Role, 'super'>;
  wcmsId: number;
  organisationName: string;
};

/**
 * The requests area (spec §6): the caller must be a member of the organisation with a role other than 'super'
 * ('Super role is denied the outbound, messages and patients areas'). A super user acting for an organisation they
 * are not a member of acts with role 'super', so is refused too; a super user who is also a member acts with their
 * membership's role. Requests must be enabled for the organisation (a gated feature).
 */
export async function requireMessagesAccess(
  ctx: Pick<RequestContext, 'db' | 'user'>,
  wcmsId: number,
): Promise<MessagesCaller> {
  const caller = await requireStaffArea(ctx, wcmsId, REQUEST_MESSAGES.noAccessToPage);
  if (!caller.features.requests) {
    throw new HttpProblem(403, REQUEST_MESSAGES.requestsNotEnabled, 'FEATURE_DISABLED');
  }
  const { userId, name, role, organisationName } = caller;
  return { userId, name, role, wcmsId, organisationName };
}
