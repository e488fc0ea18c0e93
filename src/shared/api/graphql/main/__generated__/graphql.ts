/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AgeUnit =
  | 'months'
  | 'weeks'
  | 'years';

/** One row of the alerts CSV, as the file has it (validated again on the server). */
export type AlertRowInput = {
  /** YYYY-MM-DD (a UK day, inclusive), or empty for none. */
  expires: string;
  message: string;
  /** The organisation's wcms id. */
  organisation: string;
  /** information, warning or urgent. */
  severity: string;
  title: string;
};

export type AlertSeverity =
  | 'information'
  | 'urgent'
  | 'warning';

export type AuditInput = {
  application?: string | null | undefined;
  clientVersion?: string | null | undefined;
  userAgent?: string | null | undefined;
  wcmsId?: string | null | undefined;
};

/** open: not used and not expired; booked: the patient booked a slot with it; expired: past its expiry date, unused. */
export type BookingLinkStatus =
  | 'booked'
  | 'expired'
  | 'open';

/** Which patients a rule applies to (by the sex on the clinical record). */
export type CareNavigationPatients =
  | 'all'
  | 'female'
  | 'male';

/** The priority a rule sets. */
export type CareNavigationPriority =
  | 'routine'
  | 'same_day'
  | 'urgent';

/** A care navigation rule's request type. */
export type CareNavigationRequestType =
  | 'admin'
  | 'health_data'
  | 'medical'
  | 'questionnaire';

export type CareNavigationRuleInput = {
  adminQuery?: string | null | undefined;
  enabled: boolean;
  healthData?: string | null | undefined;
  maxAge?: number | null | undefined;
  maxAgeUnit: AgeUnit;
  medicalProblem?: string | null | undefined;
  minAge?: number | null | undefined;
  minAgeUnit: AgeUnit;
  name: string;
  patients: CareNavigationPatients;
  priority: string;
  questionnaire?: string | null | undefined;
  requestType: CareNavigationRequestType;
  routeGroupId?: string | number | null | undefined;
};

export type CareNavigationTryInput = {
  adminQuery?: string | null | undefined;
  /** The sample patient's age (null: unknown). */
  age?: number | null | undefined;
  ageUnit: AgeUnit;
  healthData?: string | null | undefined;
  medicalProblem?: string | null | undefined;
  questionnaire?: string | null | undefined;
  requestType: CareNavigationRequestType;
  sex: CareNavigationPatients;
};

