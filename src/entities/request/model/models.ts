import type { RestComponents, RestPaths } from '@/shared/api';

type Schemas = RestComponents['schemas'];

export type RequestListItem = Schemas['RequestListItem'];
export type RequestPage = Schemas['RequestPage'];
export type RequestDetail = Schemas['RequestDetail'];
export type RequestStatus = Schemas['RequestStatus'];
export type RequestPriority = Schemas['Priority'];
export type RequestType = Schemas['RequestType'];
export type IdentityState = Schemas['IdentityState'];
export type MessageOrder = Schemas['MessageOrder'];
export type PoolSummary = Schemas['PoolSummary'];
export type RequestAssignees = Schemas['RequestAssignees'];
export type RequestAction = Schemas['RequestAction'];
export type ThreadEntry = Schemas['ThreadEntry'];
export type RequestAttachment = Schemas['Attachment'];
export type Reading = Schemas['Reading'];
export type Enquirer = Schemas['Enquirer'];
export type RequestPatient = Schemas['RequestPatient'];
export type LockHolder = Schemas['LockHolder'];
export type OpsUserMessage = Schemas['OpsUserMessage'];
export type ConsultationMethod = Schemas['ConsultationMethod'];
export type RequestOutcomes =
  RestPaths['/my/messages/wcms_id/{wcms_id}/outcomes']['get']['responses'][200]['content']['application/json'];

/** The query of GET /my/messages/wcms_id/{wcms_id}. */
export type RequestListQuery = NonNullable<RestPaths['/my/messages/wcms_id/{wcms_id}']['get']['parameters']['query']>;
export type SearchType = NonNullable<RequestListQuery['search_type']>;
