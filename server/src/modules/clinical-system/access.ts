import type { RequestContext } from '../../context.js';
import { type Role, requireStaffArea } from '../users/index.js';
import { CLINICAL_MESSAGES } from './rules.js';

export type ClinicalCaller = { userId: number; role: Exclude<Role, 'super'>; wcmsId: number; clinicalSystem: string };

/**
 * The patients area (spec §6): the caller must be a member of the organisation with a role other than 'super'
 * ('Super role is denied the outbound, messages and patients areas'); a super user acting for an organisation
 * they are not a member of acts with role 'super', so is refused too.
 */
export async function requireClinicalAccess(
  ctx: Pick<RequestContext, 'db' | 'user'>,
  wcmsId: number,
): Promise<ClinicalCaller> {
  const { userId, role, clinicalSystem } = await requireStaffArea(ctx, wcmsId, CLINICAL_MESSAGES.noAccessToPage);
  return { userId, role, wcmsId, clinicalSystem };
}
