/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AuditInput = {
  application?: string | null | undefined;
  clientVersion?: string | null | undefined;
  userAgent?: string | null | undefined;
  wcmsId?: string | null | undefined;
};

/** Clinical systems of spec §3. */
export type ClinicalSystem =
  | 'emispcs'
  | 'emisweb'
  | 'emisx'
  | 'medicus'
  | 'na'
  | 'systmone'
  | 'unknown'
  | 'vision'
  | 'vision_rest';

/** Console access levels of spec §3 Staff, lowest first. */
export type ConsoleAccess =
  | 'advanced'
  | 'basic'
  | 'none'
  | 'super';

export type InviteStaffInput = {
  displayName: string;
  email: string;
};

export type PatientSearchInput = {
  dateOfBirth?: string | null | undefined;
  forename?: string | null | undefined;
  nhsNumber?: string | null | undefined;
  postcode?: string | null | undefined;
  sex?: string | null | undefined;
  surname?: string | null | undefined;
};

export type QueuedMessageType =
  | 'outbound'
  | 'outbound_submit'
  | 'retry'
  | 'video_call';

export type StaffMemberInput = {
  canAcceptRequests: boolean;
  consoleAccess: ConsoleAccess;
  displayName: string;
  usedInternally: boolean;
};

export type TransactionLogInput = {
  apiId?: number | null | undefined;
  clientVersion?: string | null | undefined;
  error?: string | null | undefined;
  method: string;
  numAttachments?: number | null | undefined;
  request?: string | null | undefined;
  response?: string | null | undefined;
  responseTimeMilliseconds?: number | null | undefined;
  success: boolean;
  wcmsId?: string | number | null | undefined;
};

export type TwoFactorCodeType =
  | 'authenticator'
  | 'email';

export type StaffNotificationsQueryVariables = Exact<{
  wcmsId: string | number;
  userId: string | number;
}>;


export type StaffNotificationsQuery = { staffNotifications: Array<{ id: string, messageId: string | null, subject: string | null, body: string | null, read: boolean, createdAt: string }> };

export type ClinicianNotificationsQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type ClinicianNotificationsQuery = { clinicianNotifications: Array<{ id: string, wcmsId: string, userId: string, attachTaskId: string | null, messageId: string | null, body: string, outboundRequestId: string | null, subject: string | null, read: boolean, createdAt: string }> };

export type OrganisationsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type OrganisationsQuery = { organisations: Array<{ wcmsId: string, name: string, clinicalSystem: ClinicalSystem, role: string, twoFactorMandate: TwoFactorCodeType | null, features: { outbound: boolean, requests: boolean, totalTriage: boolean } }> };

export type PatientFieldsFragment = { id: string, title: string | null, forename: string, surname: string, nhsNumber: string | null, dateOfBirth: string | null, sex: string | null, primaryEmail: string | null, primaryPhone: string | null, mobilePhone: string | null, workPhone: string | null, homeAddress: { address1: string | null, address2: string | null, address3: string | null, address4: string | null, address5: string | null, postcode: string | null } | null };

export type SearchPatientQueryVariables = Exact<{
  wcmsId: string | number;
  searchParameters: PatientSearchInput;
}>;


export type SearchPatientQuery = { searchPatient: Array<{ id: string, title: string | null, forename: string, surname: string, nhsNumber: string | null, dateOfBirth: string | null, sex: string | null, primaryEmail: string | null, primaryPhone: string | null, mobilePhone: string | null, workPhone: string | null, homeAddress: { address1: string | null, address2: string | null, address3: string | null, address4: string | null, address5: string | null, postcode: string | null } | null }> };

export type GetPatientQueryVariables = Exact<{
  wcmsId: string | number;
  id: string | number;
}>;


export type GetPatientQuery = { getPatient: { id: string, title: string | null, forename: string, surname: string, nhsNumber: string | null, dateOfBirth: string | null, sex: string | null, primaryEmail: string | null, primaryPhone: string | null, mobilePhone: string | null, workPhone: string | null, homeAddress: { address1: string | null, address2: string | null, address3: string | null, address4: string | null, address5: string | null, postcode: string | null } | null } | null };

export type PrefillPatientIdCacheMutationVariables = Exact<{
  wcmsId: string | number;
  nhsNumber: string;
}>;


export type PrefillPatientIdCacheMutation = { prefillPatientIdCache: { nhsNumber: string, found: boolean } };

export type StartAdhocVideoMutationVariables = Exact<{
  id: string | number;
}>;


export type StartAdhocVideoMutation = { startAdhocVideo: { room: string, roomKey: string, wcmsId: string, patientNhsNumber: string, patientDetails: { forename: string | null, surname: string | null, mobileNumbers: Array<string> } } };

export type CompleteAdhocVideoMutationVariables = Exact<{
  id: string | number;
}>;


export type CompleteAdhocVideoMutation = { completeAdhocVideo: { id: string } };