export type ClinicalServerDetailsInput = {
  /** Write-only. Null or empty keeps the stored API password (required when none is stored). */
  apiPassword?: string | null | undefined;
  database: string;
  gatewayHost: string;
  ip: string;
  /** Write-only. Null or empty keeps the stored password (required when none is stored). */
  password?: string | null | undefined;
  port: number;
  server: string;
  siteCode: string;
  username: string;
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

export type ConfirmationMessagesInput = {
  inHoursEmail: string;
  inHoursScreen: string;
  outOfHoursEmail: string;
  outOfHoursScreen: string;
};

/** Console access levels of spec §3 Staff, lowest first. */
export type ConsoleAccess =
  | 'advanced'
  | 'basic'
  | 'none'
  | 'super';

export type DailyLimitInput = {
  limit?: number | null | undefined;
  requestType: RequestType;
};

export type DataSharingDecision =
  | 'accept'
  | 'refuse';

export type DataSharingStatus =
  | 'accepted'
  | 'ended'
  | 'proposed'
  | 'refused';

export type DefaultAttachStaffInput = {
  clinicalSystem: ClinicalSystem;
  name: string;
  staffGuid: string;
  staffId: string;
  vixieVersion?: number | null | undefined;
  wcmsId: string | number;
};

/** How the FFT invitation reaches the patient. */
export type FftInvitationMethod =
  | 'nhs_app'
  | 'sms';

export type FftSettingsInput = {
  appointmentOption: boolean;
  invitationMethod: FftInvitationMethod;
  requestTypes: Array<string>;
  /** 0 (immediately) or 1 to 30 days; required. */
  sendDelayDays?: number | null | undefined;
};

export type HealthPodInput =
  | 'blood_pressure'
  | 'height'
  | 'weight';

export type InformationGovernanceInput = {
  client: RetentionInput;
  consult: RetentionInput;
};

export type InviteStaffInput = {
  displayName: string;
  email: string;
};

export type LicenceState =
  | 'registered'
  | 'reset'
  | 'suspended';

export type MessageTemplateInput = {
  /** Required, up to 100 characters, unique among the same owner's templates (without regard to case). */
  name: string;
  /** Required, up to 1,000 characters; only the three placeholders in square brackets. */
  text: string;
};

export type MobileArrivalLocationInput = {
  appointmentLocation?: string | null | undefined;
  distanceMetres?: number | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
};

export type MobileArrivalSettingsInput = {
  enabled: boolean;
  infoMessage?: string | null | undefined;
  locations: Array<MobileArrivalLocationInput>;
};

export type NewsItemInput = {
  expiresOn?: string | null | undefined;
  screenIds: Array<string | number>;
  text: string;
};

export type NotificationSound =
  | 'bell'
  | 'chime'
  | 'none';

export type PatientNameFormat =
  | 'forename_initial'
  | 'full_name';

export type PatientSearchInput = {
  dateOfBirth?: string | null | undefined;
  forename?: string | null | undefined;
  nhsNumber?: string | null | undefined;
  postcode?: string | null | undefined;
  sex?: string | null | undefined;
  surname?: string | null | undefined;
};

/** spec §3 Pharmacy link conditions. */
export type PharmacyCondition =
  | 'contraception'
  | 'impetigo'
  | 'infected_insect_bites'
  | 'shingles'
  | 'sinusitis'
  | 'sore_throat'
  | 'uti';

export type PortalMoveDirection =
  | 'down'
  | 'up';

export type PortalServiceInput = {
  /** Required. */
  infoText: string;
  /** Required for a service: a valid URL with its protocol. */
  link: string;
  loggedInOnly: boolean;
  /** Up to 240 characters. */
  subtext: string;
  /** Required, up to 160 characters. */
  title: string;
  type: PortalServiceType;
};

export type PortalServiceType =
  | 'questionnaire'
  | 'service';

/** Which requests a preference is offered for. */
export type PreferenceRequestType =
  | 'admin'
  | 'both'
  | 'medical';

export type QueuedMessageType =
  | 'outbound'
  | 'outbound_submit'
  | 'retry'
  | 'video_call';

/** The eight report tabs of spec §2. */
export type ReportTab =
  | 'appointment_arrivals'
  | 'feedback'
  | 'fft'
  | 'medical_consultations'
  | 'online_consultations'
  | 'outcomes'
  | 'transactions'
  | 'usage';

/** How a table's rows are keyed: categories, UK calendar days (YYYY-MM-DD), weekdays (1 Monday … 7 Sunday) or hours (0 … 23). */
export type ReportTableKind =
  | 'category'
  | 'day'
  | 'hour'
  | 'weekday';

/** How a figure is measured: a count, a percentage (0 to 100), minutes, hours or milliseconds. */
export type ReportUnit =
  | 'count'
  | 'hours'
  | 'milliseconds'
  | 'minutes'
  | 'percent';

/** Spec §3 request types. */
export type RequestType =
  | 'admin'
  | 'health_data'
  | 'medical'
  | 'outbound_response'
  | 'simple_questionnaire';

export type RetentionInput = {
  unit: RetentionUnit;
  value: number;
};

/** Units of a retention period (a month counts as 30 days, a year as 365). */
export type RetentionUnit =
  | 'days'
  | 'months'
  | 'years';

export type SendBookingLinkInput = {
  /** Required, YYYY-MM-DD, today to two years ahead. */
  expiresOn: string;
  /** Required, up to 100 characters. */
  location: string;
  /** A UK mobile number the SMS goes to. */
  mobile: string;
  /** The patient's NHS number (valid Modulus 11); the patient must be registered in the clinical system. */
  nhsNumber: string;
  /** Required, up to 100 characters. */
  practice: string;
  /** Required: the clinical system's slot type (the appointment type offered). */
  slotTypeId: string | number;
  /** Required: the clinician whose free slots are offered. */
  staffId: string | number;
};

export type ServiceHoursDayInput = {
  day: Weekday;
  finish?: string | null | undefined;
  start?: string | null | undefined;
};

export type SharingConsent =
  | 'denied'
  | 'given';

export type StaffMemberInput = {
  canAcceptRequests: boolean;
  consoleAccess: ConsoleAccess;
  displayName: string;
  usedInternally: boolean;
};

export type StaffScheduleInput = {
  allDay: boolean;
  end?: string | null | undefined;
  staffId: string | number;
  start?: string | null | undefined;
  waitingAreaId?: string | number | null | undefined;
  weekday: number;
};

/** Whose templates: the signed-in staff member's own, or the organisation's (console, basic access). */
export type TemplateScope =
  | 'organisation'
  | 'personal';

export type TotalTriageSettingsInput = {
  enabled: boolean;
  minimumPatientAge?: number | null | undefined;
  preferences: Array<TriagePreferenceInput>;
};

export type TouchscreenInput = {
  code: string;
  healthPod?: Array<HealthPodInput> | null | undefined;
  infoMessage?: string | null | undefined;
  licence: LicenceState;
  /** The settings below default to none / off when left out. */
  location?: string | null | undefined;
  locationLock?: boolean | null | undefined;
  minutesEarly?: number | null | undefined;
  minutesLate?: number | null | undefined;
  name: string;
  questions?: Array<string> | null | undefined;
  reviewResponse?: boolean | null | undefined;
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

export type TriagePreferenceInput = {
  requestType: PreferenceRequestType;
  text: string;
};

export type TvScreenInput = {
  announce: boolean;
  code: string;
  name: string;
  nameFormat: PatientNameFormat;
  notificationSound: NotificationSound;
};

export type TwoFactorCodeType =
  | 'authenticator'
  | 'email';

export type WaitingAreaInput = {
  instructions: string;
  name: string;
};

export type Weekday =
  | 'friday'
  | 'monday'
  | 'saturday'
  | 'sunday'
  | 'thursday'
  | 'tuesday'
  | 'wednesday';

export type ComposerTemplatesQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type ComposerTemplatesQuery = { composerTemplates: Array<{ id: string, scope: TemplateScope, name: string, text: string }> };

export type StaffNotificationsQueryVariables = Exact<{
  wcmsId: string | number;
  userId: string | number;
}>;


export type StaffNotificationsQuery = { staffNotifications: Array<{ id: string, messageId: string | null, subject: string | null, body: string | null, read: boolean, createdAt: string }> };

export type ClinicianNotificationsQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type ClinicianNotificationsQuery = { clinicianNotifications: Array<{ id: string, wcmsId: string, userId: string, attachTaskId: string | null, messageId: string | null, body: string, outboundRequestId: string | null, adhocVideoId: string | null, subject: string | null, read: boolean, createdAt: string }> };

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

export type StaffAlertsQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type StaffAlertsQuery = { staffAlerts: Array<{ id: string, wcmsId: string, title: string, message: string, severity: AlertSeverity, expiresOn: string | null, createdAt: string, acknowledgedAt: string | null }> };

export type AcknowledgeStaffAlertMutationVariables = Exact<{
  wcmsId: string | number;
  alertId: string | number;
}>;


export type AcknowledgeStaffAlertMutation = { acknowledgeStaffAlert: { id: string, acknowledgedAt: string | null } };

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

export type ViewerFieldsFragment = { userId: string, email: string, forename: string, surname: string, isSuperUser: boolean, mayToggleSuperUserMode: boolean, organisations: Array<{ wcmsId: string, name: string, clinicalSystem: ClinicalSystem, role: string, twoFactorMandate: TwoFactorCodeType | null, features: { outbound: boolean, requests: boolean, totalTriage: boolean } }> };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { userId: string, email: string, forename: string, surname: string, isSuperUser: boolean, mayToggleSuperUserMode: boolean, organisations: Array<{ wcmsId: string, name: string, clinicalSystem: ClinicalSystem, role: string, twoFactorMandate: TwoFactorCodeType | null, features: { outbound: boolean, requests: boolean, totalTriage: boolean } }> } };

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

export type GetPatientAppointmentsQueryVariables = Exact<{
  wcmsId: string | number;
  nhsNumber: string;
}>;


export type GetPatientAppointmentsQuery = { getPatientAppointments: Array<{ id: string, startTime: string, duration: number, type: string | null, status: string, consultingStaff: string | null }> };

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

export type SendFeedbackMutationVariables = Exact<{
  wcmsId: string | number;
  page: string;
  comment: string;
}>;


export type SendFeedbackMutation = { sendFeedback: boolean };

export type SetSuperUserModeMutationVariables = Exact<{
  on: boolean;
}>;


export type SetSuperUserModeMutation = { setSuperUserMode: { userId: string, email: string, forename: string, surname: string, isSuperUser: boolean, mayToggleSuperUserMode: boolean, organisations: Array<{ wcmsId: string, name: string, clinicalSystem: ClinicalSystem, role: string, twoFactorMandate: TwoFactorCodeType | null, features: { outbound: boolean, requests: boolean, totalTriage: boolean } }> } };

export type PersonalTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type PersonalTemplatesQuery = { personalTemplates: Array<{ id: string, scope: TemplateScope, name: string, text: string, updatedAt: string }> };

export type OrganisationTemplatesQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type OrganisationTemplatesQuery = { organisationTemplates: Array<{ id: string, scope: TemplateScope, name: string, text: string, updatedAt: string }> };

export type CreatePersonalTemplateMutationVariables = Exact<{
  input: MessageTemplateInput;
}>;


export type CreatePersonalTemplateMutation = { createPersonalTemplate: { id: string, name: string } };

export type UpdatePersonalTemplateMutationVariables = Exact<{
  id: string | number;
  input: MessageTemplateInput;
}>;


export type UpdatePersonalTemplateMutation = { updatePersonalTemplate: { id: string, name: string } };

export type DeletePersonalTemplateMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePersonalTemplateMutation = { deletePersonalTemplate: boolean };

export type CreateOrganisationTemplateMutationVariables = Exact<{
  wcmsId: string | number;
  input: MessageTemplateInput;
}>;


export type CreateOrganisationTemplateMutation = { createOrganisationTemplate: { id: string, name: string } };

export type UpdateOrganisationTemplateMutationVariables = Exact<{
  wcmsId: string | number;
  id: string | number;
  input: MessageTemplateInput;
}>;


export type UpdateOrganisationTemplateMutation = { updateOrganisationTemplate: { id: string, name: string } };

export type DeleteOrganisationTemplateMutationVariables = Exact<{
  wcmsId: string | number;
  id: string | number;
}>;


export type DeleteOrganisationTemplateMutation = { deleteOrganisationTemplate: boolean };

export type StartVisionLoginMutationVariables = Exact<{
  wcmsId: string | number;
  redirectUri: string;
}>;


export type StartVisionLoginMutation = { startVisionLogin: { url: string } };

export type CompleteVisionLoginMutationVariables = Exact<{
  state: string;
  code?: string | null | undefined;
  error?: string | null | undefined;
}>;


export type CompleteVisionLoginMutation = { completeVisionLogin: { wcmsId: string, visionUser: string, linkedAt: string } };

export type ConsoleArrivalsQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type ConsoleArrivalsQuery = { consoleArrivals: { locations: Array<string>, waitingAreas: Array<{ id: string, name: string, instructions: string }>, schedules: Array<{ id: string, staffId: string, weekday: number, allDay: boolean, start: string | null, end: string | null, waitingAreaId: string }>, touchscreens: Array<{ id: string, name: string, code: string, infoMessage: string | null, minutesEarly: number, minutesLate: number, licence: LicenceState, devices: number, location: string | null, locationLock: boolean, questions: Array<string>, reviewResponse: boolean, healthPod: Array<HealthPodInput> }>, staff: Array<{ id: string, name: string }> } };

export type ConsoleCallScreensQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type ConsoleCallScreensQuery = { consoleCallScreens: { screens: Array<{ id: string, name: string, code: string, notificationSound: NotificationSound, announce: boolean, nameFormat: PatientNameFormat, devices: number }>, newsItems: Array<{ id: string, text: string, expiresOn: string | null, screenIds: Array<string> }> } };

export type SaveWaitingAreaMutationVariables = Exact<{
  wcmsId: string | number;
  id?: string | number | null | undefined;
  input: WaitingAreaInput;
}>;


export type SaveWaitingAreaMutation = { saveWaitingArea: { id: string, name: string } };

export type DeleteWaitingAreaMutationVariables = Exact<{
  wcmsId: string | number;
  id: string | number;
}>;


export type DeleteWaitingAreaMutation = { deleteWaitingArea: string };

export type SaveStaffScheduleMutationVariables = Exact<{
  wcmsId: string | number;
  id?: string | number | null | undefined;
  input: StaffScheduleInput;
}>;


export type SaveStaffScheduleMutation = { saveStaffSchedule: { id: string } };

export type DeleteStaffScheduleMutationVariables = Exact<{
  wcmsId: string | number;
  id: string | number;
}>;


export type DeleteStaffScheduleMutation = { deleteStaffSchedule: string };

export type SaveTouchscreenMutationVariables = Exact<{
  wcmsId: string | number;
  id?: string | number | null | undefined;
  input: TouchscreenInput;
}>;


export type SaveTouchscreenMutation = { saveTouchscreen: { id: string, name: string } };

export type DeleteTouchscreenMutationVariables = Exact<{
  wcmsId: string | number;
  id: string | number;
}>;


export type DeleteTouchscreenMutation = { deleteTouchscreen: string };

export type SaveTvScreenMutationVariables = Exact<{
  wcmsId: string | number;
  id?: string | number | null | undefined;
  input: TvScreenInput;
}>;


export type SaveTvScreenMutation = { saveTvScreen: { id: string, name: string } };

export type DeleteTvScreenMutationVariables = Exact<{
  wcmsId: string | number;
  id: string | number;
}>;


export type DeleteTvScreenMutation = { deleteTvScreen: string };

export type SaveNewsItemMutationVariables = Exact<{
  wcmsId: string | number;
  id?: string | number | null | undefined;
  input: NewsItemInput;
}>;


export type SaveNewsItemMutation = { saveNewsItem: { id: string, text: string } };

export type DeleteNewsItemMutationVariables = Exact<{
  wcmsId: string | number;
  id: string | number;
}>;


export type DeleteNewsItemMutation = { deleteNewsItem: string };

export type ReportQueryVariables = Exact<{
  wcmsId: string | number;
  tab: ReportTab;
  from: string;
  to: string;
  search?: string | null | undefined;
}>;


export type ReportQuery = { report: { tab: ReportTab, from: string, to: string, previousFrom: string, previousTo: string, figures: Array<{ key: string, unit: ReportUnit, value: number | null, previous: number | null }>, tables: Array<{ key: string, kind: ReportTableKind, unit: ReportUnit, rows: Array<{ label: string, value: number, previous: number }> }>, comments: Array<{ at: string, category: string, text: string }> } };

export type ClinicalAgentsQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type ClinicalAgentsQuery = { clinicalAgents: Array<{ id: string, hostname: string, lastSeen: string, approved: boolean }> };

export type ApproveClinicalAgentMutationVariables = Exact<{
  wcmsId: string | number;
  id: string | number;
}>;


export type ApproveClinicalAgentMutation = { approveClinicalAgent: { id: string, hostname: string, lastSeen: string, approved: boolean } };

export type DeleteClinicalAgentMutationVariables = Exact<{
  wcmsId: string | number;
  id: string | number;
}>;


export type DeleteClinicalAgentMutation = { deleteClinicalAgent: string };

export type ConsoleDefaultAttachStaffQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type ConsoleDefaultAttachStaffQuery = { defaultAttachStaff: { id: string, staffId: string, staffGuid: string, name: string, clinicalSystem: ClinicalSystem } | null };

export type ConsoleUpdateDefaultAttachStaffMutationVariables = Exact<{
  input: DefaultAttachStaffInput;
}>;


export type ConsoleUpdateDefaultAttachStaffMutation = { updateDefaultAttachStaff: { id: string, staffId: string, staffGuid: string, name: string, clinicalSystem: ClinicalSystem } };

export type ClinicalServerDetailsQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type ClinicalServerDetailsQuery = { clinicalServerDetails: { ip: string, database: string, gatewayHost: string, port: number, server: string, siteCode: string, username: string, passwordSet: boolean, apiPasswordSet: boolean } | null };

export type UpdateClinicalServerDetailsMutationVariables = Exact<{
  wcmsId: string | number;
  input: ClinicalServerDetailsInput;
}>;


export type UpdateClinicalServerDetailsMutation = { updateClinicalServerDetails: { ip: string, database: string, gatewayHost: string, port: number, server: string, siteCode: string, username: string, passwordSet: boolean, apiPasswordSet: boolean } };

export type MobileArrivalSettingsQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type MobileArrivalSettingsQuery = { mobileArrivalSettings: { enabled: boolean, infoMessage: string | null, mapTilesUrl: string | null, locations: Array<{ id: string, appointmentLocation: string | null, latitude: number, longitude: number, distanceMetres: number }> } };

export type SaveMobileArrivalSettingsMutationVariables = Exact<{
  wcmsId: string | number;
  input: MobileArrivalSettingsInput;
}>;


export type SaveMobileArrivalSettingsMutation = { saveMobileArrivalSettings: { enabled: boolean, infoMessage: string | null, mapTilesUrl: string | null, locations: Array<{ id: string, appointmentLocation: string | null, latitude: number, longitude: number, distanceMetres: number }> } };

export type ConsoleDataSharingAgreementsQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type ConsoleDataSharingAgreementsQuery = { consoleDataSharingAgreements: Array<{ id: string, side: string, status: DataSharingStatus, proposerWcmsId: string, proposerName: string, recipientWcmsId: string, recipientName: string, proposedBy: string, proposedAt: string, decidedBy: string | null, decidedAt: string | null, endedBy: string | null, endedAt: string | null, canAccept: boolean, canRefuse: boolean, canEnd: boolean }> };

export type ProposeDataSharingAgreementMutationVariables = Exact<{
  wcmsId: string | number;
  recipientWcmsId: string;
}>;


export type ProposeDataSharingAgreementMutation = { proposeDataSharingAgreement: { id: string, recipientName: string } };

export type DecideDataSharingAgreementMutationVariables = Exact<{
  wcmsId: string | number;
  agreementId: string | number;
  decision: DataSharingDecision;
}>;


export type DecideDataSharingAgreementMutation = { decideDataSharingAgreement: { id: string, status: DataSharingStatus } };

export type EndDataSharingAgreementMutationVariables = Exact<{
  wcmsId: string | number;
  agreementId: string | number;
}>;


export type EndDataSharingAgreementMutation = { endDataSharingAgreement: { id: string, status: DataSharingStatus } };

export type InformationGovernanceQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type InformationGovernanceQuery = { informationGovernance: { wcmsId: string, client: { value: number, unit: RetentionUnit }, consult: { value: number, unit: RetentionUnit } } };

export type RetentionDeletionPreviewQueryVariables = Exact<{
  wcmsId: string | number;
  input: InformationGovernanceInput;
}>;


export type RetentionDeletionPreviewQuery = { retentionDeletionPreview: { requests: number, consults: number } };

export type UpdateInformationGovernanceMutationVariables = Exact<{
  wcmsId: string | number;
  input: InformationGovernanceInput;
}>;


export type UpdateInformationGovernanceMutation = { updateInformationGovernance: { wcmsId: string, client: { value: number, unit: RetentionUnit }, consult: { value: number, unit: RetentionUnit } } };

export type PortalSettingsFieldsFragment = { wcmsId: string, pharmacyConditions: Array<PharmacyCondition>, categories: Array<{ id: string, title: string, services: Array<{ id: string, type: PortalServiceType, title: string, subtext: string, link: string | null, loggedInOnly: boolean, infoText: string }> }> };

export type PortalSettingsQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type PortalSettingsQuery = { portalSettings: { wcmsId: string, pharmacyConditions: Array<PharmacyCondition>, categories: Array<{ id: string, title: string, services: Array<{ id: string, type: PortalServiceType, title: string, subtext: string, link: string | null, loggedInOnly: boolean, infoText: string }> }> } };

export type CreatePortalCategoryMutationVariables = Exact<{
  wcmsId: string | number;
  title: string;
}>;


export type CreatePortalCategoryMutation = { createPortalCategory: { wcmsId: string, pharmacyConditions: Array<PharmacyCondition>, categories: Array<{ id: string, title: string, services: Array<{ id: string, type: PortalServiceType, title: string, subtext: string, link: string | null, loggedInOnly: boolean, infoText: string }> }> } };

export type RenamePortalCategoryMutationVariables = Exact<{
  wcmsId: string | number;
  categoryId: string | number;
  title: string;
}>;


export type RenamePortalCategoryMutation = { renamePortalCategory: { wcmsId: string, pharmacyConditions: Array<PharmacyCondition>, categories: Array<{ id: string, title: string, services: Array<{ id: string, type: PortalServiceType, title: string, subtext: string, link: string | null, loggedInOnly: boolean, infoText: string }> }> } };

export type DeletePortalCategoryMutationVariables = Exact<{
  wcmsId: string | number;
  categoryId: string | number;
}>;


export type DeletePortalCategoryMutation = { deletePortalCategory: { wcmsId: string, pharmacyConditions: Array<PharmacyCondition>, categories: Array<{ id: string, title: string, services: Array<{ id: string, type: PortalServiceType, title: string, subtext: string, link: string | null, loggedInOnly: boolean, infoText: string }> }> } };

export type MovePortalCategoryMutationVariables = Exact<{
  wcmsId: string | number;
  categoryId: string | number;
  direction: PortalMoveDirection;
}>;


export type MovePortalCategoryMutation = { movePortalCategory: { wcmsId: string, pharmacyConditions: Array<PharmacyCondition>, categories: Array<{ id: string, title: string, services: Array<{ id: string, type: PortalServiceType, title: string, subtext: string, link: string | null, loggedInOnly: boolean, infoText: string }> }> } };

export type CreatePortalServiceMutationVariables = Exact<{
  wcmsId: string | number;
  categoryId: string | number;
  input: PortalServiceInput;
}>;


export type CreatePortalServiceMutation = { createPortalService: { wcmsId: string, pharmacyConditions: Array<PharmacyCondition>, categories: Array<{ id: string, title: string, services: Array<{ id: string, type: PortalServiceType, title: string, subtext: string, link: string | null, loggedInOnly: boolean, infoText: string }> }> } };

export type UpdatePortalServiceMutationVariables = Exact<{
  wcmsId: string | number;
  serviceId: string | number;
  input: PortalServiceInput;
}>;


export type UpdatePortalServiceMutation = { updatePortalService: { wcmsId: string, pharmacyConditions: Array<PharmacyCondition>, categories: Array<{ id: string, title: string, services: Array<{ id: string, type: PortalServiceType, title: string, subtext: string, link: string | null, loggedInOnly: boolean, infoText: string }> }> } };

export type DeletePortalServiceMutationVariables = Exact<{
  wcmsId: string | number;
  serviceId: string | number;
}>;


export type DeletePortalServiceMutation = { deletePortalService: { wcmsId: string, pharmacyConditions: Array<PharmacyCondition>, categories: Array<{ id: string, title: string, services: Array<{ id: string, type: PortalServiceType, title: string, subtext: string, link: string | null, loggedInOnly: boolean, infoText: string }> }> } };

export type MovePortalServiceMutationVariables = Exact<{
  wcmsId: string | number;
  serviceId: string | number;
  direction: PortalMoveDirection;
}>;


export type MovePortalServiceMutation = { movePortalService: { wcmsId: string, pharmacyConditions: Array<PharmacyCondition>, categories: Array<{ id: string, title: string, services: Array<{ id: string, type: PortalServiceType, title: string, subtext: string, link: string | null, loggedInOnly: boolean, infoText: string }> }> } };

export type SetPharmacyConditionsMutationVariables = Exact<{
  wcmsId: string | number;
  conditions: Array<PharmacyCondition> | PharmacyCondition;
}>;


export type SetPharmacyConditionsMutation = { setPharmacyConditions: { wcmsId: string, pharmacyConditions: Array<PharmacyCondition>, categories: Array<{ id: string, title: string, services: Array<{ id: string, type: PortalServiceType, title: string, subtext: string, link: string | null, loggedInOnly: boolean, infoText: string }> }> } };

export type FftSettingsQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type FftSettingsQuery = { fftSettings: { requestTypes: Array<string>, sendDelayDays: number, appointmentOption: boolean, invitationMethod: FftInvitationMethod } };

export type SaveFftSettingsMutationVariables = Exact<{
  wcmsId: string | number;
  input: FftSettingsInput;
}>;


export type SaveFftSettingsMutation = { saveFftSettings: { requestTypes: Array<string>, sendDelayDays: number, appointmentOption: boolean, invitationMethod: FftInvitationMethod } };

export type ConsoleOutcomesQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type ConsoleOutcomesQuery = { consoleOutcomes: Array<string> };

export type SaveOutcomesMutationVariables = Exact<{
  wcmsId: string | number;
  outcomes: Array<string> | string;
}>;


export type SaveOutcomesMutation = { saveOutcomes: Array<string> };

export type ConsoleAdminQueryTypesQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type ConsoleAdminQueryTypesQuery = { consoleAdminQueryTypes: Array<string> };

export type SaveAdminQueryTypesMutationVariables = Exact<{
  wcmsId: string | number;
  adminQueryTypes: Array<string> | string;
}>;


export type SaveAdminQueryTypesMutation = { saveAdminQueryTypes: Array<string> };

export type ConsoleTranslationQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type ConsoleTranslationQuery = { consoleTranslation: { wcmsId: string, enabled: boolean } };

export type SaveTranslationSettingsMutationVariables = Exact<{
  wcmsId: string | number;
  enabled: boolean;
}>;


export type SaveTranslationSettingsMutation = { saveTranslationSettings: { wcmsId: string, enabled: boolean } };

export type ConsoleDailyLimitsQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type ConsoleDailyLimitsQuery = { consoleDailyLimits: Array<{ requestType: RequestType, limit: number | null, usedToday: number }> };

export type SaveDailyLimitsMutationVariables = Exact<{
  wcmsId: string | number;
  limits: Array<DailyLimitInput> | DailyLimitInput;
}>;


export type SaveDailyLimitsMutation = { saveDailyLimits: Array<{ requestType: RequestType, limit: number | null, usedToday: number }> };

export type ConsoleServiceHoursQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type ConsoleServiceHoursQuery = { consoleServiceHours: { wcmsId: string, inHoursNow: boolean, days: Array<{ day: Weekday, start: string | null, finish: string | null }> } };

export type SaveServiceHoursMutationVariables = Exact<{
  wcmsId: string | number;
  days: Array<ServiceHoursDayInput> | ServiceHoursDayInput;
}>;


export type SaveServiceHoursMutation = { saveServiceHours: { wcmsId: string, inHoursNow: boolean, days: Array<{ day: Weekday, start: string | null, finish: string | null }> } };

export type ConsoleConfirmationMessagesQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type ConsoleConfirmationMessagesQuery = { consoleConfirmationMessages: { wcmsId: string, inHoursScreen: string, outOfHoursScreen: string, inHoursEmail: string, outOfHoursEmail: string } };

export type SaveConfirmationMessagesMutationVariables = Exact<{
  wcmsId: string | number;
  messages: ConfirmationMessagesInput;
}>;


export type SaveConfirmationMessagesMutation = { saveConfirmationMessages: { wcmsId: string, inHoursScreen: string, outOfHoursScreen: string, inHoursEmail: string, outOfHoursEmail: string } };

export type TotalTriageConsoleSettingsQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type TotalTriageConsoleSettingsQuery = { totalTriageConsoleSettings: { available: boolean, enabled: boolean, minimumPatientAge: number | null, preferences: Array<{ text: string, requestType: PreferenceRequestType }> } };

export type SaveTotalTriageSettingsMutationVariables = Exact<{
  wcmsId: string | number;
  input: TotalTriageSettingsInput;
}>;


export type SaveTotalTriageSettingsMutation = { saveTotalTriageSettings: { available: boolean, enabled: boolean, minimumPatientAge: number | null, preferences: Array<{ text: string, requestType: PreferenceRequestType }> } };

export type CareNavigationEditorQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type CareNavigationEditorQuery = { careNavigationEditor: { medicalProblems: Array<string>, adminQueryTypes: Array<string>, rules: Array<{ id: string, name: string, requestType: CareNavigationRequestType, patients: CareNavigationPatients, medicalProblem: string | null, adminQuery: string | null, healthData: string | null, questionnaire: string | null, minAge: number | null, minAgeUnit: AgeUnit, maxAge: number | null, maxAgeUnit: AgeUnit, priority: CareNavigationPriority, routeGroupId: string, routeGroupName: string, routeGroupActive: boolean, enabled: boolean, position: number }>, groups: Array<{ id: string, name: string }> } };

export type SaveCareNavigationRuleMutationVariables = Exact<{
  wcmsId: string | number;
  id?: string | number | null | undefined;
  input: CareNavigationRuleInput;
}>;


export type SaveCareNavigationRuleMutation = { saveCareNavigationRule: { id: string, name: string } };

export type DeleteCareNavigationRuleMutationVariables = Exact<{
  wcmsId: string | number;
  id: string | number;
}>;


export type DeleteCareNavigationRuleMutation = { deleteCareNavigationRule: boolean };

export type ReorderCareNavigationRulesMutationVariables = Exact<{
  wcmsId: string | number;
  ids: Array<string | number> | string | number;
}>;


export type ReorderCareNavigationRulesMutation = { reorderCareNavigationRules: Array<{ id: string }> };

export type TryCareNavigationQueryVariables = Exact<{
  wcmsId: string | number;
  input: CareNavigationTryInput;
}>;


export type TryCareNavigationQuery = { tryCareNavigation: { ruleId: string | null, ruleName: string | null, groupName: string | null, priority: CareNavigationPriority | null } };

export type ConsoleWorkloadQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type ConsoleWorkloadQuery = { consoleWorkload: { wcmsId: string, open: number, oldestWaiting: string | null, today: { received: number, completed: number }, week: { received: number, completed: number }, byGroup: Array<{ groupId: string, name: string, open: number }>, byAssignee: Array<{ userId: string, name: string, open: number }>, dailyLimits: Array<{ requestType: RequestType, limit: number | null, usedToday: number }> } };

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

export type PatientPortalQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type PatientPortalQuery = { patientPortal: { wcmsId: string, practiceName: string, hiddenForGuests: number, pharmacyConditions: Array<PharmacyCondition>, pharmacyBookingUrl: string | null, categories: Array<{ id: string, title: string, services: Array<{ id: string, type: PortalServiceType, title: string, subtext: string, link: string | null, infoText: string }> }> } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type BookingLinksQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type BookingLinksQuery = { bookingLinks: Array<{ id: string, patientName: string | null, nhsNumber: string, mobile: string, appointmentType: string, clinician: string, location: string, practice: string, expiresOn: string, sentAt: string, status: BookingLinkStatus, appointment: { id: string, startTime: string, duration: number } | null }> };

export type BookingLinkOptionsQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type BookingLinkOptionsQuery = { getAppointmentSlotTypes: Array<{ id: string, name: string }>, getStaff: Array<{ id: string, title: string | null, forename: string, surname: string, active: boolean, consult: boolean }> };

export type SendBookingLinkMutationVariables = Exact<{
  wcmsId: string | number;
  input: SendBookingLinkInput;
}>;


export type SendBookingLinkMutation = { sendBookingLink: { id: string, mobile: string, status: BookingLinkStatus } };

export type ArrivedPatientsQueryVariables = Exact<{
  wcmsId: string | number;
}>;


export type ArrivedPatientsQuery = { arrivedPatients: Array<{ id: string, appointmentId: string, appointmentStart: string, patientName: string, method: string, arrivedAt: string, calledAt: string | null, waitingArea: string | null, readings: { systolic: number | null, diastolic: number | null, weight: number | null, height: number | null } | null, responses: Array<{ question: string, answer: string }> }> };

export type CallArrivedPatientMutationVariables = Exact<{
  wcmsId: string | number;
  arrivalId: string | number;
}>;


export type CallArrivedPatientMutation = { callArrivedPatient: { id: string, calledAt: string | null } };

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

export type UploadAlertsMutationVariables = Exact<{
  rows: Array<AlertRowInput> | AlertRowInput;
}>;


export type UploadAlertsMutation = { uploadAlerts: { uploadId: string, count: number, organisations: number } };

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

export type CrossOrganisationNavigationQueryVariables = Exact<{
  wcmsId: string | number;
  requestId: string | number;
}>;


export type CrossOrganisationNavigationQuery = { crossOrganisationNavigation: { requestId: string, sharingConsent: SharingConsent | null, sharingConsentRecordedBy: string | null, sharingConsentRecordedAt: string | null, destinations: Array<{ groupId: string, groupName: string, wcmsId: string, organisationName: string, agreement: DataSharingStatus | null }> } };

export type RecordSharingConsentMutationVariables = Exact<{
  wcmsId: string | number;
  requestId: string | number;
  consent: SharingConsent;
}>;


export type RecordSharingConsentMutation = { recordSharingConsent: { requestId: string, sharingConsent: SharingConsent | null, sharingConsentRecordedBy: string | null, sharingConsentRecordedAt: string | null } };

export type CareNavigateToOrganisationMutationVariables = Exact<{
  wcmsId: string | number;
  requestId: string | number;
  groupId: string | number;
  overrideReason?: string | null | undefined;
}>;


export type CareNavigateToOrganisationMutation = { careNavigateToOrganisation: { requestId: string, wcmsId: string, organisationName: string, groupName: string } };

export type AnnouncementsQueryVariables = Exact<{ [key: string]: never; }>;


export type AnnouncementsQuery = { announcements: Array<{ id: string, title: string, body: string, link: string | null, published: string | null }> | null };

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
export const ViewerFieldsFragmentDoc = new TypedDocumentString(`
    fragment ViewerFields on Viewer {
  userId
  email
  forename
  surname
  isSuperUser
  mayToggleSuperUserMode
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
    `, {"fragmentName":"ViewerFields"}) as unknown as TypedDocumentString<ViewerFieldsFragment, unknown>;
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
export const PortalSettingsFieldsFragmentDoc = new TypedDocumentString(`
    fragment PortalSettingsFields on PortalSettings {
  wcmsId
  categories {
    id
    title
    services {
      id
      type
      title
      subtext
      link
      loggedInOnly
      infoText
    }
  }
  pharmacyConditions
}
    `, {"fragmentName":"PortalSettingsFields"}) as unknown as TypedDocumentString<PortalSettingsFieldsFragment, unknown>;
export const ComposerTemplatesDocument = new TypedDocumentString(`
    query ComposerTemplates($wcmsId: ID!) {
  composerTemplates(wcmsId: $wcmsId) {
    id
    scope
    name
    text
  }
}
    `, {"hash":"sha256:d5debcfbf60728e195a96e2eb615e95df4949b0cd3da0efcdfa7eb354062fae3"}) as unknown as TypedDocumentString<ComposerTemplatesQuery, ComposerTemplatesQueryVariables>;
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
    `, {"hash":"sha256:3698310aaab7f76ea5c22e304fd985578fea43505928da257cb56cdd1b1c87fd"}) as unknown as TypedDocumentString<StaffNotificationsQuery, StaffNotificationsQueryVariables>;
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
    adhocVideoId
    subject
    read
    createdAt
  }
}
    `, {"hash":"sha256:9ba97f0cece2fa83abd0143c51823e4e856df267d08d42b978972b93384e20fc"}) as unknown as TypedDocumentString<ClinicianNotificationsQuery, ClinicianNotificationsQueryVariables>;
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
    `, {"hash":"sha256:9f888d52f3688334b9278884c9612f792d6e5577b62c56513522ec731d89cc19"}) as unknown as TypedDocumentString<OrganisationsQuery, OrganisationsQueryVariables>;
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
}`, {"hash":"sha256:1057103ab1288173fbc58d38db60c227e99113fd2c0b1d50800ef877e322214c"}) as unknown as TypedDocumentString<SearchPatientQuery, SearchPatientQueryVariables>;
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
}`, {"hash":"sha256:42fe55298b1986c3b8f4dd42c79d576d4a1a5eb0487ecefa4458c936fa93a3c6"}) as unknown as TypedDocumentString<GetPatientQuery, GetPatientQueryVariables>;
export const PrefillPatientIdCacheDocument = new TypedDocumentString(`
    mutation PrefillPatientIdCache($wcmsId: ID!, $nhsNumber: String!) {
  prefillPatientIdCache(wcmsId: $wcmsId, nhsNumber: $nhsNumber) {
    nhsNumber
    found
  }
}
    `, {"hash":"sha256:a35bcef49fa34253512905d58d88a27d922ed1ae61acc02794203c9b9de8cf1e"}) as unknown as TypedDocumentString<PrefillPatientIdCacheMutation, PrefillPatientIdCacheMutationVariables>;
export const StaffAlertsDocument = new TypedDocumentString(`
    query StaffAlerts($wcmsId: ID!) {
  staffAlerts(wcmsId: $wcmsId) {
    id
    wcmsId
    title
    message
    severity
    expiresOn
    createdAt
    acknowledgedAt
  }
}
    `, {"hash":"sha256:5eedf354f603bc056309065d20d01166b041eda5adaeb7d2ffe0f6455f57d448"}) as unknown as TypedDocumentString<StaffAlertsQuery, StaffAlertsQueryVariables>;
export const AcknowledgeStaffAlertDocument = new TypedDocumentString(`
    mutation AcknowledgeStaffAlert($wcmsId: ID!, $alertId: ID!) {
  acknowledgeStaffAlert(wcmsId: $wcmsId, alertId: $alertId) {
    id
    acknowledgedAt
  }
}
    `, {"hash":"sha256:05b8515b8f7212ee4670551446056424da51d22d37b6740c9b7a266f8590b1dd"}) as unknown as TypedDocumentString<AcknowledgeStaffAlertMutation, AcknowledgeStaffAlertMutationVariables>;
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
    `, {"hash":"sha256:a1f44bcb469357a10635ccfa4468d45f6c8bca8b5d62509c063c529bf9f4b046"}) as unknown as TypedDocumentString<StartAdhocVideoMutation, StartAdhocVideoMutationVariables>;
