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

export type PatientSearchInput = {
  dateOfBirth?: string | null | undefined;
  forename?: string | null | undefined;
  nhsNumber?: string | null | undefined;
  postcode?: string | null | undefined;
  sex?: string | null | undefined;
  surname?: string | null | undefined;
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

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { userId: string, email: string, forename: string, surname: string, isSuperUser: boolean, organisations: Array<{ wcmsId: string, name: string, clinicalSystem: ClinicalSystem, role: string, twoFactorMandate: TwoFactorCodeType | null, features: { outbound: boolean, requests: boolean, totalTriage: boolean } }> } };

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

export type UpdateClinicianNotificationsMutationVariables = Exact<{
  wcmsId: string | number;
  read: boolean;
}>;


export type UpdateClinicianNotificationsMutation = { updateClinicianNotifications: Array<{ id: string, read: boolean }> };

export type OutboundPatientSearchQueryVariables = Exact<{
  wcmsId: string | number;
  searchParameters: PatientSearchInput;
}>;


export type OutboundPatientSearchQuery = { searchPatient: Array<{ id: string, title: string | null, forename: string, surname: string, nhsNumber: string | null, dateOfBirth: string | null, mobilePhone: string | null }> };

export type OrganisationTwoFactorQueryVariables = Exact<{ [key: string]: never; }>;


export type OrganisationTwoFactorQuery = { organisations: Array<{ wcmsId: string, name: string, role: string, twoFactorMandate: TwoFactorCodeType | null }> };

export type SetTwoFactorMandateMutationVariables = Exact<{
  wcmsId: string | number;
  method?: TwoFactorCodeType | null | undefined;
}>;


export type SetTwoFactorMandateMutation = { setTwoFactorMandate: { wcmsId: string, twoFactorMandate: TwoFactorCodeType | null } };

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

export type RegistrationQueryVariables = Exact<{
  token: string;
}>;


export type RegistrationQuery = { registration: { email: string, organisationName: string | null } };

export type RegisterMutationVariables = Exact<{
  token: string;
  forename: string;
  surname: string;
  password: string;
  passwordConfirmation: string;
}>;


export type RegisterMutation = { register: { bearerToken: string | null, refreshToken: string | null, userId: string | null, email: string | null, username: string | null, forename: string | null, surname: string | null, autoSignInGuid: string | null, twoFactorRequired: TwoFactorCodeType | null } };

export type ConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type ConfigQuery = { config: { wspUrl: string, ltUrl: string, redisPrefix: string, enableOutboundPathways: boolean, version: string, attachTasksVersion: number, keepLockTime: number, environment: string, superUserToggleVisible: boolean, pharmacyBookingUrl: string | null, openTokApiKey: string | null, googleMapsApiKey: string | null, kibanaUrl: string | null, visionLoginHelperUrl: string | null, visionLoginHelperClientId: string | null, validStaffDomains: Array<string>, defaultIceQuestions: Array<{ question: string, question_type: string, required: boolean }>, visionKeys: { england: string | null, scotland: string | null, wales: string | null }, dashboardIds: { feedback: string | null, fft: string | null, medicalConsultations: string | null, transactions: string | null, outcomes: string | null, usage: string | null, practice: string | null, arrive: string | null, workload: string | null }, defaultEmailCopy: { inHours: string, outOfHours: string, override: string }, defaultOnScreenCopy: { inHours: string, outOfHours: string } } };

export type MainVersionQueryVariables = Exact<{ [key: string]: never; }>;


export type MainVersionQuery = { version: string };

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
}
    `) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
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
export const UpdateClinicianNotificationsDocument = new TypedDocumentString(`
    mutation UpdateClinicianNotifications($wcmsId: ID!, $read: Boolean!) {
  updateClinicianNotifications(wcmsId: $wcmsId, read: $read) {
    id
    read
  }
}
    `) as unknown as TypedDocumentString<UpdateClinicianNotificationsMutation, UpdateClinicianNotificationsMutationVariables>;
export const OutboundPatientSearchDocument = new TypedDocumentString(`
    query OutboundPatientSearch($wcmsId: ID!, $searchParameters: PatientSearchInput!) {
  searchPatient(wcmsId: $wcmsId, searchParameters: $searchParameters) {
    id
    title
    forename
    surname
    nhsNumber
    dateOfBirth
    mobilePhone
  }
}
    `) as unknown as TypedDocumentString<OutboundPatientSearchQuery, OutboundPatientSearchQueryVariables>;
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
export const RegistrationDocument = new TypedDocumentString(`
    query Registration($token: String!) {
  registration(token: $token) {
    email
    organisationName
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
    bearerToken
    refreshToken
    userId
    email
    username
    forename
    surname
    autoSignInGuid
    twoFactorRequired
  }
}
    `) as unknown as TypedDocumentString<RegisterMutation, RegisterMutationVariables>;
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