export type VideoPatientSearchQueryVariables = Exact<{
  wcmsId: string | number;
  searchParameters: PatientSearchInput;
}>;


export type VideoPatientSearchQuery = { searchPatient: Array<{ id: string, forename: string, surname: string, nhsNumber: string | null, dateOfBirth: string | null, mobilePhone: string | null }> };

export type CanSendUnattachedQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type CanSendUnattachedQuery = { canSendUnattached: boolean };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { userId: string, email: string, forename: string, surname: string, isSuperUser: boolean, organisations: Array<{ wcmsId: string, name: string, clinicalSystem: ClinicalSystem, role: string, twoFactorMandate: TwoFactorCodeType | null, features: { outbound: boolean, requests: boolean, totalTriage: boolean } }> } };

export type LoginResultFieldsFragment = { bearerToken: string | null, refreshToken: string | null, userId: string | null, email: string | null, username: string | null, forename: string | null, surname: string | null, autoSignInGuid: string | null, twoFactorRequired: TwoFactorCodeType | null, twoFactorSetupUri: string | null };

export type LoginMutationVariables = Exact<{
  username: string;
  password: string;
  audit?: AuditInput | null | undefined;
  twoFactorCode?: string | null | undefined;
  twoFactorCodeType?: TwoFactorCodeType | null | undefined;
  twoFactorSetup?: boolean | null | undefined;
}>;


export type LoginMutation = { login: { bearerToken: string | null, refreshToken: string | null, userId: string | null, email: string | null, username: string | null, forename: string | null, surname: string | null, autoSignInGuid: string | null, twoFactorRequired: TwoFactorCodeType | null, twoFactorSetupUri: string | null } };

export type IsUsingVpnQueryVariables = Exact<{ [key: string]: never; }>;


export type IsUsingVpnQuery = { isUsingVPN: boolean };

export type LogoutMutationVariables = Exact<{
  application: string;
  userAgent: string;
  wcmsId: string;
  userId: string | number;
}>;


export type LogoutMutation = { logout: { success: boolean } };

export type GetStaffQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type GetStaffQuery = { getStaff: Array<{ id: string, appointmentStaffId: string | null, mnemonic: string | null, title: string | null, forename: string, surname: string, sex: string | null, active: boolean, consult: boolean }> };

export type GetAppointmentSlotTypesQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type GetAppointmentSlotTypesQuery = { getAppointmentSlotTypes: Array<{ id: string, name: string }> };

export type GetAvailableAppointmentsQueryVariables = Exact<{
  wcmsId: string | number;
  startTime: string;
  endTime: string;
  staffIds?: Array<string | number> | string | number | null | undefined;
  slotTypeIds?: Array<string | number> | string | number | null | undefined;
  includePast?: boolean | null | undefined;
}>;


export type GetAvailableAppointmentsQuery = { getAvailableAppointments: Array<{ id: string, startTime: string, duration: number, type: string | null, session: string | null, status: string, consultingStaffId: string | null, consultingStaff: string | null, isTelephoneAppointment: boolean, isVideoAppointment: boolean }> };

export type BookAppointmentMutationVariables = Exact<{
  wcmsId: string | number;
  appointmentId: string | number;
  nhsNumber: string;
  duration?: number | null | undefined;
  type?: string | null | undefined;
}>;


export type BookAppointmentMutation = { bookAppointment: { id: string, startTime: string, status: string, consultingStaff: string | null, patient: { id: string } | null } };

export type ClinicalCodeFieldsFragment = { scheme: string, value: string, term: string | null, descriptionId: string | null, description: string | null, notes: string | null, isFreeText: boolean, dataValue: { value: string, uom: string | null } | null };

export type GetTasksQueryVariables = Exact<{
  wcmsId: string | number;
  vixieVersion?: number | null | undefined;
  clinicalSystem?: ClinicalSystem | null | undefined;
  patientId?: string | null | undefined;
}>;


export type GetTasksQuery = { getTasks: { _embedded: { queued_messages: Array<{ entity_id: string, id: string, wcms_id: string, patient_id: string | null, nhs_number: string | null, title: string, heading: string | null, detail: string | null, date_attached: string | null, date_completed: string | null, staff_id: string | null, staff_guid: string | null, report_file: string | null, clinical_system: ClinicalSystem | null, vixie_version: number | null, type: QueuedMessageType, urls: Array<{ url: string, comments: string | null }>, attachments: Array<{ id: string, name: string, primary: boolean }>, code: { scheme: string, value: string, term: string | null, descriptionId: string | null, description: string | null, notes: string | null, isFreeText: boolean, dataValue: { value: string, uom: string | null } | null } | null, additional_codes: Array<{ scheme: string, value: string, term: string | null, descriptionId: string | null, description: string | null, notes: string | null, isFreeText: boolean, dataValue: { value: string, uom: string | null } | null }> }> } } };

export type SendUnattachedItemMutationVariables = Exact<{
  wcmsId: string | number;
  taskId: string | number;
}>;