export const CompleteAdhocVideoDocument = new TypedDocumentString(`
    mutation CompleteAdhocVideo($id: ID!) {
  completeAdhocVideo(id: $id) {
    id
  }
}
    `, {"hash":"sha256:5f18e29ac5f04cfe4014a8410c8d41341bff294bf8844b389d2e2cfab09cff9b"}) as unknown as TypedDocumentString<CompleteAdhocVideoMutation, CompleteAdhocVideoMutationVariables>;
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
    `, {"hash":"sha256:a3f7cc850f937a74235978ba6ea4bed117c9be4d7bb784e552c5656c50346f35"}) as unknown as TypedDocumentString<VideoPatientSearchQuery, VideoPatientSearchQueryVariables>;
export const CanSendUnattachedDocument = new TypedDocumentString(`
    query CanSendUnattached($wcmsId: ID!) {
  canSendUnattached(wcmsId: $wcmsId)
}
    `, {"hash":"sha256:e42cf2211a7fb81a88d658981b2a3d5a97e019398076bdbb41eaf6b1bb250afa"}) as unknown as TypedDocumentString<CanSendUnattachedQuery, CanSendUnattachedQueryVariables>;
export const ViewerDocument = new TypedDocumentString(`
    query Viewer {
  viewer {
    ...ViewerFields
  }
}
    fragment ViewerFields on Viewer {
  userId
  email
  forename
  surname
  isSuperUser
  mayToggleSuperUserMode
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
}`, {"hash":"sha256:a5b861d9f1e8bc5a790eaff37e02954a607e9bb717fb0deda181ac9a50cc796d"}) as unknown as TypedDocumentString<ViewerQuery, ViewerQueryVariables>;
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
}`, {"hash":"sha256:401942839996dc1376c59fb6854ed84a2e95247c075068057d6267fb4ea1d112"}) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const IsUsingVpnDocument = new TypedDocumentString(`
    query IsUsingVPN {
  isUsingVPN
}
    `, {"hash":"sha256:1a025fa2a015488f368075274b774cf91d0e08b630aaaced5ddbcf46fb6e9c95"}) as unknown as TypedDocumentString<IsUsingVpnQuery, IsUsingVpnQueryVariables>;
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
    `, {"hash":"sha256:6fe6e51b18e24b1f1635238e98c72ff90b607542cdbbf0bdb6a1927316383677"}) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
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
    `, {"hash":"sha256:e01184eeb0e385a18342238ce240afeb21b3aca483b1259d0674215fa6ac371a"}) as unknown as TypedDocumentString<GetStaffQuery, GetStaffQueryVariables>;
export const GetAppointmentSlotTypesDocument = new TypedDocumentString(`
    query GetAppointmentSlotTypes($wcmsId: ID!) {
  getAppointmentSlotTypes(wcmsId: $wcmsId) {
    id
    name
  }
}
    `, {"hash":"sha256:33e7ddf46dfa154a33c8ffa54f81e58376d5fe4f8bca7db7b8116dc7cf2f78a1"}) as unknown as TypedDocumentString<GetAppointmentSlotTypesQuery, GetAppointmentSlotTypesQueryVariables>;
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
    `, {"hash":"sha256:ece1e4cadca23f058a6a4036c7feef01d5a801fa73f84031f050803b192f58f0"}) as unknown as TypedDocumentString<GetAvailableAppointmentsQuery, GetAvailableAppointmentsQueryVariables>;
export const GetPatientAppointmentsDocument = new TypedDocumentString(`
    query GetPatientAppointments($wcmsId: ID!, $nhsNumber: String!) {
  getPatientAppointments(wcmsId: $wcmsId, nhsNumber: $nhsNumber) {
    id
    startTime
    duration
    type
    status
    consultingStaff
  }
}
    `, {"hash":"sha256:72149db957f15081a601355a67fcf47e0126bae261c5ce38947bebf384510426"}) as unknown as TypedDocumentString<GetPatientAppointmentsQuery, GetPatientAppointmentsQueryVariables>;
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
    `, {"hash":"sha256:e06c73732027eafcb349644de7d8d2bd46cd37b65aceb3436a085fdd5a911185"}) as unknown as TypedDocumentString<BookAppointmentMutation, BookAppointmentMutationVariables>;
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
}`, {"hash":"sha256:73ddc34925d26bf24da154b423b0991e9e467b9431bee87b07567d92e841274a"}) as unknown as TypedDocumentString<GetTasksQuery, GetTasksQueryVariables>;
export const SendUnattachedItemDocument = new TypedDocumentString(`
    mutation SendUnattachedItem($wcmsId: ID!, $taskId: ID!) {
  sendUnattachedItem(wcmsId: $wcmsId, taskId: $taskId) {
    id
  }
}
    `, {"hash":"sha256:061cf76db5955aabed4683dbbdb267d2eec70c6afef344d8ec88f391f9160d32"}) as unknown as TypedDocumentString<SendUnattachedItemMutation, SendUnattachedItemMutationVariables>;
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
    `, {"hash":"sha256:72e3b44a925859241f16a718049c5d366964208b225057724edf728a4b981019"}) as unknown as TypedDocumentString<ConsoleAccessQuery, ConsoleAccessQueryVariables>;
export const UpdateClinicianNotificationsDocument = new TypedDocumentString(`
    mutation UpdateClinicianNotifications($wcmsId: ID!, $read: Boolean!) {
  updateClinicianNotifications(wcmsId: $wcmsId, read: $read) {
    id
    read
  }
}
    `, {"hash":"sha256:0081c2219653633113a289a6dbea21aafc1a2195ba52263b3ee1ba95bc15d43a"}) as unknown as TypedDocumentString<UpdateClinicianNotificationsMutation, UpdateClinicianNotificationsMutationVariables>;
export const SendFeedbackDocument = new TypedDocumentString(`
    mutation SendFeedback($wcmsId: ID!, $page: String!, $comment: String!) {
  sendFeedback(wcmsId: $wcmsId, page: $page, comment: $comment)
}
    `, {"hash":"sha256:78b11b831b662a4c231080b4a3f05eac346e73bdafb689eab7148785287d785e"}) as unknown as TypedDocumentString<SendFeedbackMutation, SendFeedbackMutationVariables>;
export const SetSuperUserModeDocument = new TypedDocumentString(`
    mutation SetSuperUserMode($on: Boolean!) {
  setSuperUserMode(on: $on) {
    ...ViewerFields
  }
}
    fragment ViewerFields on Viewer {
  userId
  email
  forename
  surname
  isSuperUser
  mayToggleSuperUserMode
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
}`, {"hash":"sha256:4f661468c60d8c39200e2ff2ad825a4ddca84bdd19f6e29e5694809d5a58d03f"}) as unknown as TypedDocumentString<SetSuperUserModeMutation, SetSuperUserModeMutationVariables>;
export const PersonalTemplatesDocument = new TypedDocumentString(`
    query PersonalTemplates {
  personalTemplates {
    id
    scope
    name
    text
    updatedAt
  }
}
    `, {"hash":"sha256:218ac17ce49fc5c6762de7660f309fdb7e530036624aca63a3eddf7f6446f4c4"}) as unknown as TypedDocumentString<PersonalTemplatesQuery, PersonalTemplatesQueryVariables>;
export const OrganisationTemplatesDocument = new TypedDocumentString(`
    query OrganisationTemplates($wcmsId: ID!) {
  organisationTemplates(wcmsId: $wcmsId) {
    id
    scope
    name
    text
    updatedAt
  }
}
    `, {"hash":"sha256:32111bc60eceda3aa3e0aa69f7b2f2e2ac12155e5efb094488ea7fb8617e5b9d"}) as unknown as TypedDocumentString<OrganisationTemplatesQuery, OrganisationTemplatesQueryVariables>;
export const CreatePersonalTemplateDocument = new TypedDocumentString(`
    mutation CreatePersonalTemplate($input: MessageTemplateInput!) {
  createPersonalTemplate(input: $input) {
    id
    name
  }
}
    `, {"hash":"sha256:bb69bd758efc2234e91e78b5b9ed76a563c4b9d60cecd3a0f30df5b19677d560"}) as unknown as TypedDocumentString<CreatePersonalTemplateMutation, CreatePersonalTemplateMutationVariables>;
export const UpdatePersonalTemplateDocument = new TypedDocumentString(`
    mutation UpdatePersonalTemplate($id: ID!, $input: MessageTemplateInput!) {
  updatePersonalTemplate(id: $id, input: $input) {
    id
    name
  }
}
    `, {"hash":"sha256:79118c51921140938759789d0abed6e98ff8c812a5cc1f7a8b0dcc9f202fa7a9"}) as unknown as TypedDocumentString<UpdatePersonalTemplateMutation, UpdatePersonalTemplateMutationVariables>;
export const DeletePersonalTemplateDocument = new TypedDocumentString(`
    mutation DeletePersonalTemplate($id: ID!) {
  deletePersonalTemplate(id: $id)
}
    `, {"hash":"sha256:5d0761509d0d0699c571fe52c3c9dd2ff1c6c8b2784dcd4945021c12b402433a"}) as unknown as TypedDocumentString<DeletePersonalTemplateMutation, DeletePersonalTemplateMutationVariables>;
export const CreateOrganisationTemplateDocument = new TypedDocumentString(`
    mutation CreateOrganisationTemplate($wcmsId: ID!, $input: MessageTemplateInput!) {
  createOrganisationTemplate(wcmsId: $wcmsId, input: $input) {
    id
    name
  }
}
    `, {"hash":"sha256:d2bc663866678de9e18915ba12e0e2e4f49d27538e7683945838049e0b583943"}) as unknown as TypedDocumentString<CreateOrganisationTemplateMutation, CreateOrganisationTemplateMutationVariables>;
export const UpdateOrganisationTemplateDocument = new TypedDocumentString(`
    mutation UpdateOrganisationTemplate($wcmsId: ID!, $id: ID!, $input: MessageTemplateInput!) {
  updateOrganisationTemplate(wcmsId: $wcmsId, id: $id, input: $input) {
    id
    name
  }
}
    `, {"hash":"sha256:6310b3c35ee06466b98c625bdbc3a561e87942a6dab0b6159430fd81a01b6f8e"}) as unknown as TypedDocumentString<UpdateOrganisationTemplateMutation, UpdateOrganisationTemplateMutationVariables>;
export const DeleteOrganisationTemplateDocument = new TypedDocumentString(`
    mutation DeleteOrganisationTemplate($wcmsId: ID!, $id: ID!) {
  deleteOrganisationTemplate(wcmsId: $wcmsId, id: $id)
}
    `, {"hash":"sha256:f08c69004adda75994543deac52933551c90e2bb97eaf465b349736e4b717ffd"}) as unknown as TypedDocumentString<DeleteOrganisationTemplateMutation, DeleteOrganisationTemplateMutationVariables>;
export const StartVisionLoginDocument = new TypedDocumentString(`
    mutation StartVisionLogin($wcmsId: ID!, $redirectUri: String!) {
  startVisionLogin(wcmsId: $wcmsId, redirectUri: $redirectUri) {
    url
  }
}
    `, {"hash":"sha256:67b9e1cfd11b94af18c9aa3c26342f85404b464365470ef08809ced802e7e46c"}) as unknown as TypedDocumentString<StartVisionLoginMutation, StartVisionLoginMutationVariables>;