export type SendUnattachedItemMutation = { sendUnattachedItem: { id: string } };

export type ConsoleAccessQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type ConsoleAccessQuery = { consoleAccess: { wcmsId: string, organisationName: string, clinicalSystem: ClinicalSystem, canOpen: boolean, level: ConsoleAccess } };

export type UpdateClinicianNotificationsMutationVariables = Exact<{
  wcmsId: string | number;
  read: boolean;
}>;


export type UpdateClinicianNotificationsMutation = { updateClinicianNotifications: Array<{ id: string, read: boolean }> };

export type OrganisationTwoFactorQueryVariables = Exact<{ [key: string]: never; }>;


export type OrganisationTwoFactorQuery = { organisations: Array<{ wcmsId: string, name: string, role: string, twoFactorMandate: TwoFactorCodeType | null }> };

export type SetTwoFactorMandateMutationVariables = Exact<{
  wcmsId: string | number;
  method?: TwoFactorCodeType | null | undefined;
}>;


export type SetTwoFactorMandateMutation = { setTwoFactorMandate: { wcmsId: string, twoFactorMandate: TwoFactorCodeType | null } };

export type ConsoleCoveringQueryVariables = Exact<{
  wcmsId: string | number;
  userId: string | number;
}>;


export type ConsoleCoveringQuery = { consoleCovering: { userId: string, groups: Array<{ id: string, name: string, covered: boolean }>, colleagues: Array<{ userId: string, name: string, covered: boolean }> } };

export type SetStaffCoveringMutationVariables = Exact<{
  wcmsId: string | number;
  userId: string | number;
  groupIds: Array<string | number> | string | number;
  colleagueIds: Array<string | number> | string | number;
}>;


export type SetStaffCoveringMutation = { setStaffCovering: { userId: string } };

export type ConsoleGroupsQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type ConsoleGroupsQuery = { consoleGroups: Array<{ id: string, name: string, kind: string, active: boolean, members: Array<{ userId: string, name: string }>, sharedWith: Array<{ wcmsId: string, name: string, restrictedView: boolean }>, sharedBy: { wcmsId: string, name: string, restrictedView: boolean } | null }> };

export type CreateGroupMutationVariables = Exact<{
  wcmsId: string | number;
  name: string;
}>;


export type CreateGroupMutation = { createGroup: { id: string, name: string } };

export type RenameGroupMutationVariables = Exact<{
  wcmsId: string | number;
  groupId: string | number;
  name: string;
}>;


export type RenameGroupMutation = { renameGroup: { id: string, name: string } };

export type SetGroupActiveMutationVariables = Exact<{
  wcmsId: string | number;
  groupId: string | number;
  active: boolean;
}>;


export type SetGroupActiveMutation = { setGroupActive: { id: string, active: boolean } };

export type SetGroupMembersMutationVariables = Exact<{
  wcmsId: string | number;
  groupId: string | number;
  userIds: Array<string | number> | string | number;
}>;


export type SetGroupMembersMutation = { setGroupMembers: { id: string } };

export type ShareGroupMutationVariables = Exact<{
  wcmsId: string | number;
  groupId: string | number;
  organisationIds: Array<string | number> | string | number;
}>;


export type ShareGroupMutation = { shareGroup: { succeeded: Array<{ wcmsId: string, name: string }>, failed: Array<{ wcmsId: string, name: string | null, reason: string }> } };

export type ConsoleStaffQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type ConsoleStaffQuery = { consoleStaff: Array<{ userId: string, email: string, displayName: string, canAcceptRequests: boolean, consoleAccess: ConsoleAccess, usedInternally: boolean, registered: boolean, sharedWith: Array<{ wcmsId: string, name: string, restrictedView: boolean }>, sharedBy: { wcmsId: string, name: string, restrictedView: boolean } | null }> };

export type InviteStaffMemberMutationVariables = Exact<{
  wcmsId: string | number;
  input: InviteStaffInput;
}>;


export type InviteStaffMemberMutation = { inviteStaffMember: { userId: string, displayName: string } };

export type UpdateStaffMemberMutationVariables = Exact<{
  wcmsId: string | number;
  userId: string | number;
  input: StaffMemberInput;
}>;


export type UpdateStaffMemberMutation = { updateStaffMember: { userId: string, displayName: string, canAcceptRequests: boolean, consoleAccess: ConsoleAccess, usedInternally: boolean } };

export type ShareStaffMemberMutationVariables = Exact<{
  wcmsId: string | number;
  userId: string | number;
  organisationIds: Array<string | number> | string | number;
}>;


export type ShareStaffMemberMutation = { shareStaffMember: { succeeded: Array<{ wcmsId: string, name: string }>, failed: Array<{ wcmsId: string, name: string | null, reason: string }> } };

export type RemoveStaffMemberMutationVariables = Exact<{
  wcmsId: string | number;
  userId: string | number;
}>;