export const CompleteVisionLoginDocument = new TypedDocumentString(`
    mutation CompleteVisionLogin($state: String!, $code: String, $error: String) {
  completeVisionLogin(state: $state, code: $code, error: $error) {
    wcmsId
    visionUser
    linkedAt
  }
}
    `, {"hash":"sha256:a66e6e45f571447237425d4ebc70c4e8b7ad8f0d4c56a319c0b4d9a3b0b41a70"}) as unknown as TypedDocumentString<CompleteVisionLoginMutation, CompleteVisionLoginMutationVariables>;
export const ConsoleArrivalsDocument = new TypedDocumentString(`
    query ConsoleArrivals($wcmsId: ID!) {
  consoleArrivals(wcmsId: $wcmsId) {
    waitingAreas {
      id
      name
      instructions
    }
    schedules {
      id
      staffId
      weekday
      allDay
      start
      end
      waitingAreaId
    }
    touchscreens {
      id
      name
      code
      infoMessage
      minutesEarly
      minutesLate
      licence
      devices
      location
      locationLock
      questions
      reviewResponse
      healthPod
    }
    staff {
      id
      name
    }
    locations
  }
}
    `, {"hash":"sha256:59de18e200e59f8e18ff9a636d3564a3fc629c1d3c01d97a6ae28fd2bfddb911"}) as unknown as TypedDocumentString<ConsoleArrivalsQuery, ConsoleArrivalsQueryVariables>;
export const ConsoleCallScreensDocument = new TypedDocumentString(`
    query ConsoleCallScreens($wcmsId: ID!) {
  consoleCallScreens(wcmsId: $wcmsId) {
    screens {
      id
      name
      code
      notificationSound
      announce
      nameFormat
      devices
    }
    newsItems {
      id
      text
      expiresOn
      screenIds
    }
  }
}
    `, {"hash":"sha256:4cd1cbce1c3cc0605580ba809603ce5f0417a2389dbba530e2df373f76a84f3e"}) as unknown as TypedDocumentString<ConsoleCallScreensQuery, ConsoleCallScreensQueryVariables>;
export const SaveWaitingAreaDocument = new TypedDocumentString(`
    mutation SaveWaitingArea($wcmsId: ID!, $id: ID, $input: WaitingAreaInput!) {
  saveWaitingArea(wcmsId: $wcmsId, id: $id, input: $input) {
    id
    name
  }
}
    `, {"hash":"sha256:0a1588b03f925d5094b6c356c58a9e9ecee081f3357e2867ab8d1a64bcc147c8"}) as unknown as TypedDocumentString<SaveWaitingAreaMutation, SaveWaitingAreaMutationVariables>;
export const DeleteWaitingAreaDocument = new TypedDocumentString(`
    mutation DeleteWaitingArea($wcmsId: ID!, $id: ID!) {
  deleteWaitingArea(wcmsId: $wcmsId, id: $id)
}
    `, {"hash":"sha256:2799aeebdaf07f9e4e562766204a69f34f0606210d457c218f035e81758077b1"}) as unknown as TypedDocumentString<DeleteWaitingAreaMutation, DeleteWaitingAreaMutationVariables>;
export const SaveStaffScheduleDocument = new TypedDocumentString(`
    mutation SaveStaffSchedule($wcmsId: ID!, $id: ID, $input: StaffScheduleInput!) {
  saveStaffSchedule(wcmsId: $wcmsId, id: $id, input: $input) {
    id
  }
}
    `, {"hash":"sha256:b5780690bf16cdc1ba7a533bf88942e074c3ee535655dfefa2310a8f07b5e287"}) as unknown as TypedDocumentString<SaveStaffScheduleMutation, SaveStaffScheduleMutationVariables>;
export const DeleteStaffScheduleDocument = new TypedDocumentString(`
    mutation DeleteStaffSchedule($wcmsId: ID!, $id: ID!) {
  deleteStaffSchedule(wcmsId: $wcmsId, id: $id)
}
    `, {"hash":"sha256:2e3c5619370ee7c958e608e9bfc8303eb775719503c42cb64916d03d10fb5be6"}) as unknown as TypedDocumentString<DeleteStaffScheduleMutation, DeleteStaffScheduleMutationVariables>;
export const SaveTouchscreenDocument = new TypedDocumentString(`
    mutation SaveTouchscreen($wcmsId: ID!, $id: ID, $input: TouchscreenInput!) {
  saveTouchscreen(wcmsId: $wcmsId, id: $id, input: $input) {
    id
    name
  }
}
    `, {"hash":"sha256:9ab390597d5e993d88230d410474cb435fa15883c654904078262347e5ffe077"}) as unknown as TypedDocumentString<SaveTouchscreenMutation, SaveTouchscreenMutationVariables>;
export const DeleteTouchscreenDocument = new TypedDocumentString(`
    mutation DeleteTouchscreen($wcmsId: ID!, $id: ID!) {
  deleteTouchscreen(wcmsId: $wcmsId, id: $id)
}
    `, {"hash":"sha256:bfcdf8ab50eadcf042616cd0deabb2314e2304296a900c316f1d435e191a4351"}) as unknown as TypedDocumentString<DeleteTouchscreenMutation, DeleteTouchscreenMutationVariables>;
export const SaveTvScreenDocument = new TypedDocumentString(`
    mutation SaveTvScreen($wcmsId: ID!, $id: ID, $input: TvScreenInput!) {
  saveTvScreen(wcmsId: $wcmsId, id: $id, input: $input) {
    id
    name
  }
}
    `, {"hash":"sha256:57e0e804182baeea49f1c065154e6ced8bf96c7f6e28babf014c7db6332c510a"}) as unknown as TypedDocumentString<SaveTvScreenMutation, SaveTvScreenMutationVariables>;
export const DeleteTvScreenDocument = new TypedDocumentString(`
    mutation DeleteTvScreen($wcmsId: ID!, $id: ID!) {
  deleteTvScreen(wcmsId: $wcmsId, id: $id)
}
    `, {"hash":"sha256:d41ab354ec0ac7a0b068e1dd159aabb8651c67b827a2c5e10837b131705c3690"}) as unknown as TypedDocumentString<DeleteTvScreenMutation, DeleteTvScreenMutationVariables>;
export const SaveNewsItemDocument = new TypedDocumentString(`
    mutation SaveNewsItem($wcmsId: ID!, $id: ID, $input: NewsItemInput!) {
  saveNewsItem(wcmsId: $wcmsId, id: $id, input: $input) {
    id
    text
  }
}
    `, {"hash":"sha256:040b477bc961203996560d0e866c564517364c9b3b3d5937983f72fe1702f616"}) as unknown as TypedDocumentString<SaveNewsItemMutation, SaveNewsItemMutationVariables>;
export const DeleteNewsItemDocument = new TypedDocumentString(`
    mutation DeleteNewsItem($wcmsId: ID!, $id: ID!) {
  deleteNewsItem(wcmsId: $wcmsId, id: $id)
}
    `, {"hash":"sha256:da34d7d910d5e8f8cfd226621f296bd3f74ce57111932cf4227bbd4e82880692"}) as unknown as TypedDocumentString<DeleteNewsItemMutation, DeleteNewsItemMutationVariables>;
export const ReportDocument = new TypedDocumentString(`
    query Report($wcmsId: ID!, $tab: ReportTab!, $from: String!, $to: String!, $search: String) {
  report(wcmsId: $wcmsId, tab: $tab, from: $from, to: $to, search: $search) {
    tab
    from
    to
    previousFrom
    previousTo
    figures {
      key
      unit
      value
      previous
    }
    tables {
      key
      kind
      unit
      rows {
        label
        value
        previous
      }
    }
    comments {
      at
      category
      text
    }
  }
}
    `, {"hash":"sha256:9623627f1ce9c2d395157d5599353c13e0a6d782543d864467e723018a20e34e"}) as unknown as TypedDocumentString<ReportQuery, ReportQueryVariables>;
export const ClinicalAgentsDocument = new TypedDocumentString(`
    query ClinicalAgents($wcmsId: ID!) {
  clinicalAgents(wcmsId: $wcmsId) {
    id
    hostname
    lastSeen
    approved
  }
}
    `, {"hash":"sha256:420b98232e5c3df7b7551e366e11d67b679f44828d43f8a67b3f3335b575bdc8"}) as unknown as TypedDocumentString<ClinicalAgentsQuery, ClinicalAgentsQueryVariables>;
export const ApproveClinicalAgentDocument = new TypedDocumentString(`
    mutation ApproveClinicalAgent($wcmsId: ID!, $id: ID!) {
  approveClinicalAgent(wcmsId: $wcmsId, id: $id) {
    id
    hostname
    lastSeen
    approved
  }
}
    `, {"hash":"sha256:fe95cf9fd4405ab9ad88ba02a4fd0945230de38c1877aca0405734bba687b0ca"}) as unknown as TypedDocumentString<ApproveClinicalAgentMutation, ApproveClinicalAgentMutationVariables>;
export const DeleteClinicalAgentDocument = new TypedDocumentString(`
    mutation DeleteClinicalAgent($wcmsId: ID!, $id: ID!) {
  deleteClinicalAgent(wcmsId: $wcmsId, id: $id)
}
    `, {"hash":"sha256:eff3002318eb1e0b3526bdd41e711e4013503302f77f9e313ceca4a7e890eb7b"}) as unknown as TypedDocumentString<DeleteClinicalAgentMutation, DeleteClinicalAgentMutationVariables>;
export const ConsoleDefaultAttachStaffDocument = new TypedDocumentString(`
    query ConsoleDefaultAttachStaff($wcmsId: ID!) {
  defaultAttachStaff(wcmsId: $wcmsId) {
    id
    staffId
    staffGuid
    name
    clinicalSystem
  }
}
    `, {"hash":"sha256:6d348e147e33f5770866131efebe194aa35f72302a527f9ebed40e61d8761016"}) as unknown as TypedDocumentString<ConsoleDefaultAttachStaffQuery, ConsoleDefaultAttachStaffQueryVariables>;
export const ConsoleUpdateDefaultAttachStaffDocument = new TypedDocumentString(`
    mutation ConsoleUpdateDefaultAttachStaff($input: DefaultAttachStaffInput!) {
  updateDefaultAttachStaff(input: $input) {
    id
    staffId
    staffGuid
    name
    clinicalSystem
  }
}
    `, {"hash":"sha256:1a4d37a80bd0d6bea26e9e1a60d447b46926b3b7276986e48b583cd8e3baeeeb"}) as unknown as TypedDocumentString<ConsoleUpdateDefaultAttachStaffMutation, ConsoleUpdateDefaultAttachStaffMutationVariables>;
export const ClinicalServerDetailsDocument = new TypedDocumentString(`
    query ClinicalServerDetails($wcmsId: ID!) {
  clinicalServerDetails(wcmsId: $wcmsId) {
    ip
    database
    gatewayHost
    port
    server
    siteCode
    username
    passwordSet
    apiPasswordSet
  }
}
    `, {"hash":"sha256:c72603ff4b02f91c924b7934c8b49c3dd376d01bf446bc30cae7863c1bf3b63b"}) as unknown as TypedDocumentString<ClinicalServerDetailsQuery, ClinicalServerDetailsQueryVariables>;
export const UpdateClinicalServerDetailsDocument = new TypedDocumentString(`
    mutation UpdateClinicalServerDetails($wcmsId: ID!, $input: ClinicalServerDetailsInput!) {
  updateClinicalServerDetails(wcmsId: $wcmsId, input: $input) {
    ip
    database
    gatewayHost
    port
    server
    siteCode
    username
    passwordSet
    apiPasswordSet
  }
}
    `, {"hash":"sha256:f2c50778631942e8b9f5feb83f12ad1932f8c82e05d09d39c68510ca20d7c307"}) as unknown as TypedDocumentString<UpdateClinicalServerDetailsMutation, UpdateClinicalServerDetailsMutationVariables>;
export const MobileArrivalSettingsDocument = new TypedDocumentString(`
    query MobileArrivalSettings($wcmsId: ID!) {
  mobileArrivalSettings(wcmsId: $wcmsId) {
    enabled
    infoMessage
    mapTilesUrl
    locations {
      id
      appointmentLocation
      latitude
      longitude
      distanceMetres
    }
  }
}
    `, {"hash":"sha256:7b19a48056787cc69dcbdbda6a17f1518e26a37048bb951ac40483446c22c9f0"}) as unknown as TypedDocumentString<MobileArrivalSettingsQuery, MobileArrivalSettingsQueryVariables>;
export const SaveMobileArrivalSettingsDocument = new TypedDocumentString(`
    mutation SaveMobileArrivalSettings($wcmsId: ID!, $input: MobileArrivalSettingsInput!) {
  saveMobileArrivalSettings(wcmsId: $wcmsId, input: $input) {
    enabled
    infoMessage
    mapTilesUrl
    locations {
      id
      appointmentLocation
      latitude
      longitude
      distanceMetres
    }
  }
}
    `, {"hash":"sha256:9c75bc8b20667ecf0937d996d21f3198fb46fea690e4e9aa6bbce619387ff319"}) as unknown as TypedDocumentString<SaveMobileArrivalSettingsMutation, SaveMobileArrivalSettingsMutationVariables>;
export const ConsoleDataSharingAgreementsDocument = new TypedDocumentString(`
    query ConsoleDataSharingAgreements($wcmsId: ID!) {
  consoleDataSharingAgreements(wcmsId: $wcmsId) {
    id
    side
    status
    proposerWcmsId
    proposerName
    recipientWcmsId
    recipientName
    proposedBy
    proposedAt
    decidedBy
    decidedAt
    endedBy
    endedAt
    canAccept
    canRefuse
    canEnd
  }
}
    `, {"hash":"sha256:6f82082dcf20864d702fa84957ddb3b84745336e82182cecfaf091a335503718"}) as unknown as TypedDocumentString<ConsoleDataSharingAgreementsQuery, ConsoleDataSharingAgreementsQueryVariables>;
export const ProposeDataSharingAgreementDocument = new TypedDocumentString(`
    mutation ProposeDataSharingAgreement($wcmsId: ID!, $recipientWcmsId: String!) {
  proposeDataSharingAgreement(wcmsId: $wcmsId, recipientWcmsId: $recipientWcmsId) {
    id
    recipientName
  }
}
    `, {"hash":"sha256:9d5f2d886bcd0444481c58e865db42c53a014692e40b210d03827dd35e1907eb"}) as unknown as TypedDocumentString<ProposeDataSharingAgreementMutation, ProposeDataSharingAgreementMutationVariables>;
export const DecideDataSharingAgreementDocument = new TypedDocumentString(`
    mutation DecideDataSharingAgreement($wcmsId: ID!, $agreementId: ID!, $decision: DataSharingDecision!) {
  decideDataSharingAgreement(
    wcmsId: $wcmsId
    agreementId: $agreementId
    decision: $decision
  ) {
    id
    status
  }
}
    `, {"hash":"sha256:8a57e0be6f31924ce9e144c0a76eea85be0748d783d2f0613f77be82082b5b36"}) as unknown as TypedDocumentString<DecideDataSharingAgreementMutation, DecideDataSharingAgreementMutationVariables>;
export const EndDataSharingAgreementDocument = new TypedDocumentString(`
    mutation EndDataSharingAgreement($wcmsId: ID!, $agreementId: ID!) {
  endDataSharingAgreement(wcmsId: $wcmsId, agreementId: $agreementId) {
    id
    status
  }
}
    `, {"hash":"sha256:00ef298c346cf917b67b395671e1ad552fc2e8bf7406654837fd12e4287e61dc"}) as unknown as TypedDocumentString<EndDataSharingAgreementMutation, EndDataSharingAgreementMutationVariables>;
export const InformationGovernanceDocument = new TypedDocumentString(`
    query InformationGovernance($wcmsId: ID!) {
  informationGovernance(wcmsId: $wcmsId) {
    wcmsId
    client {
      value
      unit
    }
    consult {
      value
      unit
    }
  }
}
    `, {"hash":"sha256:171c0279a7119a92b25a45ccd8fbe917b1bcba7c4c7e3a0327f9a2db9c3ac06c"}) as unknown as TypedDocumentString<InformationGovernanceQuery, InformationGovernanceQueryVariables>;
export const RetentionDeletionPreviewDocument = new TypedDocumentString(`
    query RetentionDeletionPreview($wcmsId: ID!, $input: InformationGovernanceInput!) {
  retentionDeletionPreview(wcmsId: $wcmsId, input: $input) {
    requests
    consults
  }
}
    `, {"hash":"sha256:e97f5bc94e92939332d2b528bcbea5fb7154070fdaf9849af69bb46475d7c787"}) as unknown as TypedDocumentString<RetentionDeletionPreviewQuery, RetentionDeletionPreviewQueryVariables>;
export const UpdateInformationGovernanceDocument = new TypedDocumentString(`
    mutation UpdateInformationGovernance($wcmsId: ID!, $input: InformationGovernanceInput!) {
  updateInformationGovernance(wcmsId: $wcmsId, input: $input) {
    wcmsId
    client {
      value
      unit
    }
    consult {
      value
      unit
    }
  }
}
    `, {"hash":"sha256:35514cd95cc8823062743f7d06e1be1cc2392169159f847eaca5683e3f67d4bd"}) as unknown as TypedDocumentString<UpdateInformationGovernanceMutation, UpdateInformationGovernanceMutationVariables>;
export const PortalSettingsDocument = new TypedDocumentString(`
    query PortalSettings($wcmsId: ID!) {
  portalSettings(wcmsId: $wcmsId) {
    ...PortalSettingsFields
  }
}
    fragment PortalSettingsFields on PortalSettings {
  wcmsId
  categories {
    id
    title
    services {
      id
      type
      title
      subtext
      link
      loggedInOnly
      infoText
    }
  }
  pharmacyConditions
}`, {"hash":"sha256:7dc80a2ac2ff9b542eef3a4fbdcce7dc49baee35a17c3731925953debcb7a1b7"}) as unknown as TypedDocumentString<PortalSettingsQuery, PortalSettingsQueryVariables>;
export const CreatePortalCategoryDocument = new TypedDocumentString(`
    mutation CreatePortalCategory($wcmsId: ID!, $title: String!) {
  createPortalCategory(wcmsId: $wcmsId, title: $title) {
    ...PortalSettingsFields
  }
}
    fragment PortalSettingsFields on PortalSettings {
  wcmsId
  categories {
    id
    title
    services {
      id
      type
      title
      subtext
      link
      loggedInOnly
      infoText
    }
  }
  pharmacyConditions
}`, {"hash":"sha256:3b37d6cb172decb43f60649a546327a93172ba3199080ef1fc63edac23592384"}) as unknown as TypedDocumentString<CreatePortalCategoryMutation, CreatePortalCategoryMutationVariables>;
export const RenamePortalCategoryDocument = new TypedDocumentString(`
    mutation RenamePortalCategory($wcmsId: ID!, $categoryId: ID!, $title: String!) {
  renamePortalCategory(wcmsId: $wcmsId, categoryId: $categoryId, title: $title) {
    ...PortalSettingsFields
  }
}
    fragment PortalSettingsFields on PortalSettings {
  wcmsId
  categories {
    id
    title
    services {
      id
      type
      title
      subtext
      link
      loggedInOnly
      infoText
    }
  }
  pharmacyConditions
}`, {"hash":"sha256:aa12e026e28e37f60a1587a142ca5795bba40f58f5e18693ebf55436ecf5fad1"}) as unknown as TypedDocumentString<RenamePortalCategoryMutation, RenamePortalCategoryMutationVariables>;
export const DeletePortalCategoryDocument = new TypedDocumentString(`
    mutation DeletePortalCategory($wcmsId: ID!, $categoryId: ID!) {
  deletePortalCategory(wcmsId: $wcmsId, categoryId: $categoryId) {
    ...PortalSettingsFields
  }
}
    fragment PortalSettingsFields on PortalSettings {
  wcmsId
  categories {
    id
    title
    services {
      id
      type
      title
      subtext
      link
      loggedInOnly
      infoText
    }
  }
  pharmacyConditions
}`, {"hash":"sha256:1b90226ad5424e3e7483dc0d50fde03ab84a2d3af4c04dfcd9494bdf34a5c4e1"}) as unknown as TypedDocumentString<DeletePortalCategoryMutation, DeletePortalCategoryMutationVariables>;
export const MovePortalCategoryDocument = new TypedDocumentString(`
    mutation MovePortalCategory($wcmsId: ID!, $categoryId: ID!, $direction: PortalMoveDirection!) {
  movePortalCategory(
    wcmsId: $wcmsId
    categoryId: $categoryId
    direction: $direction
  ) {
    ...PortalSettingsFields
  }
}
    fragment PortalSettingsFields on PortalSettings {
  wcmsId
  categories {
    id
    title
    services {
      id
      type
      title
      subtext
      link
      loggedInOnly
      infoText
    }
  }
  pharmacyConditions
}`, {"hash":"sha256:63158b058e17ca45f9f9bb1e1666ffb03d865640aede9880894e50823199946f"}) as unknown as TypedDocumentString<MovePortalCategoryMutation, MovePortalCategoryMutationVariables>;
export const CreatePortalServiceDocument = new TypedDocumentString(`
    mutation CreatePortalService($wcmsId: ID!, $categoryId: ID!, $input: PortalServiceInput!) {
  createPortalService(wcmsId: $wcmsId, categoryId: $categoryId, input: $input) {
    ...PortalSettingsFields
  }
}
    fragment PortalSettingsFields on PortalSettings {
  wcmsId
  categories {
    id
    title
    services {
      id
      type
      title
      subtext
      link
      loggedInOnly
      infoText
    }
  }
  pharmacyConditions
}`, {"hash":"sha256:0257800584227396fec352e372f38a023ea981a9e16bdca43db52bab69d3ca18"}) as unknown as TypedDocumentString<CreatePortalServiceMutation, CreatePortalServiceMutationVariables>;
export const UpdatePortalServiceDocument = new TypedDocumentString(`
    mutation UpdatePortalService($wcmsId: ID!, $serviceId: ID!, $input: PortalServiceInput!) {
  updatePortalService(wcmsId: $wcmsId, serviceId: $serviceId, input: $input) {
    ...PortalSettingsFields
  }
}
    fragment PortalSettingsFields on PortalSettings {
  wcmsId
  categories {
    id
    title
    services {
      id
      type
      title
      subtext
      link
      loggedInOnly
      infoText
    }
  }
  pharmacyConditions
}`, {"hash":"sha256:0325d9c55a38f31666dc037773959900df50db0aa078c2adcedaf594f89f4271"}) as unknown as TypedDocumentString<UpdatePortalServiceMutation, UpdatePortalServiceMutationVariables>;
export const DeletePortalServiceDocument = new TypedDocumentString(`
    mutation DeletePortalService($wcmsId: ID!, $serviceId: ID!) {
  deletePortalService(wcmsId: $wcmsId, serviceId: $serviceId) {
    ...PortalSettingsFields
  }
}
    fragment PortalSettingsFields on PortalSettings {
  wcmsId
  categories {
    id
    title
    services {
      id
      type
      title
      subtext
      link
      loggedInOnly
      infoText
    }
  }
  pharmacyConditions
}`, {"hash":"sha256:c7710983b483001ad1b6b8d8e741c39f969cc1851297dfbd7a549f87b00447b3"}) as unknown as TypedDocumentString<DeletePortalServiceMutation, DeletePortalServiceMutationVariables>;
export const MovePortalServiceDocument = new TypedDocumentString(`
    mutation MovePortalService($wcmsId: ID!, $serviceId: ID!, $direction: PortalMoveDirection!) {
  movePortalService(wcmsId: $wcmsId, serviceId: $serviceId, direction: $direction) {
    ...PortalSettingsFields
  }
}
    fragment PortalSettingsFields on PortalSettings {
  wcmsId
  categories {
    id
    title
    services {
      id
      type
      title
      subtext
      link
      loggedInOnly
      infoText
    }
  }
  pharmacyConditions
}`, {"hash":"sha256:e59824045d3ac0f4b91e6c54e872f41179bcc59390b0a73f4e130757486b8e3d"}) as unknown as TypedDocumentString<MovePortalServiceMutation, MovePortalServiceMutationVariables>;
export const SetPharmacyConditionsDocument = new TypedDocumentString(`
    mutation SetPharmacyConditions($wcmsId: ID!, $conditions: [PharmacyCondition!]!) {
  setPharmacyConditions(wcmsId: $wcmsId, conditions: $conditions) {
    ...PortalSettingsFields
  }
}
    fragment PortalSettingsFields on PortalSettings {
  wcmsId
  categories {
    id
    title
    services {
      id
      type
      title
      subtext
      link
      loggedInOnly
      infoText
    }
  }
  pharmacyConditions
}`, {"hash":"sha256:c2225bd20c478f4cf3a893860b76d8fce0684d22e0700f0fc61da70be4f8f400"}) as unknown as TypedDocumentString<SetPharmacyConditionsMutation, SetPharmacyConditionsMutationVariables>;
export const FftSettingsDocument = new TypedDocumentString(`
    query FftSettings($wcmsId: ID!) {
  fftSettings(wcmsId: $wcmsId) {
    requestTypes
    sendDelayDays
    appointmentOption
    invitationMethod
  }
}
    `, {"hash":"sha256:66ad3381e3f62f281a41c1a8f82d88fde348285e84f8c01fc4d705b360e71f42"}) as unknown as TypedDocumentString<FftSettingsQuery, FftSettingsQueryVariables>;
export const SaveFftSettingsDocument = new TypedDocumentString(`
    mutation SaveFftSettings($wcmsId: ID!, $input: FftSettingsInput!) {
  saveFftSettings(wcmsId: $wcmsId, input: $input) {
    requestTypes
    sendDelayDays
    appointmentOption
    invitationMethod
  }
}
    `, {"hash":"sha256:99e71a531d5261229183979e9591a59bcd4bfbab252377cc3fecf4365df3edb8"}) as unknown as TypedDocumentString<SaveFftSettingsMutation, SaveFftSettingsMutationVariables>;
export const ConsoleOutcomesDocument = new TypedDocumentString(`
    query ConsoleOutcomes($wcmsId: ID!) {
  consoleOutcomes(wcmsId: $wcmsId)
}
    `, {"hash":"sha256:1df6d0ea254f0d531aea3d69c2889772023dfd7460d2344b89446a1b2db7a5c2"}) as unknown as TypedDocumentString<ConsoleOutcomesQuery, ConsoleOutcomesQueryVariables>;