export type RemoveStaffMemberMutation = { removeStaffMember: boolean };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
  passwordConfirmation: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type UnattachedItemsQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type UnattachedItemsQuery = { unattachedItems: Array<{ taskId: string, messageId: string, wcmsId: string, type: QueuedMessageType, title: string, attempts: number, lastError: string | null, nhsInvalid: boolean, failedAt: string }> };

export type DeleteUnattachedRequestMutationVariables = Exact<{
  wcmsId: string | number;
  messageId: string | number;
}>;


export type DeleteUnattachedRequestMutation = { deleteUnattachedRequest: { entityId: string, wcmsId: string } };

export type DeleteRetryTasksMutationVariables = Exact<{
  wcmsId: string | number;
  messageId: string | number;
}>;


export type DeleteRetryTasksMutation = { deleteRetryTasks: { entityId: string, wcmsId: string } };

export type RegistrationQueryVariables = Exact<{
  token: string;
}>;


export type RegistrationQuery = { registration: { email: string, organisationName: string | null, forename: string, surname: string } };

export type RegisterMutationVariables = Exact<{
  token: string;
  forename: string;
  surname: string;
  password: string;
  passwordConfirmation: string;
}>;


export type RegisterMutation = { register: { bearerToken: string | null, refreshToken: string | null, userId: string | null, email: string | null, username: string | null, forename: string | null, surname: string | null, autoSignInGuid: string | null, twoFactorRequired: TwoFactorCodeType | null, twoFactorSetupUri: string | null } };

export type ConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type ConfigQuery = { config: { wspUrl: string, ltUrl: string, redisPrefix: string, enableOutboundPathways: boolean, version: string, attachTasksVersion: number, keepLockTime: number, environment: string, superUserToggleVisible: boolean, pharmacyBookingUrl: string | null, openTokApiKey: string | null, googleMapsApiKey: string | null, kibanaUrl: string | null, visionLoginHelperUrl: string | null, visionLoginHelperClientId: string | null, validStaffDomains: Array<string>, defaultIceQuestions: Array<{ question: string, question_type: string, required: boolean }>, visionKeys: { england: string | null, scotland: string | null, wales: string | null }, dashboardIds: { feedback: string | null, fft: string | null, medicalConsultations: string | null, transactions: string | null, outcomes: string | null, usage: string | null, practice: string | null, arrive: string | null, workload: string | null }, defaultEmailCopy: { inHours: string, outOfHours: string, override: string }, defaultOnScreenCopy: { inHours: string, outOfHours: string } } };

export type MainVersionQueryVariables = Exact<{ [key: string]: never; }>;


export type MainVersionQuery = { version: string };

export type RecordIm1TransactionMutationVariables = Exact<{
  input: TransactionLogInput;
}>;