export const SaveOutcomesDocument = new TypedDocumentString(`
    mutation SaveOutcomes($wcmsId: ID!, $outcomes: [String!]!) {
  saveOutcomes(wcmsId: $wcmsId, outcomes: $outcomes)
}
    `, {"hash":"sha256:4ee5b1075fd972dbbd0072f36544e5684656b2d01946d06640d80cb1c696b316"}) as unknown as TypedDocumentString<SaveOutcomesMutation, SaveOutcomesMutationVariables>;
export const ConsoleAdminQueryTypesDocument = new TypedDocumentString(`
    query ConsoleAdminQueryTypes($wcmsId: ID!) {
  consoleAdminQueryTypes(wcmsId: $wcmsId)
}
    `, {"hash":"sha256:b505c97061ecd7520317edf5e73a446bd235855b20d7a6583897b583e944e550"}) as unknown as TypedDocumentString<ConsoleAdminQueryTypesQuery, ConsoleAdminQueryTypesQueryVariables>;
export const SaveAdminQueryTypesDocument = new TypedDocumentString(`
    mutation SaveAdminQueryTypes($wcmsId: ID!, $adminQueryTypes: [String!]!) {
  saveAdminQueryTypes(wcmsId: $wcmsId, adminQueryTypes: $adminQueryTypes)
}
    `, {"hash":"sha256:7ec6b61f014c4ea43414d9b07c995aec8285c09beb1d481c5aa7e3afb17bdee1"}) as unknown as TypedDocumentString<SaveAdminQueryTypesMutation, SaveAdminQueryTypesMutationVariables>;
export const ConsoleTranslationDocument = new TypedDocumentString(`
    query ConsoleTranslation($wcmsId: ID!) {
  consoleTranslation(wcmsId: $wcmsId) {
    wcmsId
    enabled
  }
}
    `, {"hash":"sha256:be16c46d450fcf09a70b6cc503b6171b37b844a95f701ed629882674077fedd7"}) as unknown as TypedDocumentString<ConsoleTranslationQuery, ConsoleTranslationQueryVariables>;
export const SaveTranslationSettingsDocument = new TypedDocumentString(`
    mutation SaveTranslationSettings($wcmsId: ID!, $enabled: Boolean!) {
  saveTranslationSettings(wcmsId: $wcmsId, enabled: $enabled) {
    wcmsId
    enabled
  }
}
    `, {"hash":"sha256:44fa9f5327ef1939a229b0565c221dd9e95889326d724b2cb6190281642eb4f7"}) as unknown as TypedDocumentString<SaveTranslationSettingsMutation, SaveTranslationSettingsMutationVariables>;
export const ConsoleDailyLimitsDocument = new TypedDocumentString(`
    query ConsoleDailyLimits($wcmsId: ID!) {
  consoleDailyLimits(wcmsId: $wcmsId) {
    requestType
    limit
    usedToday
  }
}
    `, {"hash":"sha256:6ffd5640112f7d361b0bb17c2da99cecfeb345c5b6c8c9d55bf744138e71b5b6"}) as unknown as TypedDocumentString<ConsoleDailyLimitsQuery, ConsoleDailyLimitsQueryVariables>;
export const SaveDailyLimitsDocument = new TypedDocumentString(`
    mutation SaveDailyLimits($wcmsId: ID!, $limits: [DailyLimitInput!]!) {
  saveDailyLimits(wcmsId: $wcmsId, limits: $limits) {
    requestType
    limit
    usedToday
  }
}
    `, {"hash":"sha256:5658602e41ed9ec28f6b0dd83adb4e24e3df0ce61f6cb5b279b66cb1ce84d75c"}) as unknown as TypedDocumentString<SaveDailyLimitsMutation, SaveDailyLimitsMutationVariables>;
export const ConsoleServiceHoursDocument = new TypedDocumentString(`
    query ConsoleServiceHours($wcmsId: ID!) {
  consoleServiceHours(wcmsId: $wcmsId) {
    wcmsId
    days {
      day
      start
      finish
    }
    inHoursNow
  }
}
    `, {"hash":"sha256:07d602ab21547de06215f01858f5dec663413db28de74286b85e33276b220a99"}) as unknown as TypedDocumentString<ConsoleServiceHoursQuery, ConsoleServiceHoursQueryVariables>;
export const SaveServiceHoursDocument = new TypedDocumentString(`
    mutation SaveServiceHours($wcmsId: ID!, $days: [ServiceHoursDayInput!]!) {
  saveServiceHours(wcmsId: $wcmsId, days: $days) {
    wcmsId
    days {
      day
      start
      finish
    }
    inHoursNow
  }
}
    `, {"hash":"sha256:52ae3d792e1591c2aeb9361b9a33e67eda66ffef94b16e112e14ad4d639a7ccb"}) as unknown as TypedDocumentString<SaveServiceHoursMutation, SaveServiceHoursMutationVariables>;
export const ConsoleConfirmationMessagesDocument = new TypedDocumentString(`
    query ConsoleConfirmationMessages($wcmsId: ID!) {
  consoleConfirmationMessages(wcmsId: $wcmsId) {
    wcmsId
    inHoursScreen
    outOfHoursScreen
    inHoursEmail
    outOfHoursEmail
  }
}
    `, {"hash":"sha256:dc36b7fce2b52e7b87fe057dd072a74b360f13711e6903d74f6d6796f0c3a936"}) as unknown as TypedDocumentString<ConsoleConfirmationMessagesQuery, ConsoleConfirmationMessagesQueryVariables>;
export const SaveConfirmationMessagesDocument = new TypedDocumentString(`
    mutation SaveConfirmationMessages($wcmsId: ID!, $messages: ConfirmationMessagesInput!) {
  saveConfirmationMessages(wcmsId: $wcmsId, messages: $messages) {
    wcmsId
    inHoursScreen
    outOfHoursScreen
    inHoursEmail
    outOfHoursEmail
  }
}
    `, {"hash":"sha256:c0a91418e9c7fe405d95c96bfd5220f332e47a96f5f2742fdc114fd956ce54aa"}) as unknown as TypedDocumentString<SaveConfirmationMessagesMutation, SaveConfirmationMessagesMutationVariables>;
export const TotalTriageConsoleSettingsDocument = new TypedDocumentString(`
    query TotalTriageConsoleSettings($wcmsId: ID!) {
  totalTriageConsoleSettings(wcmsId: $wcmsId) {
    available
    enabled
    minimumPatientAge
    preferences {
      text
      requestType
    }
  }
}
    `, {"hash":"sha256:4cfde1d78b0126dd27f55e9adf7978b974ab4dbd9c72dda1c2f7bf83676a1024"}) as unknown as TypedDocumentString<TotalTriageConsoleSettingsQuery, TotalTriageConsoleSettingsQueryVariables>;
export const SaveTotalTriageSettingsDocument = new TypedDocumentString(`
    mutation SaveTotalTriageSettings($wcmsId: ID!, $input: TotalTriageSettingsInput!) {
  saveTotalTriageSettings(wcmsId: $wcmsId, input: $input) {
    available
    enabled
    minimumPatientAge
    preferences {
      text
      requestType
    }
  }
}
    `, {"hash":"sha256:152bcbbf1a859028e1b241afa1e6219258373167cb8400080fa9754787f19677"}) as unknown as TypedDocumentString<SaveTotalTriageSettingsMutation, SaveTotalTriageSettingsMutationVariables>;
export const CareNavigationEditorDocument = new TypedDocumentString(`
    query CareNavigationEditor($wcmsId: ID!) {
  careNavigationEditor(wcmsId: $wcmsId) {
    rules {
      id
      name
      requestType
      patients
      medicalProblem
      adminQuery
      healthData
      questionnaire
      minAge
      minAgeUnit
      maxAge
      maxAgeUnit
      priority
      routeGroupId
      routeGroupName
      routeGroupActive
      enabled
      position
    }
    groups {
      id
      name
    }
    medicalProblems
    adminQueryTypes
  }
}
    `, {"hash":"sha256:d9d3b14a631c783b9215659e04105d7821dd2545d1915134f315071cb05ed751"}) as unknown as TypedDocumentString<CareNavigationEditorQuery, CareNavigationEditorQueryVariables>;
export const SaveCareNavigationRuleDocument = new TypedDocumentString(`
    mutation SaveCareNavigationRule($wcmsId: ID!, $id: ID, $input: CareNavigationRuleInput!) {
  saveCareNavigationRule(wcmsId: $wcmsId, id: $id, input: $input) {
    id
    name
  }
}
    `, {"hash":"sha256:05b49a391f67d0c405cfb21092645d1c1d595ab6713cde768541f374fb62568a"}) as unknown as TypedDocumentString<SaveCareNavigationRuleMutation, SaveCareNavigationRuleMutationVariables>;
export const DeleteCareNavigationRuleDocument = new TypedDocumentString(`
    mutation DeleteCareNavigationRule($wcmsId: ID!, $id: ID!) {
  deleteCareNavigationRule(wcmsId: $wcmsId, id: $id)
}
    `, {"hash":"sha256:cb7e70f1f1e233b83f061c44d0f10efb9beea70827085415853be8b8eeb24605"}) as unknown as TypedDocumentString<DeleteCareNavigationRuleMutation, DeleteCareNavigationRuleMutationVariables>;
export const ReorderCareNavigationRulesDocument = new TypedDocumentString(`
    mutation ReorderCareNavigationRules($wcmsId: ID!, $ids: [ID!]!) {
  reorderCareNavigationRules(wcmsId: $wcmsId, ids: $ids) {
    id
  }
}
    `, {"hash":"sha256:a7462a9ed38b87835d1507a82a65be7f0a26cf8a51ec80dad9f08e0e950ca2e4"}) as unknown as TypedDocumentString<ReorderCareNavigationRulesMutation, ReorderCareNavigationRulesMutationVariables>;
export const TryCareNavigationDocument = new TypedDocumentString(`
    query TryCareNavigation($wcmsId: ID!, $input: CareNavigationTryInput!) {
  tryCareNavigation(wcmsId: $wcmsId, input: $input) {
    ruleId
    ruleName
    groupName
    priority
  }
}
    `, {"hash":"sha256:2502bc277fca961be99d5a8201adf7d31c121f54bc2eb6530374ab427a47eb38"}) as unknown as TypedDocumentString<TryCareNavigationQuery, TryCareNavigationQueryVariables>;
export const ConsoleWorkloadDocument = new TypedDocumentString(`
    query ConsoleWorkload($wcmsId: ID!) {
  consoleWorkload(wcmsId: $wcmsId) {
    wcmsId
    today {
      received
      completed
    }
    week {
      received
      completed
    }
    open
    byGroup {
      groupId
      name
      open
    }
    byAssignee {
      userId
      name
      open
    }
    oldestWaiting
    dailyLimits {
      requestType
      limit
      usedToday
    }
  }
}
    `, {"hash":"sha256:b187118eb91a9951c83b53909b232267170ac10a4b462034e31f6b8bbd6c2a95"}) as unknown as TypedDocumentString<ConsoleWorkloadQuery, ConsoleWorkloadQueryVariables>;
export const OrganisationTwoFactorDocument = new TypedDocumentString(`
    query OrganisationTwoFactor {
  organisations {
    wcmsId
    name
    role
    twoFactorMandate
  }
}
    `, {"hash":"sha256:85ea4f476aa9352f568174e8aec30ad7969de46c1bb5ccf3a907e1d01d79953c"}) as unknown as TypedDocumentString<OrganisationTwoFactorQuery, OrganisationTwoFactorQueryVariables>;