export type RecordIm1TransactionMutation = { recordIm1Transaction: { id: string } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const PatientFieldsFragmentDoc = new TypedDocumentString(`
    fragment PatientFields on Patient {
  id
  title
  forename
  surname
  nhsNumber
  dateOfBirth
  sex
  primaryEmail
  primaryPhone
  mobilePhone
  workPhone
  homeAddress {
    address1
    address2
    address3
    address4
    address5
    postcode
  }
}
    `, {"fragmentName":"PatientFields"}) as unknown as TypedDocumentString<PatientFieldsFragment, unknown>;
export const LoginResultFieldsFragmentDoc = new TypedDocumentString(`
    fragment LoginResultFields on LoginResult {
  bearerToken
  refreshToken
  userId
  email
  username
  forename
  surname
  autoSignInGuid
  twoFactorRequired
  twoFactorSetupUri
}
    `, {"fragmentName":"LoginResultFields"}) as unknown as TypedDocumentString<LoginResultFieldsFragment, unknown>;
export const ClinicalCodeFieldsFragmentDoc = new TypedDocumentString(`
    fragment ClinicalCodeFields on ClinicalCode {
  scheme
  value
  term
  descriptionId
  description
  notes
  isFreeText
  dataValue {
    value
    uom
  }
}
    `, {"fragmentName":"ClinicalCodeFields"}) as unknown as TypedDocumentString<ClinicalCodeFieldsFragment, unknown>;
export const StaffNotificationsDocument = new TypedDocumentString(`
    query StaffNotifications($wcmsId: ID!, $userId: ID!) {
  staffNotifications(wcmsId: $wcmsId, userId: $userId) {
    id
    messageId
    subject
    body
    read
    createdAt
  }
}
    `) as unknown as TypedDocumentString<StaffNotificationsQuery, StaffNotificationsQueryVariables>;
export const ClinicianNotificationsDocument = new TypedDocumentString(`
    query ClinicianNotifications($wcmsId: ID!) {
  clinicianNotifications(wcmsId: $wcmsId) {
    id
    wcmsId
    userId
    attachTaskId
    messageId
    body
    outboundRequestId
    subject
    read
    createdAt
  }
}
    `) as unknown as TypedDocumentString<ClinicianNotificationsQuery, ClinicianNotificationsQueryVariables>;
export const OrganisationsDocument = new TypedDocumentString(`
    query Organisations($search: String) {
  organisations(search: $search) {
    wcmsId
    name
    clinicalSystem
    role
    features {
      outbound
      requests
      totalTriage
    }
    twoFactorMandate
  }
}
    `) as unknown as TypedDocumentString<OrganisationsQuery, OrganisationsQueryVariables>;
export const SearchPatientDocument = new TypedDocumentString(`
    query SearchPatient($wcmsId: ID!, $searchParameters: PatientSearchInput!) {
  searchPatient(wcmsId: $wcmsId, searchParameters: $searchParameters) {
    ...PatientFields
  }
}
    fragment PatientFields on Patient {
  id
  title
  forename
  surname
  nhsNumber
  dateOfBirth
  sex
  primaryEmail
  primaryPhone
  mobilePhone
  workPhone
  homeAddress {
    address1
    address2
    address3
    address4
    address5
    postcode
  }
}`) as unknown as TypedDocumentString<SearchPatientQuery, SearchPatientQueryVariables>;
export const GetPatientDocument = new TypedDocumentString(`
    query GetPatient($wcmsId: ID!, $id: ID!) {
  getPatient(wcmsId: $wcmsId, id: $id) {
    ...PatientFields
  }
}
    fragment PatientFields on Patient {
  id
  title
  forename
  surname
  nhsNumber
  dateOfBirth
  sex
  primaryEmail
  primaryPhone
  mobilePhone
  workPhone
  homeAddress {
    address1
    address2
    address3
    address4
    address5
    postcode
  }
}`) as unknown as TypedDocumentString<GetPatientQuery, GetPatientQueryVariables>;
export const PrefillPatientIdCacheDocument = new TypedDocumentString(`
    mutation PrefillPatientIdCache($wcmsId: ID!, $nhsNumber: String!) {
  prefillPatientIdCache(wcmsId: $wcmsId, nhsNumber: $nhsNumber) {
    nhsNumber
    found
  }
}
    `) as unknown as TypedDocumentString<PrefillPatientIdCacheMutation, PrefillPatientIdCacheMutationVariables>;
export const StartAdhocVideoDocument = new TypedDocumentString(`
    mutation StartAdhocVideo($id: ID!) {
  startAdhocVideo(id: $id) {
    patientDetails {
      forename
      surname
      mobileNumbers
    }
    room
    roomKey
    wcmsId
    patientNhsNumber
  }
}
    `) as unknown as TypedDocumentString<StartAdhocVideoMutation, StartAdhocVideoMutationVariables>;
export const CompleteAdhocVideoDocument = new TypedDocumentString(`
    mutation CompleteAdhocVideo($id: ID!) {
  completeAdhocVideo(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<CompleteAdhocVideoMutation, CompleteAdhocVideoMutationVariables>;
export const VideoPatientSearchDocument = new TypedDocumentString(`
    query VideoPatientSearch($wcmsId: ID!, $searchParameters: PatientSearchInput!) {
  searchPatient(wcmsId: $wcmsId, searchParameters: $searchParameters) {
    id
    forename
    surname
    nhsNumber
    dateOfBirth
    mobilePhone
  }
}
    `) as unknown as TypedDocumentString<VideoPatientSearchQuery, VideoPatientSearchQueryVariables>;
export const CanSendUnattachedDocument = new TypedDocumentString(`
    query CanSendUnattached($wcmsId: ID!) {
  canSendUnattached(wcmsId: $wcmsId)
}
    `) as unknown as TypedDocumentString<CanSendUnattachedQuery, CanSendUnattachedQueryVariables>;
export const ViewerDocument = new TypedDocumentString(`
    query Viewer {
  viewer {
    userId
    email
    forename
    surname
    isSuperUser
    organisations {
      wcmsId
      name
      clinicalSystem
      role
      features {
        outbound
        requests
        totalTriage
      }
      twoFactorMandate
    }
  }
}
    `) as unknown as TypedDocumentString<ViewerQuery, ViewerQueryVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($username: String!, $password: String!, $audit: AuditInput, $twoFactorCode: String, $twoFactorCodeType: TwoFactorCodeType, $twoFactorSetup: Boolean) {
  login(
    username: $username
    password: $password
    audit: $audit
    twoFactorCode: $twoFactorCode
    twoFactorCodeType: $twoFactorCodeType
    twoFactorSetup: $twoFactorSetup
  ) {
    ...LoginResultFields
  }
}
    fragment LoginResultFields on LoginResult {
  bearerToken
  refreshToken
  userId
  email
  username
  forename
  surname
  autoSignInGuid
  twoFactorRequired
  twoFactorSetupUri
}`) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const IsUsingVpnDocument = new TypedDocumentString(`
    query IsUsingVPN {
  isUsingVPN
}
    `) as unknown as TypedDocumentString<IsUsingVpnQuery, IsUsingVpnQueryVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout($application: String!, $userAgent: String!, $wcmsId: String!, $userId: ID!) {
  logout(
    application: $application
    userAgent: $userAgent
    wcmsId: $wcmsId
    userId: $userId
  ) {
    success
  }
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const GetStaffDocument = new TypedDocumentString(`
    query GetStaff($wcmsId: ID!) {
  getStaff(wcmsId: $wcmsId) {
    id
    appointmentStaffId
    mnemonic
    title
    forename
    surname
    sex
    active
    consult
  }
}
    `) as unknown as TypedDocumentString<GetStaffQuery, GetStaffQueryVariables>;
export const GetAppointmentSlotTypesDocument = new TypedDocumentString(`
    query GetAppointmentSlotTypes($wcmsId: ID!) {
  getAppointmentSlotTypes(wcmsId: $wcmsId) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<GetAppointmentSlotTypesQuery, GetAppointmentSlotTypesQueryVariables>;
export const GetAvailableAppointmentsDocument = new TypedDocumentString(`
    query GetAvailableAppointments($wcmsId: ID!, $startTime: DateTime!, $endTime: DateTime!, $staffIds: [ID!], $slotTypeIds: [ID!], $includePast: Boolean) {
  getAvailableAppointments(
    wcmsId: $wcmsId
    startTime: $startTime
    endTime: $endTime
    staffIds: $staffIds
    slotTypeIds: $slotTypeIds
    includePast: $includePast
  ) {
    id
    startTime
    duration
    type
    session
    status
    consultingStaffId
    consultingStaff
    isTelephoneAppointment
    isVideoAppointment
  }
}
    `) as unknown as TypedDocumentString<GetAvailableAppointmentsQuery, GetAvailableAppointmentsQueryVariables>;
export const BookAppointmentDocument = new TypedDocumentString(`
    mutation BookAppointment($wcmsId: ID!, $appointmentId: ID!, $nhsNumber: String!, $duration: Int, $type: String) {
  bookAppointment(
    wcmsId: $wcmsId
    appointmentId: $appointmentId
    nhsNumber: $nhsNumber
    duration: $duration
    type: $type
  ) {
    id
    startTime
    status
    consultingStaff
    patient {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<BookAppointmentMutation, BookAppointmentMutationVariables>;
export const GetTasksDocument = new TypedDocumentString(`
    query GetTasks($wcmsId: ID!, $vixieVersion: Int, $clinicalSystem: ClinicalSystem, $patientId: String) {
  getTasks(
    wcmsId: $wcmsId
    vixieVersion: $vixieVersion
    clinicalSystem: $clinicalSystem
    patientId: $patientId
  ) {
    _embedded {
      queued_messages {
        entity_id
        id
        wcms_id
        patient_id
        nhs_number
        title
        heading
        detail
        date_attached
        date_completed
        staff_id
        staff_guid
        report_file
        clinical_system
        vixie_version
        type
        urls {
          url
          comments
        }
        attachments {
          id
          name
          primary
        }
        code {
          ...ClinicalCodeFields
        }
        additional_codes {
          ...ClinicalCodeFields
        }
      }
    }
  }
}
    fragment ClinicalCodeFields on ClinicalCode {
  scheme
  value
  term
  descriptionId
  description
  notes
  isFreeText
  dataValue {
    value
    uom
  }
}`) as unknown as TypedDocumentString<GetTasksQuery, GetTasksQueryVariables>;
export const SendUnattachedItemDocument = new TypedDocumentString(`
    mutation SendUnattachedItem($wcmsId: ID!, $taskId: ID!) {
  sendUnattachedItem(wcmsId: $wcmsId, taskId: $taskId) {
    id
  }
}
    `) as unknown as TypedDocumentString<SendUnattachedItemMutation, SendUnattachedItemMutationVariables>;
export const ConsoleAccessDocument = new TypedDocumentString(`
    query ConsoleAccess($wcmsId: ID!) {
  consoleAccess(wcmsId: $wcmsId) {
    wcmsId
    organisationName
    clinicalSystem
    canOpen
    level
  }
}
    `) as unknown as TypedDocumentString<ConsoleAccessQuery, ConsoleAccessQueryVariables>;
export const UpdateClinicianNotificationsDocument = new TypedDocumentString(`
    mutation UpdateClinicianNotifications($wcmsId: ID!, $read: Boolean!) {
  updateClinicianNotifications(wcmsId: $wcmsId, read: $read) {
    id
    read
  }
}
    `) as unknown as TypedDocumentString<UpdateClinicianNotificationsMutation, UpdateClinicianNotificationsMutationVariables>;
export const OrganisationTwoFactorDocument = new TypedDocumentString(`
    query OrganisationTwoFactor {
  organisations {
    wcmsId
    name
    role
    twoFactorMandate
  }
}
    `) as unknown as TypedDocumentString<OrganisationTwoFactorQuery, OrganisationTwoFactorQueryVariables>;
export const SetTwoFactorMandateDocument = new TypedDocumentString(`
    mutation SetTwoFactorMandate($wcmsId: ID!, $method: TwoFactorCodeType) {
  setTwoFactorMandate(wcmsId: $wcmsId, method: $method) {
    wcmsId
    twoFactorMandate
  }
}
    `) as unknown as TypedDocumentString<SetTwoFactorMandateMutation, SetTwoFactorMandateMutationVariables>;
export const ConsoleCoveringDocument = new TypedDocumentString(`
    query ConsoleCovering($wcmsId: ID!, $userId: ID!) {
  consoleCovering(wcmsId: $wcmsId, userId: $userId) {
    userId
    groups {
      id
      name
      covered
    }
    colleagues {
      userId
      name
      covered
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleCoveringQuery, ConsoleCoveringQueryVariables>;
export const SetStaffCoveringDocument = new TypedDocumentString(`
    mutation SetStaffCovering($wcmsId: ID!, $userId: ID!, $groupIds: [ID!]!, $colleagueIds: [ID!]!) {
  setStaffCovering(
    wcmsId: $wcmsId
    userId: $userId
    groupIds: $groupIds
    colleagueIds: $colleagueIds
  ) {
    userId
  }
}
    `) as unknown as TypedDocumentString<SetStaffCoveringMutation, SetStaffCoveringMutationVariables>;
export const ConsoleGroupsDocument = new TypedDocumentString(`
    query ConsoleGroups($wcmsId: ID!) {
  consoleGroups(wcmsId: $wcmsId) {
    id
    name
    kind
    active
    members {
      userId
      name
    }
    sharedWith {
      wcmsId
      name
      restrictedView
    }
    sharedBy {
      wcmsId
      name
      restrictedView
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleGroupsQuery, ConsoleGroupsQueryVariables>;
export const CreateGroupDocument = new TypedDocumentString(`
    mutation CreateGroup($wcmsId: ID!, $name: String!) {
  createGroup(wcmsId: $wcmsId, name: $name) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<CreateGroupMutation, CreateGroupMutationVariables>;
export const RenameGroupDocument = new TypedDocumentString(`
    mutation RenameGroup($wcmsId: ID!, $groupId: ID!, $name: String!) {
  renameGroup(wcmsId: $wcmsId, groupId: $groupId, name: $name) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<RenameGroupMutation, RenameGroupMutationVariables>;
export const SetGroupActiveDocument = new TypedDocumentString(`
    mutation SetGroupActive($wcmsId: ID!, $groupId: ID!, $active: Boolean!) {
  setGroupActive(wcmsId: $wcmsId, groupId: $groupId, active: $active) {
    id
    active
  }
}
    `) as unknown as TypedDocumentString<SetGroupActiveMutation, SetGroupActiveMutationVariables>;
export const SetGroupMembersDocument = new TypedDocumentString(`
    mutation SetGroupMembers($wcmsId: ID!, $groupId: ID!, $userIds: [ID!]!) {
  setGroupMembers(wcmsId: $wcmsId, groupId: $groupId, userIds: $userIds) {
    id
  }
}
    `) as unknown as TypedDocumentString<SetGroupMembersMutation, SetGroupMembersMutationVariables>;
export const ShareGroupDocument = new TypedDocumentString(`
    mutation ShareGroup($wcmsId: ID!, $groupId: ID!, $organisationIds: [ID!]!) {
  shareGroup(
    wcmsId: $wcmsId
    groupId: $groupId
    organisationIds: $organisationIds
  ) {
    succeeded {
      wcmsId
      name
    }
    failed {
      wcmsId
      name
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<ShareGroupMutation, ShareGroupMutationVariables>;
export const ConsoleStaffDocument = new TypedDocumentString(`
    query ConsoleStaff($wcmsId: ID!) {
  consoleStaff(wcmsId: $wcmsId) {
    userId
    email
    displayName
    canAcceptRequests
    consoleAccess
    usedInternally
    registered
    sharedWith {
      wcmsId
      name
      restrictedView
    }
    sharedBy {
      wcmsId
      name
      restrictedView
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleStaffQuery, ConsoleStaffQueryVariables>;
export const InviteStaffMemberDocument = new TypedDocumentString(`
    mutation InviteStaffMember($wcmsId: ID!, $input: InviteStaffInput!) {
  inviteStaffMember(wcmsId: $wcmsId, input: $input) {
    userId
    displayName
  }
}
    `) as unknown as TypedDocumentString<InviteStaffMemberMutation, InviteStaffMemberMutationVariables>;
export const UpdateStaffMemberDocument = new TypedDocumentString(`
    mutation UpdateStaffMember($wcmsId: ID!, $userId: ID!, $input: StaffMemberInput!) {
  updateStaffMember(wcmsId: $wcmsId, userId: $userId, input: $input) {
    userId
    displayName
    canAcceptRequests
    consoleAccess
    usedInternally
  }
}
    `) as unknown as TypedDocumentString<UpdateStaffMemberMutation, UpdateStaffMemberMutationVariables>;
export const ShareStaffMemberDocument = new TypedDocumentString(`
    mutation ShareStaffMember($wcmsId: ID!, $userId: ID!, $organisationIds: [ID!]!) {
  shareStaffMember(
    wcmsId: $wcmsId
    userId: $userId
    organisationIds: $organisationIds
  ) {
    succeeded {
      wcmsId
      name
    }
    failed {
      wcmsId
      name
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<ShareStaffMemberMutation, ShareStaffMemberMutationVariables>;
export const RemoveStaffMemberDocument = new TypedDocumentString(`
    mutation RemoveStaffMember($wcmsId: ID!, $userId: ID!) {
  removeStaffMember(wcmsId: $wcmsId, userId: $userId)
}
    `) as unknown as TypedDocumentString<RemoveStaffMemberMutation, RemoveStaffMemberMutationVariables>;
export const RequestPasswordResetDocument = new TypedDocumentString(`
    mutation RequestPasswordReset($email: String!) {
  requestPasswordReset(email: $email)
}
    `) as unknown as TypedDocumentString<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($token: String!, $password: String!, $passwordConfirmation: String!) {
  resetPassword(
    token: $token
    password: $password
    passwordConfirmation: $passwordConfirmation
  )
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const UnattachedItemsDocument = new TypedDocumentString(`
    query UnattachedItems($wcmsId: ID!) {
  unattachedItems(wcmsId: $wcmsId) {
    taskId
    messageId
    wcmsId
    type
    title
    attempts
    lastError
    nhsInvalid
    failedAt
  }
}
    `) as unknown as TypedDocumentString<UnattachedItemsQuery, UnattachedItemsQueryVariables>;
export const DeleteUnattachedRequestDocument = new TypedDocumentString(`
    mutation DeleteUnattachedRequest($wcmsId: ID!, $messageId: ID!) {
  deleteUnattachedRequest(wcmsId: $wcmsId, messageId: $messageId) {
    entityId
    wcmsId
  }
}
    `) as unknown as TypedDocumentString<DeleteUnattachedRequestMutation, DeleteUnattachedRequestMutationVariables>;
export const DeleteRetryTasksDocument = new TypedDocumentString(`
    mutation DeleteRetryTasks($wcmsId: ID!, $messageId: ID!) {
  deleteRetryTasks(wcmsId: $wcmsId, messageId: $messageId) {
    entityId
    wcmsId
  }
}
    `) as unknown as TypedDocumentString<DeleteRetryTasksMutation, DeleteRetryTasksMutationVariables>;
export const RegistrationDocument = new TypedDocumentString(`
    query Registration($token: String!) {
  registration(token: $token) {
    email
    organisationName
    forename
    surname
  }
}
    `) as unknown as TypedDocumentString<RegistrationQuery, RegistrationQueryVariables>;
export const RegisterDocument = new TypedDocumentString(`
    mutation Register($token: String!, $forename: String!, $surname: String!, $password: String!, $passwordConfirmation: String!) {
  register(
    token: $token
    forename: $forename
    surname: $surname
    password: $password
    passwordConfirmation: $passwordConfirmation
  ) {
    ...LoginResultFields
  }
}
    fragment LoginResultFields on LoginResult {
  bearerToken
  refreshToken
  userId
  email
  username
  forename
  surname
  autoSignInGuid
  twoFactorRequired
  twoFactorSetupUri
}`) as unknown as TypedDocumentString<RegisterMutation, RegisterMutationVariables>;
export const ConfigDocument = new TypedDocumentString(`
    query Config {
  config {
    wspUrl
    ltUrl
    redisPrefix
    enableOutboundPathways
    version
    attachTasksVersion
    keepLockTime
    environment
    superUserToggleVisible
    pharmacyBookingUrl
    defaultIceQuestions {
      question
      question_type
      required
    }
    openTokApiKey
    googleMapsApiKey
    kibanaUrl
    visionLoginHelperUrl
    visionLoginHelperClientId
    visionKeys {
      england
      scotland
      wales
    }
    validStaffDomains
    dashboardIds {
      feedback
      fft
      medicalConsultations
      transactions
      outcomes
      usage
      practice
      arrive
      workload
    }
    defaultEmailCopy {
      inHours
      outOfHours
      override
    }
    defaultOnScreenCopy {
      inHours
      outOfHours
    }
  }
}
    `) as unknown as TypedDocumentString<ConfigQuery, ConfigQueryVariables>;
export const MainVersionDocument = new TypedDocumentString(`
    query MainVersion {
  version
}
    `) as unknown as TypedDocumentString<MainVersionQuery, MainVersionQueryVariables>;
export const RecordIm1TransactionDocument = new TypedDocumentString(`
    mutation RecordIm1Transaction($input: TransactionLogInput!) {
  recordIm1Transaction(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<RecordIm1TransactionMutation, RecordIm1TransactionMutationVariables>;