export const SetTwoFactorMandateDocument = new TypedDocumentString(`
    mutation SetTwoFactorMandate($wcmsId: ID!, $method: TwoFactorCodeType) {
  setTwoFactorMandate(wcmsId: $wcmsId, method: $method) {
    wcmsId
    twoFactorMandate
  }
}
    `, {"hash":"sha256:294752344a5fdc7e6e697c677890e85b495af3bed751689d4299f0901cc44164"}) as unknown as TypedDocumentString<SetTwoFactorMandateMutation, SetTwoFactorMandateMutationVariables>;
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
    `, {"hash":"sha256:6cdf92429640f5a4c125ba9671775caa77ebdaa520f96af535952258d31c49d5"}) as unknown as TypedDocumentString<ConsoleCoveringQuery, ConsoleCoveringQueryVariables>;
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
    `, {"hash":"sha256:855a62e51f1b344e42512ceb712528c375a583775e84ca32de66682a02406170"}) as unknown as TypedDocumentString<SetStaffCoveringMutation, SetStaffCoveringMutationVariables>;
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
    `, {"hash":"sha256:a16cb9d1e43acd8a85650aab80756c0d065cd03973ee7d7abf99c3be2113dd27"}) as unknown as TypedDocumentString<ConsoleGroupsQuery, ConsoleGroupsQueryVariables>;
export const CreateGroupDocument = new TypedDocumentString(`
    mutation CreateGroup($wcmsId: ID!, $name: String!) {
  createGroup(wcmsId: $wcmsId, name: $name) {
    id
    name
  }
}
    `, {"hash":"sha256:50e7b16eecf134750e4ecae1c8f7fd13e48ef0804753dac88e5bfb2f8492b44d"}) as unknown as TypedDocumentString<CreateGroupMutation, CreateGroupMutationVariables>;
export const RenameGroupDocument = new TypedDocumentString(`
    mutation RenameGroup($wcmsId: ID!, $groupId: ID!, $name: String!) {
  renameGroup(wcmsId: $wcmsId, groupId: $groupId, name: $name) {
    id
    name
  }
}
    `, {"hash":"sha256:3a405ff10562652a3be32dd27b44827d0a14914e9bc7b9ffc470a9fc9f963735"}) as unknown as TypedDocumentString<RenameGroupMutation, RenameGroupMutationVariables>;
export const SetGroupActiveDocument = new TypedDocumentString(`
    mutation SetGroupActive($wcmsId: ID!, $groupId: ID!, $active: Boolean!) {
  setGroupActive(wcmsId: $wcmsId, groupId: $groupId, active: $active) {
    id
    active
  }
}
    `, {"hash":"sha256:3ae5577ee3f9dc73fd223099d3972b19ad654f76a7a503f3a104409e71e7e212"}) as unknown as TypedDocumentString<SetGroupActiveMutation, SetGroupActiveMutationVariables>;
export const SetGroupMembersDocument = new TypedDocumentString(`
    mutation SetGroupMembers($wcmsId: ID!, $groupId: ID!, $userIds: [ID!]!) {
  setGroupMembers(wcmsId: $wcmsId, groupId: $groupId, userIds: $userIds) {
    id
  }
}
    `, {"hash":"sha256:63c5af4e77e821e877fb0f73f058b4e5297385ec9eb7358a7384626c213a2b00"}) as unknown as TypedDocumentString<SetGroupMembersMutation, SetGroupMembersMutationVariables>;
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
    `, {"hash":"sha256:4a004019ce64a8db0acc7cae1ae6fed46e19f335333f8fed7c635478557c250a"}) as unknown as TypedDocumentString<ShareGroupMutation, ShareGroupMutationVariables>;
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
    `, {"hash":"sha256:7550f1985d8012aa4a9fba826f55b79c9b4f3c5a9b072f7b36827f1354a47f52"}) as unknown as TypedDocumentString<ConsoleStaffQuery, ConsoleStaffQueryVariables>;
export const InviteStaffMemberDocument = new TypedDocumentString(`
    mutation InviteStaffMember($wcmsId: ID!, $input: InviteStaffInput!) {
  inviteStaffMember(wcmsId: $wcmsId, input: $input) {
    userId
    displayName
  }
}
    `, {"hash":"sha256:8538a229088928057e8384ef516b543471e88e0703281f3b9a944af4c1cfa0f5"}) as unknown as TypedDocumentString<InviteStaffMemberMutation, InviteStaffMemberMutationVariables>;
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
    `, {"hash":"sha256:9bb839f64124257d66dee9c83d2e370d4961b2ac0ac7333ca3b20863b517a738"}) as unknown as TypedDocumentString<UpdateStaffMemberMutation, UpdateStaffMemberMutationVariables>;
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
    `, {"hash":"sha256:08dc74efd297a9723607ec15028e41719185d726b560dfd726d1b6e03a41426a"}) as unknown as TypedDocumentString<ShareStaffMemberMutation, ShareStaffMemberMutationVariables>;
export const RemoveStaffMemberDocument = new TypedDocumentString(`
    mutation RemoveStaffMember($wcmsId: ID!, $userId: ID!) {
  removeStaffMember(wcmsId: $wcmsId, userId: $userId)
}
    `, {"hash":"sha256:f0918fc484c78ce8f6f71f21fbc0f6fe9eef0a862012cad90c431685a5576697"}) as unknown as TypedDocumentString<RemoveStaffMemberMutation, RemoveStaffMemberMutationVariables>;
export const PatientPortalDocument = new TypedDocumentString(`
    query PatientPortal($wcmsId: ID!) {
  patientPortal(wcmsId: $wcmsId) {
    wcmsId
    practiceName
    hiddenForGuests
    pharmacyConditions
    pharmacyBookingUrl
    categories {
      id
      title
      services {
        id
        type
        title
        subtext
        link
        infoText
      }
    }
  }
}
    `, {"hash":"sha256:70c7df69b4c87585d5065cffe3a3ee3f4c6e147fcbfee5fa93cbb74ad28b71c8"}) as unknown as TypedDocumentString<PatientPortalQuery, PatientPortalQueryVariables>;
export const RequestPasswordResetDocument = new TypedDocumentString(`
    mutation RequestPasswordReset($email: String!) {
  requestPasswordReset(email: $email)
}
    `, {"hash":"sha256:5ac89982dc149995bab85b93caab9976bbc3fd5994fbf4173153f8686dba9d72"}) as unknown as TypedDocumentString<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const BookingLinksDocument = new TypedDocumentString(`
    query BookingLinks($wcmsId: ID!) {
  bookingLinks(wcmsId: $wcmsId) {
    id
    patientName
    nhsNumber
    mobile
    appointmentType
    clinician
    location
    practice
    expiresOn
    sentAt
    status
    appointment {
      id
      startTime
      duration
    }
  }
}
    `, {"hash":"sha256:0f6944f9f461ed626d28b581b05c16ca659ace97ac6a8d3a967d4236fa294f86"}) as unknown as TypedDocumentString<BookingLinksQuery, BookingLinksQueryVariables>;
export const BookingLinkOptionsDocument = new TypedDocumentString(`
    query BookingLinkOptions($wcmsId: ID!) {
  getAppointmentSlotTypes(wcmsId: $wcmsId) {
    id
    name
  }
  getStaff(wcmsId: $wcmsId) {
    id
    title
    forename
    surname
    active
    consult
  }
}
    `, {"hash":"sha256:b482120c8eefcc4d20fb96a87445eda0444725d16c29e5235cdb72b4fca876d8"}) as unknown as TypedDocumentString<BookingLinkOptionsQuery, BookingLinkOptionsQueryVariables>;
export const SendBookingLinkDocument = new TypedDocumentString(`
    mutation SendBookingLink($wcmsId: ID!, $input: SendBookingLinkInput!) {
  sendBookingLink(wcmsId: $wcmsId, input: $input) {
    id
    mobile
    status
  }
}
    `, {"hash":"sha256:a0e8326930464a56d202d7e3ab11fdf417845f5b4d4c09e0a638e0f29c4d8c23"}) as unknown as TypedDocumentString<SendBookingLinkMutation, SendBookingLinkMutationVariables>;
export const ArrivedPatientsDocument = new TypedDocumentString(`
    query ArrivedPatients($wcmsId: ID!) {
  arrivedPatients(wcmsId: $wcmsId) {
    id
    appointmentId
    appointmentStart
    patientName
    method
    arrivedAt
    calledAt
    waitingArea
    readings {
      systolic
      diastolic
      weight
      height
    }
    responses {
      question
      answer
    }
  }
}
    `, {"hash":"sha256:c91b775f8157cb20f9c5248cc5df9dc251da8d29a33102c6ed1fdde5a506a262"}) as unknown as TypedDocumentString<ArrivedPatientsQuery, ArrivedPatientsQueryVariables>;
export const CallArrivedPatientDocument = new TypedDocumentString(`
    mutation CallArrivedPatient($wcmsId: ID!, $arrivalId: ID!) {
  callArrivedPatient(wcmsId: $wcmsId, arrivalId: $arrivalId) {
    id
    calledAt
  }
}
    `, {"hash":"sha256:b55de4b1ab23b21b1100fe8dbbd037d510041c8ccda3d4cface3171317359e8b"}) as unknown as TypedDocumentString<CallArrivedPatientMutation, CallArrivedPatientMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($token: String!, $password: String!, $passwordConfirmation: String!) {
  resetPassword(
    token: $token
    password: $password
    passwordConfirmation: $passwordConfirmation
  )
}
    `, {"hash":"sha256:e68ced3704c79dc750b8fd72168f68c1e002e43e95c2d14e84fdcc79da0343b3"}) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
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
    `, {"hash":"sha256:c6acc98d944789fa35c6db41e57a6bb9cea3a1d8437247666456f46e5535bd2d"}) as unknown as TypedDocumentString<UnattachedItemsQuery, UnattachedItemsQueryVariables>;
export const DeleteUnattachedRequestDocument = new TypedDocumentString(`
    mutation DeleteUnattachedRequest($wcmsId: ID!, $messageId: ID!) {
  deleteUnattachedRequest(wcmsId: $wcmsId, messageId: $messageId) {
    entityId
    wcmsId
  }
}
    `, {"hash":"sha256:8c2325c6c2008191c2a70431661cc4c7d0df3283637d0a0ba4f0f96f46a75604"}) as unknown as TypedDocumentString<DeleteUnattachedRequestMutation, DeleteUnattachedRequestMutationVariables>;
export const DeleteRetryTasksDocument = new TypedDocumentString(`
    mutation DeleteRetryTasks($wcmsId: ID!, $messageId: ID!) {
  deleteRetryTasks(wcmsId: $wcmsId, messageId: $messageId) {
    entityId
    wcmsId
  }
}
    `, {"hash":"sha256:dfec06c3d05d8381b849e64132a65716d06616f57aaef275bd866572bb079aeb"}) as unknown as TypedDocumentString<DeleteRetryTasksMutation, DeleteRetryTasksMutationVariables>;
export const UploadAlertsDocument = new TypedDocumentString(`
    mutation UploadAlerts($rows: [AlertRowInput!]!) {
  uploadAlerts(rows: $rows) {
    uploadId
    count
    organisations
  }
}
    `, {"hash":"sha256:8989ed01519e183708451e8357bf60cd66edb2481aaf250a67a15d14a75fe58f"}) as unknown as TypedDocumentString<UploadAlertsMutation, UploadAlertsMutationVariables>;
export const RegistrationDocument = new TypedDocumentString(`
    query Registration($token: String!) {
  registration(token: $token) {
    email
    organisationName
    forename
    surname
  }
}
    `, {"hash":"sha256:be55d75eb50137def8af4e96e64904fa234d01145e2aaa28cabbac5d267c037f"}) as unknown as TypedDocumentString<RegistrationQuery, RegistrationQueryVariables>;
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
}`, {"hash":"sha256:da29ae1ae629de644231008dcccebade476d5fe2a5098e7c5c816d849a7081ae"}) as unknown as TypedDocumentString<RegisterMutation, RegisterMutationVariables>;
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
    `, {"hash":"sha256:70beb20f8cc6ca9fa544d6bff2b851ad81cd2c9d93b33722a5711b111a8bc220"}) as unknown as TypedDocumentString<ConfigQuery, ConfigQueryVariables>;
export const MainVersionDocument = new TypedDocumentString(`
    query MainVersion {
  version
}
    `, {"hash":"sha256:23efc3dbf258b769a656c20482fb65c405a1f94db0525b4a66b7709df9ee287c"}) as unknown as TypedDocumentString<MainVersionQuery, MainVersionQueryVariables>;
export const RecordIm1TransactionDocument = new TypedDocumentString(`
    mutation RecordIm1Transaction($input: TransactionLogInput!) {
  recordIm1Transaction(input: $input) {
    id
  }
}
    `, {"hash":"sha256:dc2041e0cb4889e85028d9ce63008cc7ecd5439e542831cb5c4246c01ad7f114"}) as unknown as TypedDocumentString<RecordIm1TransactionMutation, RecordIm1TransactionMutationVariables>;
export const CrossOrganisationNavigationDocument = new TypedDocumentString(`
    query CrossOrganisationNavigation($wcmsId: ID!, $requestId: ID!) {
  crossOrganisationNavigation(wcmsId: $wcmsId, requestId: $requestId) {
    requestId
    sharingConsent
    sharingConsentRecordedBy
    sharingConsentRecordedAt
    destinations {
      groupId
      groupName
      wcmsId
      organisationName
      agreement
    }
  }
}
    `, {"hash":"sha256:1505695264cd17601a480ee36f3ce0fe6fda9f0e299ed88d5032c7a46cb680cc"}) as unknown as TypedDocumentString<CrossOrganisationNavigationQuery, CrossOrganisationNavigationQueryVariables>;
export const RecordSharingConsentDocument = new TypedDocumentString(`
    mutation RecordSharingConsent($wcmsId: ID!, $requestId: ID!, $consent: SharingConsent!) {
  recordSharingConsent(wcmsId: $wcmsId, requestId: $requestId, consent: $consent) {
    requestId
    sharingConsent
    sharingConsentRecordedBy
    sharingConsentRecordedAt
  }
}
    `, {"hash":"sha256:696e394ab08298a19ac83d7cf063de2d5e5591a2c0180c7780e2f87e7333567f"}) as unknown as TypedDocumentString<RecordSharingConsentMutation, RecordSharingConsentMutationVariables>;
export const CareNavigateToOrganisationDocument = new TypedDocumentString(`
    mutation CareNavigateToOrganisation($wcmsId: ID!, $requestId: ID!, $groupId: ID!, $overrideReason: String) {
  careNavigateToOrganisation(
    wcmsId: $wcmsId
    requestId: $requestId
    groupId: $groupId
    overrideReason: $overrideReason
  ) {
    requestId
    wcmsId
    organisationName
    groupName
  }
}
    `, {"hash":"sha256:437cdbfd37fa74756f54e7b36bbedfc7dc6f9cec40d3ad502e1c1b6d1c0e0a49"}) as unknown as TypedDocumentString<CareNavigateToOrganisationMutation, CareNavigateToOrganisationMutationVariables>;
export const AnnouncementsDocument = new TypedDocumentString(`
    query Announcements {
  announcements {
    id
    title
    body
    link
    published
  }
}
    `, {"hash":"sha256:1911d2e03189db73b4edeb9f0f1f4b8055418d8ead68803b6c457c95abef475b"}) as unknown as TypedDocumentString<AnnouncementsQuery, AnnouncementsQueryVariables>;