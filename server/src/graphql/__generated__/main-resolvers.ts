import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GraphQLContext } from '../../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 8601 date-time string, UTC. */
  DateTime: { input: string; output: string; }
};

export type Address = {
  __typename?: 'Address';
  address1?: Maybe<Scalars['String']['output']>;
  address2?: Maybe<Scalars['String']['output']>;
  address3?: Maybe<Scalars['String']['output']>;
  address4?: Maybe<Scalars['String']['output']>;
  address5?: Maybe<Scalars['String']['output']>;
  postcode?: Maybe<Scalars['String']['output']>;
};

export type AgeUnit =
  | 'months'
  | 'weeks'
  | 'years';

/** One row of the alerts CSV, as the file has it (validated again on the server). */
export type AlertRowInput = {
  /** YYYY-MM-DD (a UK day, inclusive), or empty for none. */
  expires: Scalars['String']['input'];
  message: Scalars['String']['input'];
  /** The organisation's wcms id. */
  organisation: Scalars['String']['input'];
  /** information, warning or urgent. */
  severity: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type AlertSeverity =
  | 'information'
  | 'urgent'
  | 'warning';

export type AlertUpload = {
  __typename?: 'AlertUpload';
  count: Scalars['Int']['output'];
  organisations: Scalars['Int']['output'];
  uploadId: Scalars['ID']['output'];
};

/** One item of the announcements feed. */
export type Announcement = {
  __typename?: 'Announcement';
  body: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** An http(s) link to read more, if the feed gives one. */
  link?: Maybe<Scalars['String']['output']>;
  published?: Maybe<Scalars['DateTime']['output']>;
  title: Scalars['String']['output'];
};

export type Appointment = {
  __typename?: 'Appointment';
  arrivalTime?: Maybe<Scalars['DateTime']['output']>;
  consultingStaff?: Maybe<Scalars['String']['output']>;
  consultingStaffId?: Maybe<Scalars['ID']['output']>;
  duration: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isTelephoneAppointment: Scalars['Boolean']['output'];
  isVideoAppointment: Scalars['Boolean']['output'];
  patient?: Maybe<Patient>;
  preventSelfCheckIn: Scalars['Boolean']['output'];
  session?: Maybe<Scalars['String']['output']>;
  sessionHolders: Array<Scalars['String']['output']>;
  startTime: Scalars['DateTime']['output'];
  status: Scalars['String']['output'];
  type?: Maybe<Scalars['String']['output']>;
};

export type AppointmentOwner = {
  __typename?: 'AppointmentOwner';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ArrivalReadings = {
  __typename?: 'ArrivalReadings';
  diastolic?: Maybe<Scalars['Int']['output']>;
  /** cm */
  height?: Maybe<Scalars['Int']['output']>;
  /** mmHg */
  systolic?: Maybe<Scalars['Int']['output']>;
  /** kg */
  weight?: Maybe<Scalars['Float']['output']>;
};

export type ArrivalResponse = {
  __typename?: 'ArrivalResponse';
  /** yes or no */
  answer: Scalars['String']['output'];
  question: Scalars['String']['output'];
};

export type ArrivedPatient = {
  __typename?: 'ArrivedPatient';
  appointmentId: Scalars['ID']['output'];
  appointmentStart: Scalars['DateTime']['output'];
  arrivedAt: Scalars['DateTime']['output'];
  calledAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  method: Scalars['String']['output'];
  patientName: Scalars['String']['output'];
  /** Health pod readings entered at the kiosk, when any. */
  readings?: Maybe<ArrivalReadings>;
  /** The questionnaire's answers, given only when the touchscreen has review response on. */
  responses: Array<ArrivalResponse>;
  waitingArea?: Maybe<Scalars['String']['output']>;
};

export type AuditInput = {
  application?: InputMaybe<Scalars['String']['input']>;
  clientVersion?: InputMaybe<Scalars['String']['input']>;
  userAgent?: InputMaybe<Scalars['String']['input']>;
  wcmsId?: InputMaybe<Scalars['String']['input']>;
};

export type AutoSignIn = {
  __typename?: 'AutoSignIn';
  id: Scalars['ID']['output'];
  userId: Scalars['ID']['output'];
};

export type BookingLink = {
  __typename?: 'BookingLink';
  /** The appointment the patient booked with the link. */
  appointment?: Maybe<BookingLinkAppointment>;
  appointmentType: Scalars['String']['output'];
  clinician: Scalars['String']['output'];
  /** YYYY-MM-DD (UK day): the last day the link books. */
  expiresOn: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  location: Scalars['String']['output'];
  mobile: Scalars['String']['output'];
  nhsNumber: Scalars['String']['output'];
  /** The patient's name in the clinical system (null when no longer found). */
  patientName?: Maybe<Scalars['String']['output']>;
  practice: Scalars['String']['output'];
  sentAt: Scalars['DateTime']['output'];
  slotTypeId: Scalars['ID']['output'];
  staffId: Scalars['ID']['output'];
  status: BookingLinkStatus;
};

export type BookingLinkAppointment = {
  __typename?: 'BookingLinkAppointment';
  duration: Scalars['Int']['output'];
  /** The clinical system's appointment id. */
  id: Scalars['ID']['output'];
  startTime: Scalars['DateTime']['output'];
};

/** open: not used and not expired; booked: the patient booked a slot with it; expired: past its expiry date, unused. */
export type BookingLinkStatus =
  | 'booked'
  | 'expired'
  | 'open';

export type CareNavigationEditor = {
  __typename?: 'CareNavigationEditor';
  adminQueryTypes: Array<Scalars['String']['output']>;
  /** The organisation's active groups a rule can route to. */
  groups: Array<CareNavigationGroupOption>;
  medicalProblems: Array<Scalars['String']['output']>;
  /** In the order they are tried. */
  rules: Array<CareNavigationRule>;
};

export type CareNavigationGroupOption = {
  __typename?: 'CareNavigationGroupOption';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

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

export type CareNavigationResult = {
  __typename?: 'CareNavigationResult';
  groupName: Scalars['String']['output'];
  organisationName: Scalars['String']['output'];
  requestId: Scalars['ID']['output'];
  wcmsId: Scalars['ID']['output'];
};

export type CareNavigationRule = {
  __typename?: 'CareNavigationRule';
  /** null: any admin query. */
  adminQuery?: Maybe<Scalars['String']['output']>;
  enabled: Scalars['Boolean']['output'];
  /** blood_pressure, weight or height; null: any. */
  healthData?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  maxAge?: Maybe<Scalars['Int']['output']>;
  maxAgeUnit: AgeUnit;
  /** null: any medical problem. */
  medicalProblem?: Maybe<Scalars['String']['output']>;
  minAge?: Maybe<Scalars['Int']['output']>;
  minAgeUnit: AgeUnit;
  name: Scalars['String']['output'];
  patients: CareNavigationPatients;
  /** 1 is tried first. */
  position: Scalars['Int']['output'];
  priority: CareNavigationPriority;
  /** A questionnaire's title; null: any. */
  questionnaire?: Maybe<Scalars['String']['output']>;
  requestType: CareNavigationRequestType;
  /** False when the group was deleted (deactivated): the rule is passed over. */
  routeGroupActive: Scalars['Boolean']['output'];
  routeGroupId: Scalars['ID']['output'];
  routeGroupName: Scalars['String']['output'];
};

export type CareNavigationRuleInput = {
  adminQuery?: InputMaybe<Scalars['String']['input']>;
  enabled: Scalars['Boolean']['input'];
  healthData?: InputMaybe<Scalars['String']['input']>;
  maxAge?: InputMaybe<Scalars['Int']['input']>;
  maxAgeUnit: AgeUnit;
  medicalProblem?: InputMaybe<Scalars['String']['input']>;
  minAge?: InputMaybe<Scalars['Int']['input']>;
  minAgeUnit: AgeUnit;
  name: Scalars['String']['input'];
  patients: CareNavigationPatients;
  priority: Scalars['String']['input'];
  questionnaire?: InputMaybe<Scalars['String']['input']>;
  requestType: CareNavigationRequestType;
  routeGroupId?: InputMaybe<Scalars['ID']['input']>;
};

export type CareNavigationTryInput = {
  adminQuery?: InputMaybe<Scalars['String']['input']>;
  /** The sample patient's age (null: unknown). */
  age?: InputMaybe<Scalars['Int']['input']>;
  ageUnit: AgeUnit;
  healthData?: InputMaybe<Scalars['String']['input']>;
  medicalProblem?: InputMaybe<Scalars['String']['input']>;
  questionnaire?: InputMaybe<Scalars['String']['input']>;
  requestType: CareNavigationRequestType;
  sex: CareNavigationPatients;
};

/** What the routing function real requests use decides for a sample patient and request. */
export type CareNavigationTryResult = {
  __typename?: 'CareNavigationTryResult';
  groupName?: Maybe<Scalars['String']['output']>;
  priority?: Maybe<CareNavigationPriority>;
  /** null: no rule fires. */
  ruleId?: Maybe<Scalars['ID']['output']>;
  ruleName?: Maybe<Scalars['String']['output']>;
};

/** A desktop integration agent (spec §3 Agent): hostname, last seen, approved. */
export type ClinicalAgent = {
  __typename?: 'ClinicalAgent';
  approved: Scalars['Boolean']['output'];
  hostname: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastSeen: Scalars['DateTime']['output'];
};

export type ClinicalAgentCheckIn = {
  __typename?: 'ClinicalAgentCheckIn';
  approved: Scalars['Boolean']['output'];
  /** Why the agent may not connect, when it may not ('Clinical agent connect failure: ...'). */
  error?: Maybe<Scalars['String']['output']>;
};

export type ClinicalCode = {
  __typename?: 'ClinicalCode';
  dataValue?: Maybe<CodeDataValue>;
  description?: Maybe<Scalars['String']['output']>;
  descriptionId?: Maybe<Scalars['String']['output']>;
  isFreeText: Scalars['Boolean']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  scheme: Scalars['String']['output'];
  term?: Maybe<Scalars['String']['output']>;
  value: Scalars['String']['output'];
};

export type ClinicalServerDetails = {
  __typename?: 'ClinicalServerDetails';
  apiPasswordSet: Scalars['Boolean']['output'];
  database: Scalars['String']['output'];
  gatewayHost: Scalars['String']['output'];
  ip: Scalars['String']['output'];
  passwordSet: Scalars['Boolean']['output'];
  port: Scalars['Int']['output'];
  server: Scalars['String']['output'];
  siteCode: Scalars['String']['output'];
  username: Scalars['String']['output'];
};

export type ClinicalServerDetailsInput = {
  /** Write-only. Null or empty keeps the stored API password (required when none is stored). */
  apiPassword?: InputMaybe<Scalars['String']['input']>;
  database: Scalars['String']['input'];
  gatewayHost: Scalars['String']['input'];
  ip: Scalars['String']['input'];
  /** Write-only. Null or empty keeps the stored password (required when none is stored). */
  password?: InputMaybe<Scalars['String']['input']>;
  port: Scalars['Int']['input'];
  server: Scalars['String']['input'];
  siteCode: Scalars['String']['input'];
  username: Scalars['String']['input'];
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

export type ClinicianNotification = {
  __typename?: 'ClinicianNotification';
  /** The ad hoc video call a 'Video patient ready' notification is about (it opens the call). */
  adhocVideoId?: Maybe<Scalars['ID']['output']>;
  attachTaskId?: Maybe<Scalars['ID']['output']>;
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  messageId?: Maybe<Scalars['ID']['output']>;
  outboundRequestId?: Maybe<Scalars['ID']['output']>;
  read: Scalars['Boolean']['output'];
  subject?: Maybe<Scalars['String']['output']>;
  userId: Scalars['ID']['output'];
  wcmsId: Scalars['ID']['output'];
};

export type CodeDataValue = {
  __typename?: 'CodeDataValue';
  uom?: Maybe<Scalars['String']['output']>;
  value: Scalars['String']['output'];
};

export type Config = {
  __typename?: 'Config';
  attachTasksVersion: Scalars['Int']['output'];
  dashboardIds: DashboardIds;
  defaultEmailCopy: DefaultEmailCopy;
  defaultIceQuestions: Array<IceQuestion>;
  defaultOnScreenCopy: DefaultOnScreenCopy;
  enableOutboundPathways: Scalars['Boolean']['output'];
  environment: Scalars['String']['output'];
  googleMapsApiKey?: Maybe<Scalars['String']['output']>;
  /** Seconds a request's view lock is kept without renewal. */
  keepLockTime: Scalars['Int']['output'];
  kibanaUrl?: Maybe<Scalars['String']['output']>;
  ltUrl: Scalars['String']['output'];
  openTokApiKey?: Maybe<Scalars['String']['output']>;
  pharmacyBookingUrl?: Maybe<Scalars['String']['output']>;
  redisPrefix: Scalars['String']['output'];
  superUserToggleVisible: Scalars['Boolean']['output'];
  validStaffDomains: Array<Scalars['String']['output']>;
  version: Scalars['String']['output'];
  visionKeys: VisionKeys;
  visionLoginHelperClientId?: Maybe<Scalars['String']['output']>;
  visionLoginHelperUrl?: Maybe<Scalars['String']['output']>;
  wspUrl: Scalars['String']['output'];
};

export type ConfirmationMessages = {
  __typename?: 'ConfirmationMessages';
  inHoursEmail: Scalars['String']['output'];
  inHoursScreen: Scalars['String']['output'];
  outOfHoursEmail: Scalars['String']['output'];
  outOfHoursScreen: Scalars['String']['output'];
  wcmsId: Scalars['ID']['output'];
};

export type ConfirmationMessagesInput = {
  inHoursEmail: Scalars['String']['input'];
  inHoursScreen: Scalars['String']['input'];
  outOfHoursEmail: Scalars['String']['input'];
  outOfHoursScreen: Scalars['String']['input'];
};

/** Console access levels of spec §3 Staff, lowest first. */
export type ConsoleAccess =
  | 'advanced'
  | 'basic'
  | 'none'
  | 'super';

export type ConsoleArrivals = {
  __typename?: 'ConsoleArrivals';
  /** The practice's sites: the locations of the clinical system's sessions. */
  locations: Array<Scalars['String']['output']>;
  schedules: Array<StaffSchedule>;
  staff: Array<ConsultingStaff>;
  touchscreens: Array<Touchscreen>;
  waitingAreas: Array<WaitingArea>;
};

export type ConsoleCallScreens = {
  __typename?: 'ConsoleCallScreens';
  newsItems: Array<NewsItem>;
  screens: Array<TvScreen>;
};

export type ConsoleGroup = {
  __typename?: 'ConsoleGroup';
  active: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** incoming, group or unattached */
  kind: Scalars['String']['output'];
  /** Empty for a group shared with restricted view. */
  members: Array<ConsoleGroupMember>;
  name: Scalars['String']['output'];
  /** Set when another organisation shares the group with this one: shown read-only (restricted view). */
  sharedBy?: Maybe<SharedOrganisation>;
  sharedWith: Array<SharedOrganisation>;
};

export type ConsoleGroupMember = {
  __typename?: 'ConsoleGroupMember';
  name: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

export type ConsoleStaffMember = {
  __typename?: 'ConsoleStaffMember';
  canAcceptRequests: Scalars['Boolean']['output'];
  consoleAccess: ConsoleAccess;
  displayName: Scalars['String']['output'];
  email: Scalars['String']['output'];
  /** False until they have registered from the invitation link. */
  registered: Scalars['Boolean']['output'];
  /** Set when another organisation shares this member with this one: shown read-only (restricted view). */
  sharedBy?: Maybe<SharedOrganisation>;
  sharedWith: Array<SharedOrganisation>;
  usedInternally: Scalars['Boolean']['output'];
  userId: Scalars['ID']['output'];
};

export type ConsoleStanding = {
  __typename?: 'ConsoleStanding';
  /** Whether the caller may open the console here at all (spec §6 roles, or a super user). */
  canOpen: Scalars['Boolean']['output'];
  clinicalSystem: ClinicalSystem;
  /** The caller's console access here (super for a super user). */
  level: ConsoleAccess;
  organisationName: Scalars['String']['output'];
  wcmsId: Scalars['ID']['output'];
};

/** A consulting staff member of the clinical system, who can have a schedule. */
export type ConsultingStaff = {
  __typename?: 'ConsultingStaff';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type CoveredColleague = {
  __typename?: 'CoveredColleague';
  covered: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

export type CoveredGroup = {
  __typename?: 'CoveredGroup';
  covered: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type CrossOrganisationDestination = {
  __typename?: 'CrossOrganisationDestination';
  /** The latest agreement this organisation proposed to that one, null when none. */
  agreement?: Maybe<DataSharingStatus>;
  groupId: Scalars['ID']['output'];
  groupName: Scalars['String']['output'];
  organisationName: Scalars['String']['output'];
  wcmsId: Scalars['ID']['output'];
};

export type CrossOrganisationNavigation = {
  __typename?: 'CrossOrganisationNavigation';
  destinations: Array<CrossOrganisationDestination>;
  requestId: Scalars['ID']['output'];
  /** given, denied, or null when the patient was not asked. */
  sharingConsent?: Maybe<SharingConsent>;
  sharingConsentRecordedAt?: Maybe<Scalars['DateTime']['output']>;
  sharingConsentRecordedBy?: Maybe<Scalars['String']['output']>;
};

export type DailyLimit = {
  __typename?: 'DailyLimit';
  /** Null: no limit. Zero refuses every request of the type. */
  limit?: Maybe<Scalars['Int']['output']>;
  requestType: RequestType;
  /** Requests of the type counted against the limit today (UK day). */
  usedToday: Scalars['Int']['output'];
};

export type DailyLimitInput = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  requestType: RequestType;
};

export type DashboardIds = {
  __typename?: 'DashboardIds';
  arrive?: Maybe<Scalars['String']['output']>;
  feedback?: Maybe<Scalars['String']['output']>;
  fft?: Maybe<Scalars['String']['output']>;
  medicalConsultations?: Maybe<Scalars['String']['output']>;
  outcomes?: Maybe<Scalars['String']['output']>;
  practice?: Maybe<Scalars['String']['output']>;
  transactions?: Maybe<Scalars['String']['output']>;
  usage?: Maybe<Scalars['String']['output']>;
  workload?: Maybe<Scalars['String']['output']>;
};

export type DataSharingAgreement = {
  __typename?: 'DataSharingAgreement';
  canAccept: Scalars['Boolean']['output'];
  canEnd: Scalars['Boolean']['output'];
  canRefuse: Scalars['Boolean']['output'];
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  decidedBy?: Maybe<Scalars['String']['output']>;
  endedAt?: Maybe<Scalars['DateTime']['output']>;
  endedBy?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  proposedAt: Scalars['DateTime']['output'];
  proposedBy: Scalars['String']['output'];
  proposerName: Scalars['String']['output'];
  proposerWcmsId: Scalars['ID']['output'];
  recipientName: Scalars['String']['output'];
  recipientWcmsId: Scalars['ID']['output'];
  /** Which side the organisation asking is: proposer (it shares its requests) or recipient (it receives them). */
  side: Scalars['String']['output'];
  status: DataSharingStatus;
};

export type DataSharingDecision =
  | 'accept'
  | 'refuse';

export type DataSharingStatus =
  | 'accepted'
  | 'ended'
  | 'proposed'
  | 'refused';

export type DefaultAttachStaff = {
  __typename?: 'DefaultAttachStaff';
  clinicalSystem: ClinicalSystem;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  staffGuid: Scalars['String']['output'];
  staffId: Scalars['String']['output'];
  vixieVersion?: Maybe<Scalars['Int']['output']>;
  wcmsId: Scalars['ID']['output'];
};

export type DefaultAttachStaffInput = {
  clinicalSystem: ClinicalSystem;
  name: Scalars['String']['input'];
  staffGuid: Scalars['String']['input'];
  staffId: Scalars['String']['input'];
  vixieVersion?: InputMaybe<Scalars['Int']['input']>;
  wcmsId: Scalars['ID']['input'];
};

export type DefaultEmailCopy = {
  __typename?: 'DefaultEmailCopy';
  inHours: Scalars['String']['output'];
  outOfHours: Scalars['String']['output'];
  override: Scalars['String']['output'];
};

export type DefaultOnScreenCopy = {
  __typename?: 'DefaultOnScreenCopy';
  inHours: Scalars['String']['output'];
  outOfHours: Scalars['String']['output'];
};

export type EntityRef = {
  __typename?: 'EntityRef';
  entityId: Scalars['ID']['output'];
  wcmsId: Scalars['ID']['output'];
};

/** How the FFT invitation reaches the patient. */
export type FftInvitationMethod =
  | 'nhs_app'
  | 'sms';

export type FftSettings = {
  __typename?: 'FftSettings';
  /** Also offer the appointment option (spec §3). */
  appointmentOption: Scalars['Boolean']['output'];
  invitationMethod: FftInvitationMethod;
  /** Request types (admin, medical, outbound_response, health_data, simple_questionnaire) whose completion invites the patient; none: FFT is off. */
  requestTypes: Array<Scalars['String']['output']>;
  /** Days after completion before the invitation goes; 0 sends it immediately. */
  sendDelayDays: Scalars['Int']['output'];
};

export type FftSettingsInput = {
  appointmentOption: Scalars['Boolean']['input'];
  invitationMethod: FftInvitationMethod;
  requestTypes: Array<Scalars['String']['input']>;
  /** 0 (immediately) or 1 to 30 days; required. */
  sendDelayDays?: InputMaybe<Scalars['Int']['input']>;
};

export type HealthPodInput =
  | 'blood_pressure'
  | 'height'
  | 'weight';

export type IceQuestion = {
  __typename?: 'IceQuestion';
  question: Scalars['String']['output'];
  question_type: Scalars['String']['output'];
  required: Scalars['Boolean']['output'];
};

export type IdResult = {
  __typename?: 'IdResult';
  id: Scalars['ID']['output'];
};

export type InformationGovernanceInput = {
  client: RetentionInput;
  consult: RetentionInput;
};

export type InformationGovernanceSettings = {
  __typename?: 'InformationGovernanceSettings';
  /** Requests and their attachments: cannot be shorter than consult (spec §5). */
  client: Retention;
  /** Carebridge Consult video consultations. */
  consult: Retention;
  wcmsId: Scalars['ID']['output'];
};

export type InviteStaffInput = {
  displayName: Scalars['String']['input'];
  email: Scalars['String']['input'];
};

export type LicenceState =
  | 'registered'
  | 'reset'
  | 'suspended';

export type LinkUserResult = {
  __typename?: 'LinkUserResult';
  staffId: Scalars['ID']['output'];
  success: Scalars['Boolean']['output'];
};

/** Either a session, or what the sign-in still needs: a two-factor code, or authenticator setup. */
export type LoginResult = {
  __typename?: 'LoginResult';
  autoSignInGuid?: Maybe<Scalars['String']['output']>;
  bearerToken?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  expiresIn?: Maybe<Scalars['Int']['output']>;
  forename?: Maybe<Scalars['String']['output']>;
  refreshToken?: Maybe<Scalars['String']['output']>;
  surname?: Maybe<Scalars['String']['output']>;
  /** Set when a second factor is needed before a session is issued. */
  twoFactorRequired?: Maybe<TwoFactorCodeType>;
  /** otpauth:// URI when an authenticator must be set up (twoFactorSetup). */
  twoFactorSetupUri?: Maybe<Scalars['String']['output']>;
  userId?: Maybe<Scalars['ID']['output']>;
  username?: Maybe<Scalars['String']['output']>;
};

export type LogoutResult = {
  __typename?: 'LogoutResult';
  success: Scalars['Boolean']['output'];
};

export type MessageTemplate = {
  __typename?: 'MessageTemplate';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  scope: TemplateScope;
  text: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

export type MessageTemplateInput = {
  /** Required, up to 100 characters, unique among the same owner's templates (without regard to case). */
  name: Scalars['String']['input'];
  /** Required, up to 1,000 characters; only the three placeholders in square brackets. */
  text: Scalars['String']['input'];
};

/** One branch: its practice location (chosen on a map), the arrive-within distance and the appointment location. */
export type MobileArrivalLocation = {
  __typename?: 'MobileArrivalLocation';
  /** The appointment location this branch serves (as the practice names it); null: any. */
  appointmentLocation?: Maybe<Scalars['String']['output']>;
  /** A phone within this many metres of the practice location may check in. */
  distanceMetres: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
};

export type MobileArrivalLocationInput = {
  appointmentLocation?: InputMaybe<Scalars['String']['input']>;
  distanceMetres?: InputMaybe<Scalars['Int']['input']>;
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
};

export type MobileArrivalSettings = {
  __typename?: 'MobileArrivalSettings';
  enabled: Scalars['Boolean']['output'];
  /** Shown on the patient's phone (under 500 characters). */
  infoMessage?: Maybe<Scalars['String']['output']>;
  locations: Array<MobileArrivalLocation>;
  /** The map tiles URL template ({z}/{x}/{y}) the server is configured with (MAP_TILES_URL); null: no tiles. */
  mapTilesUrl?: Maybe<Scalars['String']['output']>;
};

export type MobileArrivalSettingsInput = {
  enabled: Scalars['Boolean']['input'];
  infoMessage?: InputMaybe<Scalars['String']['input']>;
  locations: Array<MobileArrivalLocationInput>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Records that the caller read the alert (the first time is kept). */
  acknowledgeStaffAlert: StaffAlert;
  /** Approve an agent so it may connect to the clinical system (console; advanced). */
  approveClinicalAgent: ClinicalAgent;
  /**
   * Book a free slot for a patient. A taken slot, an unknown patient, or a patient who already has an appointment
   * overlapping the slot (PATIENT_ALREADY_BOOKED: a double click or a second tab books once) is refused.
   */
  bookAppointment: Appointment;
  /** The signed-in clinician calls an arrived patient: every TV screen of the organisation shows the call. */
  callArrivedPatient: ArrivedPatient;
  /** Moves the request to a group of another organisation (requests area); refused with the reason, the request staying where it was. */
  careNavigateToOrganisation: CareNavigationResult;
  /** Complete an ad hoc video appointment. */
  completeAdhocVideo: IdResult;
  /**
   * /authorize (spec §2): completes the Vision login helper's redirect back. With its code, links the Vision user it
   * signed in to the staff member ('Already linked Vision user' when another staff member has it); with its error,
   * records the refusal. A state that is unknown, used, another person's or expired is refused.
   */
  completeVisionLogin: VisionLink;
  /** Create an auto sign-in entry for the signed-in user and current clinical staff member. */
  createAutoSignIn: AutoSignIn;
  /** Groups (basic): create a group; the name is required and unique in the organisation (spec §5). */
  createGroup: ConsoleGroup;
  /** Organisation templates (basic). */
  createOrganisationTemplate: MessageTemplate;
  createPersonalTemplate: MessageTemplate;
  /** Patient portal (basic): a category at the end; title required ('Enter category'), up to 120. */
  createPortalCategory: PortalSettings;
  createPortalService: PortalSettings;
  /** The recipient organisation accepts or refuses a proposed agreement (advanced). */
  decideDataSharingAgreement: DataSharingAgreement;
  /** Care navigation (advanced): delete a rule. */
  deleteCareNavigationRule: Scalars['Boolean']['output'];
  /** Remove an agent; it must check in and be approved again (console; advanced). */
  deleteClinicalAgent: Scalars['ID']['output'];
  deleteNewsItem: Scalars['ID']['output'];
  deleteOrganisationTemplate: Scalars['Boolean']['output'];
  deletePersonalTemplate: Scalars['Boolean']['output'];
  /** Deletes the category and its services. */
  deletePortalCategory: PortalSettings;
  deletePortalService: PortalSettings;
  /** Remove a message's retry tasks (super user, unattached items queue). */
  deleteRetryTasks: EntityRef;
  deleteStaffSchedule: Scalars['ID']['output'];
  deleteTouchscreen: Scalars['ID']['output'];
  deleteTvScreen: Scalars['ID']['output'];
  /** Remove an unattached request from the queue (super user). */
  deleteUnattachedRequest: EntityRef;
  /** Remove a waiting area no schedule uses. */
  deleteWaitingArea: Scalars['ID']['output'];
  /** Either side ends a proposed or accepted agreement (advanced): care navigation to the recipient is refused from then on. */
  endDataSharingAgreement: DataSharingAgreement;
  /** Staff (advanced): invite a member by email (an allowed staff domain); they register from the emailed link. */
  inviteStaffMember: ConsoleStaffMember;
  /** Link the signed-in user to a clinical staff member using a verified session token. */
  linkUser: LinkUserResult;
  /**
   * Sign in (noAuth). Three failed attempts lock the account; attempts are rate limited. Errors carry
   * extensions.code: INVALID_CREDENTIALS, ACCOUNT_LOCKED, RATE_LIMITED, NO_SERVICE_ACCESS, TWO_FACTOR_INVALID,
   * TWO_FACTOR_EXPIRED, TWO_FACTOR_MISMATCH.
   */
  login: LoginResult;
  /** Sign out. Failures are ignored by the client (spec §8). */
  logout: LogoutResult;
  movePortalCategory: PortalSettings;
  /** Moves a service up or down within its category. */
  movePortalService: PortalSettings;
  /** Look up and cache the clinical system's patient id for an NHS number. */
  prefillPatientIdCache: PrefillResult;
  /** Proposes an agreement to share requests with another organisation (advanced); the recipient accepts or refuses it. */
  proposeDataSharingAgreement: DataSharingAgreement;
  /** Record a desktop host (IM1) call in the transaction log. */
  recordIm1Transaction: TransactionLog;
  /** Records the patient's answer on sharing this request with another organisation (requests area). */
  recordSharingConsent: CrossOrganisationNavigation;
  /** Complete registration from an emailed link (noAuth); signs the new user in. */
  register: LoginResult;
  /** Staff (advanced): remove a member from the organisation. A super user cannot remove themselves (spec §5). */
  removeStaffMember: Scalars['Boolean']['output'];
  /** Groups (basic): rename a group. */
  renameGroup: ConsoleGroup;
  renamePortalCategory: PortalSettings;
  /** Care navigation (advanced): the order rules are tried in (every rule id once). */
  reorderCareNavigationRules: Array<CareNavigationRule>;
  /**
   * A desktop integration agent checks in (any staff member of the organisation, from the desktop host): it is
   * recorded with its hostname and the time, and answers whether the practice has approved it. Until approved the
   * agent may not connect to the clinical system ('Clinical agent connect failure').
   */
  reportClinicalAgent: ClinicalAgentCheckIn;
  /** Send a password reset link when the address belongs to an account (noAuth). Always answers true. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Set a new password from an emailed link (noAuth); also unlocks a locked account. */
  resetPassword: Scalars['Boolean']['output'];
  /** Reset a staff member's two-factor setup so they set it up again at next sign-in (role full or super). */
  resetTwoFactor: Scalars['Boolean']['output'];
  /**
   * Super users only: run the nightly deletion job now, for one organisation or (without wcmsId) every organisation.
   * Deletes exactly what the nightly run would (completed records past retention, never open or awaiting attach).
   */
  runRetentionDeletion: RetentionDeletionRun;
  /** Admin queries (basic): replace the list. Each type is required and unique (spec §5); at least one. */
  saveAdminQueryTypes: Array<Scalars['String']['output']>;
  /** Care navigation (advanced): a new rule (id null, tried last) or a changed one. */
  saveCareNavigationRule: CareNavigationRule;
  /** Confirmation messages (basic): none may be blank. */
  saveConfirmationMessages: ConfirmationMessages;
  /** Request limits (basic): set every type's limit: zero, positive or empty (spec §5). Field errors: limits.<type>. */
  saveDailyLimits: Array<DailyLimit>;
  /** Friends and Family Test (basic): save the settings. */
  saveFftSettings: FftSettings;
  /**
   * Saves the settings and the branch locations (replacing them). VALIDATION_FAILED with fields infoMessage, locations
   * and locations.<i>.<latitude|longitude|distanceMetres|appointmentLocation> (spec §5).
   */
  saveMobileArrivalSettings: MobileArrivalSettings;
  /** Create (id null) or change a news item: text required (spec §5). */
  saveNewsItem: NewsItem;
  /** Outcomes (basic): replace the list. Each outcome is required and unique (spec §5); at least one. */
  saveOutcomes: Array<Scalars['String']['output']>;
  /** Service hours (basic): every weekday once; start and finish both set or both empty, start before finish. */
  saveServiceHours: ServiceHours;
  /**
   * Create (id null) or change one session of a consulting staff member's schedule: waiting area required, a valid
   * period, start not after end, start not before the previous session's end (spec §5).
   */
  saveStaffSchedule: StaffSchedule;
  /** Total triage settings (advanced): on or off, minimum patient age, preferences. */
  saveTotalTriageSettings: TotalTriageConsoleSettings;
  /** Create (id null) or change a touchscreen: name, 4-digit code, minutes early and late required (spec §5). */
  saveTouchscreen: Touchscreen;
  /** Translation (basic): turn translations on or off. Off: the request view shows the English text, no toggle. */
  saveTranslationSettings: TranslationSettings;
  /** Create (id null) or change a TV screen: name and 4-digit code required (spec §5). */
  saveTvScreen: TvScreen;
  /** Create (id null) or change a waiting area: name required and unique, instructions required (spec §5). */
  saveWaitingArea: WaitingArea;
  /** Sends a self-book link by SMS to the patient. */
  sendBookingLink: BookingLink;
  /** The staff feedback widget (spec §2): a comment about the page in use, for the Feedback report. Any member may send one. */
  sendFeedback: Scalars['Boolean']['output'];
  /**
   * Send an attach task that was set to manual after its final failure (spec §4): it is queued again under the sender,
   * who is told if it fails. Only staff who cover the organisation's Unattached items group may send.
   */
  sendUnattachedItem: QueuedMessage;
  /**
   * Groups (basic): activate or deactivate a group. Deactivating moves its open requests to Incoming requests
   * (spec §4); Incoming requests cannot be deactivated (spec §5).
   */
  setGroupActive: ConsoleGroup;
  /** Groups (basic): who belongs to (covers) the group: exactly the given members. */
  setGroupMembers: ConsoleGroup;
  /** Pharmacy link conditions offered on the portal: at least one (spec §5 'Pharmacy condition required'). */
  setPharmacyConditions: PortalSettings;
  /** Covering (basic): set the groups and colleagues a staff member covers. A super user cannot uncover themselves. */
  setStaffCovering: StaffCovering;
  /** Turn super-user mode on or off for yourself. Only the configured super user account may (403 for any other). */
  setSuperUserMode: Viewer;
  /** Mandate two-factor sign-in for everyone in an organisation, or clear it with null (role full or super). */
  setTwoFactorMandate: OrganisationMembership;
  /**
   * Groups (basic): share a group with other organisations (restricted view). Each organisation is tried on its
   * own; the result says which succeeded and which failed (spec §8 group sharing partial failures).
   */
  shareGroup: ShareResult;
  /** Staff (advanced): share a member with other organisations (restricted view); exactly the given ones. */
  shareStaffMember: ShareResult;
  /** Start an ad hoc video appointment: marks the clinician ready and sends the guest invitation. */
  startAdhocVideo: StartAdhocVideoResult;
  /**
   * /authorize (spec §2): starts a Vision sign-in for the signed-in staff member in an organisation. Answers the Vision
   * login helper's address to go to (its client id, the state and the return address /authorize in the query). The
   * request is good for 10 minutes, once. Refused when the deployment has no Vision login helper configured.
   */
  startVisionLogin: VisionLoginStart;
  /** Clinical integration (advanced): save the server details; field errors name the input's fields. Audited. */
  updateClinicalServerDetails: ClinicalServerDetails;
  /** Mark all of the signed-in user's clinician notifications read (or unread). */
  updateClinicianNotifications: Array<ClinicianNotification>;
  updateDefaultAttachStaff: DefaultAttachStaff;
  /** Information governance (advanced): save the retention (spec §5 rules; field errors on client.value, consult.value). */
  updateInformationGovernance: InformationGovernanceSettings;
  updateOrganisationTemplate: MessageTemplate;
  updatePersonalTemplate: MessageTemplate;
  updatePortalService: PortalSettings;
  /** Staff (advanced): change a member's settings here. Only console access super may give super. */
  updateStaffMember: ConsoleStaffMember;
  /**
   * Super users on the VPN only: save every row or none. A refusal (VALIDATION_FAILED) names each bad row's field as
   * rows.<n>.<field>, n counting data rows from 1.
   */
  uploadAlerts: AlertUpload;
  /** Verify a clinical-system single sign-on session (noAuth); returns a token to link the user. */
  verifySession: VerifySessionResult;
};


export type MutationAcknowledgeStaffAlertArgs = {
  alertId: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationApproveClinicalAgentArgs = {
  id: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationBookAppointmentArgs = {
  appointmentId: Scalars['ID']['input'];
  duration?: InputMaybe<Scalars['Int']['input']>;
  nhsNumber: Scalars['String']['input'];
  type?: InputMaybe<Scalars['String']['input']>;
  wcmsId: Scalars['ID']['input'];
};


export type MutationCallArrivedPatientArgs = {
  arrivalId: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationCareNavigateToOrganisationArgs = {
  groupId: Scalars['ID']['input'];
  overrideReason?: InputMaybe<Scalars['String']['input']>;
  requestId: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationCompleteAdhocVideoArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCompleteVisionLoginArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  error?: InputMaybe<Scalars['String']['input']>;
  state: Scalars['String']['input'];
};


export type MutationCreateAutoSignInArgs = {
  clinicalStaffGuid: Scalars['String']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationCreateGroupArgs = {
  name: Scalars['String']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationCreateOrganisationTemplateArgs = {
  input: MessageTemplateInput;
  wcmsId: Scalars['ID']['input'];
};


export type MutationCreatePersonalTemplateArgs = {
  input: MessageTemplateInput;
};


export type MutationCreatePortalCategoryArgs = {
  title: Scalars['String']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationCreatePortalServiceArgs = {
  categoryId: Scalars['ID']['input'];
  input: PortalServiceInput;
  wcmsId: Scalars['ID']['input'];
};


export type MutationDecideDataSharingAgreementArgs = {
  agreementId: Scalars['ID']['input'];
  decision: DataSharingDecision;
  wcmsId: Scalars['ID']['input'];
};


export type MutationDeleteCareNavigationRuleArgs = {
  id: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationDeleteClinicalAgentArgs = {
  id: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationDeleteNewsItemArgs = {
  id: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationDeleteOrganisationTemplateArgs = {
  id: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationDeletePersonalTemplateArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePortalCategoryArgs = {
  categoryId: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationDeletePortalServiceArgs = {
  serviceId: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationDeleteRetryTasksArgs = {
  messageId: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationDeleteStaffScheduleArgs = {
  id: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationDeleteTouchscreenArgs = {
  id: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationDeleteTvScreenArgs = {
  id: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationDeleteUnattachedRequestArgs = {
  messageId: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationDeleteWaitingAreaArgs = {
  id: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationEndDataSharingAgreementArgs = {
  agreementId: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationInviteStaffMemberArgs = {
  input: InviteStaffInput;
  wcmsId: Scalars['ID']['input'];
};


export type MutationLinkUserArgs = {
  session: Scalars['String']['input'];
  staffId: Scalars['ID']['input'];
  token: Scalars['String']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  audit?: InputMaybe<AuditInput>;
  password: Scalars['String']['input'];
  twoFactorCode?: InputMaybe<Scalars['String']['input']>;
  twoFactorCodeType?: InputMaybe<TwoFactorCodeType>;
  twoFactorSetup?: InputMaybe<Scalars['Boolean']['input']>;
  username: Scalars['String']['input'];
};


export type MutationLogoutArgs = {
  application: Scalars['String']['input'];
  userAgent: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
  wcmsId: Scalars['String']['input'];
};


export type MutationMovePortalCategoryArgs = {
  categoryId: Scalars['ID']['input'];
  direction: PortalMoveDirection;
  wcmsId: Scalars['ID']['input'];
};


export type MutationMovePortalServiceArgs = {
  direction: PortalMoveDirection;
  serviceId: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationPrefillPatientIdCacheArgs = {
  nhsNumber: Scalars['String']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationProposeDataSharingAgreementArgs = {
  recipientWcmsId: Scalars['String']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationRecordIm1TransactionArgs = {
  input: TransactionLogInput;
};


export type MutationRecordSharingConsentArgs = {
  consent: SharingConsent;
  requestId: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationRegisterArgs = {
  forename: Scalars['String']['input'];
  password: Scalars['String']['input'];
  passwordConfirmation: Scalars['String']['input'];
  surname: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationRemoveStaffMemberArgs = {
  userId: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationRenameGroupArgs = {
  groupId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationRenamePortalCategoryArgs = {
  categoryId: Scalars['ID']['input'];
  title: Scalars['String']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationReorderCareNavigationRulesArgs = {
  ids: Array<Scalars['ID']['input']>;
  wcmsId: Scalars['ID']['input'];
};


export type MutationReportClinicalAgentArgs = {
  hostname: Scalars['String']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  passwordConfirmation: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationResetTwoFactorArgs = {
  userId: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationRunRetentionDeletionArgs = {
  wcmsId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSaveAdminQueryTypesArgs = {
  adminQueryTypes: Array<Scalars['String']['input']>;
  wcmsId: Scalars['ID']['input'];
};


export type MutationSaveCareNavigationRuleArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: CareNavigationRuleInput;
  wcmsId: Scalars['ID']['input'];
};


export type MutationSaveConfirmationMessagesArgs = {
  messages: ConfirmationMessagesInput;
  wcmsId: Scalars['ID']['input'];
};


export type MutationSaveDailyLimitsArgs = {
  limits: Array<DailyLimitInput>;
  wcmsId: Scalars['ID']['input'];
};


export type MutationSaveFftSettingsArgs = {
  input: FftSettingsInput;
  wcmsId: Scalars['ID']['input'];
};


export type MutationSaveMobileArrivalSettingsArgs = {
  input: MobileArrivalSettingsInput;
  wcmsId: Scalars['ID']['input'];
};


export type MutationSaveNewsItemArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: NewsItemInput;
  wcmsId: Scalars['ID']['input'];
};


export type MutationSaveOutcomesArgs = {
  outcomes: Array<Scalars['String']['input']>;
  wcmsId: Scalars['ID']['input'];
};


export type MutationSaveServiceHoursArgs = {
  days: Array<ServiceHoursDayInput>;
  wcmsId: Scalars['ID']['input'];
};


export type MutationSaveStaffScheduleArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: StaffScheduleInput;
  wcmsId: Scalars['ID']['input'];
};


export type MutationSaveTotalTriageSettingsArgs = {
  input: TotalTriageSettingsInput;
  wcmsId: Scalars['ID']['input'];
};


export type MutationSaveTouchscreenArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: TouchscreenInput;
  wcmsId: Scalars['ID']['input'];
};


export type MutationSaveTranslationSettingsArgs = {
  enabled: Scalars['Boolean']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationSaveTvScreenArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: TvScreenInput;
  wcmsId: Scalars['ID']['input'];
};


export type MutationSaveWaitingAreaArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: WaitingAreaInput;
  wcmsId: Scalars['ID']['input'];
};


export type MutationSendBookingLinkArgs = {
  input: SendBookingLinkInput;
  wcmsId: Scalars['ID']['input'];
};


export type MutationSendFeedbackArgs = {
  comment: Scalars['String']['input'];
  page: Scalars['String']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationSendUnattachedItemArgs = {
  taskId: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationSetGroupActiveArgs = {
  active: Scalars['Boolean']['input'];
  groupId: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationSetGroupMembersArgs = {
  groupId: Scalars['ID']['input'];
  userIds: Array<Scalars['ID']['input']>;
  wcmsId: Scalars['ID']['input'];
};


export type MutationSetPharmacyConditionsArgs = {
  conditions: Array<PharmacyCondition>;
  wcmsId: Scalars['ID']['input'];
};


export type MutationSetStaffCoveringArgs = {
  colleagueIds: Array<Scalars['ID']['input']>;
  groupIds: Array<Scalars['ID']['input']>;
  userId: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationSetSuperUserModeArgs = {
  on: Scalars['Boolean']['input'];
};


export type MutationSetTwoFactorMandateArgs = {
  method?: InputMaybe<TwoFactorCodeType>;
  wcmsId: Scalars['ID']['input'];
};


export type MutationShareGroupArgs = {
  groupId: Scalars['ID']['input'];
  organisationIds: Array<Scalars['ID']['input']>;
  wcmsId: Scalars['ID']['input'];
};


export type MutationShareStaffMemberArgs = {
  organisationIds: Array<Scalars['ID']['input']>;
  userId: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationStartAdhocVideoArgs = {
  id: Scalars['ID']['input'];
};


export type MutationStartVisionLoginArgs = {
  redirectUri: Scalars['String']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationUpdateClinicalServerDetailsArgs = {
  input: ClinicalServerDetailsInput;
  wcmsId: Scalars['ID']['input'];
};


export type MutationUpdateClinicianNotificationsArgs = {
  read: Scalars['Boolean']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationUpdateDefaultAttachStaffArgs = {
  input: DefaultAttachStaffInput;
};


export type MutationUpdateInformationGovernanceArgs = {
  input: InformationGovernanceInput;
  wcmsId: Scalars['ID']['input'];
};


export type MutationUpdateOrganisationTemplateArgs = {
  id: Scalars['ID']['input'];
  input: MessageTemplateInput;
  wcmsId: Scalars['ID']['input'];
};


export type MutationUpdatePersonalTemplateArgs = {
  id: Scalars['ID']['input'];
  input: MessageTemplateInput;
};


export type MutationUpdatePortalServiceArgs = {
  input: PortalServiceInput;
  serviceId: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationUpdateStaffMemberArgs = {
  input: StaffMemberInput;
  userId: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type MutationUploadAlertsArgs = {
  rows: Array<AlertRowInput>;
};


export type MutationVerifySessionArgs = {
  callback: Scalars['String']['input'];
  session: Scalars['String']['input'];
  verifier: Scalars['String']['input'];
  wcmsId: Scalars['ID']['input'];
};

export type NewsItem = {
  __typename?: 'NewsItem';
  /** YYYY-MM-DD: shown up to and including this day; null never expires */
  expiresOn?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The screens that show it; empty means every screen. */
  screenIds: Array<Scalars['ID']['output']>;
  text: Scalars['String']['output'];
};

export type NewsItemInput = {
  expiresOn?: InputMaybe<Scalars['String']['input']>;
  screenIds: Array<Scalars['ID']['input']>;
  text: Scalars['String']['input'];
};

export type NotificationSound =
  | 'bell'
  | 'chime'
  | 'none';

export type OrganisationFeatures = {
  __typename?: 'OrganisationFeatures';
  outbound: Scalars['Boolean']['output'];
  requests: Scalars['Boolean']['output'];
  totalTriage: Scalars['Boolean']['output'];
};

/** An organisation as the signed-in user sees it, with their role there. */
export type OrganisationMembership = {
  __typename?: 'OrganisationMembership';
  clinicalSystem: ClinicalSystem;
  features: OrganisationFeatures;
  name: Scalars['String']['output'];
  /** editor, full, super or no; 'super' for a super user acting for an organisation they are not a member of. */
  role: Scalars['String']['output'];
  twoFactorMandate?: Maybe<TwoFactorCodeType>;
  wcmsId: Scalars['ID']['output'];
};

export type OutboxMessage = {
  __typename?: 'OutboxMessage';
  body: Scalars['String']['output'];
  channel: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  recipient: Scalars['String']['output'];
  status: Scalars['String']['output'];
  subject?: Maybe<Scalars['String']['output']>;
};

/** A patient in the clinical system (spec §3 Patient, clinical API). */
export type Patient = {
  __typename?: 'Patient';
  dateOfBirth?: Maybe<Scalars['String']['output']>;
  forename: Scalars['String']['output'];
  homeAddress?: Maybe<Address>;
  id: Scalars['ID']['output'];
  mobilePhone?: Maybe<Scalars['String']['output']>;
  nhsNumber?: Maybe<Scalars['String']['output']>;
  primaryEmail?: Maybe<Scalars['String']['output']>;
  primaryPhone?: Maybe<Scalars['String']['output']>;
  sex?: Maybe<Scalars['String']['output']>;
  surname: Scalars['String']['output'];
  title?: Maybe<Scalars['String']['output']>;
  workPhone?: Maybe<Scalars['String']['output']>;
};

export type PatientNameFormat =
  | 'forename_initial'
  | 'full_name';

/** What a patient sees on the practice's portal page. */
export type PatientPortal = {
  __typename?: 'PatientPortal';
  /** Categories in order, each with the services this visitor may see (logged-in only ones hidden from guests). */
  categories: Array<PortalCategory>;
  /** How many logged-in only services a guest does not see. */
  hiddenForGuests: Scalars['Int']['output'];
  /** The configuration's pharmacy booking URL (config pharmacyBookingUrl); null when none is configured. */
  pharmacyBookingUrl?: Maybe<Scalars['String']['output']>;
  pharmacyConditions: Array<PharmacyCondition>;
  practiceName: Scalars['String']['output'];
  wcmsId: Scalars['ID']['output'];
};

export type PatientSearchInput = {
  dateOfBirth?: InputMaybe<Scalars['String']['input']>;
  forename?: InputMaybe<Scalars['String']['input']>;
  nhsNumber?: InputMaybe<Scalars['String']['input']>;
  postcode?: InputMaybe<Scalars['String']['input']>;
  sex?: InputMaybe<Scalars['String']['input']>;
  surname?: InputMaybe<Scalars['String']['input']>;
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

export type PortalCategory = {
  __typename?: 'PortalCategory';
  id: Scalars['ID']['output'];
  services: Array<PortalService>;
  title: Scalars['String']['output'];
};

export type PortalMoveDirection =
  | 'down'
  | 'up';

export type PortalService = {
  __typename?: 'PortalService';
  id: Scalars['ID']['output'];
  infoText: Scalars['String']['output'];
  /** The service's page (http or https); null for a questionnaire, which opens request creation. */
  link?: Maybe<Scalars['String']['output']>;
  loggedInOnly: Scalars['Boolean']['output'];
  subtext: Scalars['String']['output'];
  title: Scalars['String']['output'];
  type: PortalServiceType;
};

export type PortalServiceInput = {
  /** Required. */
  infoText: Scalars['String']['input'];
  /** Required for a service: a valid URL with its protocol. */
  link: Scalars['String']['input'];
  loggedInOnly: Scalars['Boolean']['input'];
  /** Up to 240 characters. */
  subtext: Scalars['String']['input'];
  /** Required, up to 160 characters. */
  title: Scalars['String']['input'];
  type: PortalServiceType;
};

export type PortalServiceType =
  | 'questionnaire'
  | 'service';

export type PortalSettings = {
  __typename?: 'PortalSettings';
  /** In the order patients see them. */
  categories: Array<PortalCategory>;
  /** Empty until the practice chooses at least one. */
  pharmacyConditions: Array<PharmacyCondition>;
  wcmsId: Scalars['ID']['output'];
};

/** Which requests a preference is offered for. */
export type PreferenceRequestType =
  | 'admin'
  | 'both'
  | 'medical';

export type PrefillResult = {
  __typename?: 'PrefillResult';
  clinicalPatientId?: Maybe<Scalars['String']['output']>;
  found: Scalars['Boolean']['output'];
  nhsNumber: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /**
   * The announcements of the deployment's feed (spec §2 Announcements launcher), newest first, at most 20; null when
   * no announcements source is configured (the launcher is not shown). Signed-in staff only.
   */
  announcements?: Maybe<Array<Announcement>>;
  /** Today's arrived patients of the signed-in clinician (their clinical staff record), earliest appointment first. */
  arrivedPatients: Array<ArrivedPatient>;
  /** The organisation's self-book links, newest first (at most 200). */
  bookingLinks: Array<BookingLink>;
  /** Whether the signed-in user may send the organisation's unattached items (they cover its Unattached items group). */
  canSendUnattached: Scalars['Boolean']['output'];
  /** Care navigation rules (advanced), with what a rule can name. */
  careNavigationEditor: CareNavigationEditor;
  /** The desktop integration agents of an organisation (console, clinical integration; advanced), newest seen first. */
  clinicalAgents: Array<ClinicalAgent>;
  /** Clinical integration (advanced): the server details, or null when never saved. */
  clinicalServerDetails?: Maybe<ClinicalServerDetails>;
  clinicianNotifications: Array<ClinicianNotification>;
  /**
   * The templates a composer offers a member of the organisation (requests, outbound): their personal templates, then
   * the organisation's. Refused for a super user acting for an organisation (spec §6).
   */
  composerTemplates: Array<MessageTemplate>;
  /** Runtime configuration for the client (noAuth: the app waits for it before showing anything, spec §4). */
  config: Config;
  /** The caller's standing in the console of an organisation (never refused for a member: the frame shows what it may). */
  consoleAccess: ConsoleStanding;
  /** Admin queries (basic): the admin query types the create-request wizard offers, in order. */
  consoleAdminQueryTypes: Array<Scalars['String']['output']>;
  /** Waiting areas, consulting staff schedules and touchscreens of the organisation (console appointment-arrivals). */
  consoleArrivals: ConsoleArrivals;
  /** TV call screens and news items of the organisation (console patient-call-screens). */
  consoleCallScreens: ConsoleCallScreens;
  /** Confirmation messages (basic): in hours and out of hours, on screen and by email (the config's default copy until changed). */
  consoleConfirmationMessages: ConfirmationMessages;
  /** Covering panel (basic): the groups and colleagues one staff member covers. */
  consoleCovering: StaffCovering;
  /**
   * Request limits (basic): the organisation's daily limit per request type (null: no limit) and how many were
   * counted today. A reached limit refuses new requests of that type and assigning more out of Incoming requests.
   */
  consoleDailyLimits: Array<DailyLimit>;
  /** Data sharing agreements (advanced): those the organisation proposed and those proposed to it, newest first. */
  consoleDataSharingAgreements: Array<DataSharingAgreement>;
  /** Groups panel (basic): the organisation's groups, and groups other organisations share with it. */
  consoleGroups: Array<ConsoleGroup>;
  /** Outcomes (basic): the outcomes the Complete dialog offers, in order (the default list until changed). */
  consoleOutcomes: Array<Scalars['String']['output']>;
  /** Service hours (basic): opening hours per weekday, Monday first (Monday to Friday 08:00-18:30 until changed). */
  consoleServiceHours: ServiceHours;
  /** Staff panel (advanced): every staff member of the organisation, and staff other organisations share with it. */
  consoleStaff: Array<ConsoleStaffMember>;
  /** Translation (basic): whether the request view offers translations of what patients wrote. */
  consoleTranslation: TranslationSettings;
  /** Workload dashboard (basic): the organisation's workload now. */
  consoleWorkload: Workload;
  /** Where staff may care-navigate a request to another organisation (groups others share with this one) and the patient's sharing answer. */
  crossOrganisationNavigation: CrossOrganisationNavigation;
  /** The default staff records are attached under when a staff member cannot attach. */
  defaultAttachStaff?: Maybe<DefaultAttachStaff>;
  /** Friends and Family Test (basic): the organisation's settings. */
  fftSettings: FftSettings;
  getAppointmentOwners: Array<AppointmentOwner>;
  getAppointmentSlotTypes: Array<SlotType>;
  getAvailableAppointments: Array<Appointment>;
  getPatient?: Maybe<Patient>;
  /** The patient's booked appointments from now on (a year ahead at most), earliest first. */
  getPatientAppointments: Array<Appointment>;
  getStaff: Array<Staff>;
  getStaffAppointments: Array<Appointment>;
  /** Attach tasks and queued messages for the desktop client (spec §7). */
  getTasks: TaskList;
  /** Information governance (advanced): the organisation's retention (the defaults when never saved). */
  informationGovernance: InformationGovernanceSettings;
  /** Whether the caller's address is inside the configured VPN ranges. */
  isUsingVPN: Scalars['Boolean']['output'];
  /** The organisation's mobile arrival settings (console, basic access). */
  mobileArrivalSettings: MobileArrivalSettings;
  /** Organisation templates panel (basic): the organisation's templates, by name. */
  organisationTemplates: Array<MessageTemplate>;
  /**
   * Organisations the signed-in user may act for: their memberships, or for a super user every organisation
   * matching the search (spec §6). At most 100.
   */
  organisations: Array<OrganisationMembership>;
  /**
   * Messages held by the embedded messaging provider's outbox (super user only; empty when a real provider such
   * as GOV.UK Notify sends them). Newest first.
   */
  outboxMessages: Array<OutboxMessage>;
  /** The practice's portal page for a guest (no token; noAuth). Unknown organisations answer NOT_FOUND. */
  patientPortal: PatientPortal;
  /** The signed-in staff member's personal templates, by name. */
  personalTemplates: Array<MessageTemplate>;
  /** Patient portal area (basic). */
  portalSettings: PortalSettings;
  /** Who a registration link is for (noAuth). LINK_EXPIRED when it has expired or was used. */
  registration: RegistrationDetails;
  /** Reports (basic): one tab's figures from `from` to `to` (YYYY-MM-DD, at most 366 days); `search` filters the comments. */
  report: Report;
  /** Information governance (advanced): how many records the next run would delete under the given retention. */
  retentionDeletionPreview: RetentionDeletionPreview;
  /** Search the clinical system; at least two parameters are needed (spec §5). */
  searchPatient: Array<Patient>;
  /** The organisation's current alerts (not expired), newest first, for any member (or a super user acting for it). */
  staffAlerts: Array<StaffAlert>;
  staffNotifications: Array<StaffNotification>;
  /** Total triage settings (advanced). */
  totalTriageConsoleSettings: TotalTriageConsoleSettings;
  /** The organisation's desktop host call log, newest first (full or super role, or a super user). */
  transactionLog: Array<TransactionLog>;
  /** Care navigation 'try it' (advanced): which rule would fire for a sample patient and request. */
  tryCareNavigation: CareNavigationTryResult;
  /**
   * Attach tasks that finally failed (set to manual), newest first, at most 150 (spec §9): for a super user, and for
   * staff who cover the organisation's Unattached items group.
   */
  unattachedItems: Array<UnattachedItem>;
  /** The clinical api / main api version (noAuth). */
  version: Scalars['String']['output'];
  /** The signed-in user with their organisations and roles. */
  viewer: Viewer;
};


export type QueryArrivedPatientsArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryBookingLinksArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryCanSendUnattachedArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryCareNavigationEditorArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryClinicalAgentsArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryClinicalServerDetailsArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryClinicianNotificationsArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryComposerTemplatesArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryConsoleAccessArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryConsoleAdminQueryTypesArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryConsoleArrivalsArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryConsoleCallScreensArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryConsoleConfirmationMessagesArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryConsoleCoveringArgs = {
  userId: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type QueryConsoleDailyLimitsArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryConsoleDataSharingAgreementsArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryConsoleGroupsArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryConsoleOutcomesArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryConsoleServiceHoursArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryConsoleStaffArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryConsoleTranslationArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryConsoleWorkloadArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryCrossOrganisationNavigationArgs = {
  requestId: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type QueryDefaultAttachStaffArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryFftSettingsArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryGetAppointmentOwnersArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryGetAppointmentSlotTypesArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryGetAvailableAppointmentsArgs = {
  endTime: Scalars['DateTime']['input'];
  includePast?: InputMaybe<Scalars['Boolean']['input']>;
  slotTypeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  staffIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  startTime: Scalars['DateTime']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type QueryGetPatientArgs = {
  id: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type QueryGetPatientAppointmentsArgs = {
  nhsNumber: Scalars['String']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type QueryGetStaffArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryGetStaffAppointmentsArgs = {
  endTime: Scalars['DateTime']['input'];
  staffId: Scalars['ID']['input'];
  startTime: Scalars['DateTime']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type QueryGetTasksArgs = {
  clientId?: InputMaybe<Scalars['String']['input']>;
  clinicalSystem?: InputMaybe<ClinicalSystem>;
  patientId?: InputMaybe<Scalars['String']['input']>;
  versionNumber?: InputMaybe<Scalars['Int']['input']>;
  vixieVersion?: InputMaybe<Scalars['Int']['input']>;
  wcmsId: Scalars['ID']['input'];
};


export type QueryInformationGovernanceArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryMobileArrivalSettingsArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryOrganisationTemplatesArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryOrganisationsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOutboxMessagesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  recipient?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPatientPortalArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryPortalSettingsArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryRegistrationArgs = {
  token: Scalars['String']['input'];
};


export type QueryReportArgs = {
  from: Scalars['String']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  tab: ReportTab;
  to: Scalars['String']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type QueryRetentionDeletionPreviewArgs = {
  input: InformationGovernanceInput;
  wcmsId: Scalars['ID']['input'];
};


export type QuerySearchPatientArgs = {
  searchParameters: PatientSearchInput;
  wcmsId: Scalars['ID']['input'];
};


export type QueryStaffAlertsArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryStaffNotificationsArgs = {
  userId: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type QueryTotalTriageConsoleSettingsArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryTransactionLogArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  wcmsId: Scalars['ID']['input'];
};


export type QueryTryCareNavigationArgs = {
  input: CareNavigationTryInput;
  wcmsId: Scalars['ID']['input'];
};


export type QueryUnattachedItemsArgs = {
  wcmsId: Scalars['ID']['input'];
};

export type QueuedAttachment = {
  __typename?: 'QueuedAttachment';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  primary: Scalars['Boolean']['output'];
};

export type QueuedMessage = {
  __typename?: 'QueuedMessage';
  additional_codes: Array<ClinicalCode>;
  attachments: Array<QueuedAttachment>;
  clinical_system?: Maybe<ClinicalSystem>;
  code?: Maybe<ClinicalCode>;
  date_attached?: Maybe<Scalars['DateTime']['output']>;
  date_completed?: Maybe<Scalars['DateTime']['output']>;
  detail?: Maybe<Scalars['String']['output']>;
  entity_id: Scalars['ID']['output'];
  heading?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The patient's NHS number, which the host's attach calls look the patient up by. */
  nhs_number?: Maybe<Scalars['String']['output']>;
  patient_id?: Maybe<Scalars['String']['output']>;
  report_file?: Maybe<Scalars['String']['output']>;
  staff_guid?: Maybe<Scalars['String']['output']>;
  staff_id?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  type: QueuedMessageType;
  urls: Array<QueuedUrl>;
  vixie_version?: Maybe<Scalars['Int']['output']>;
  wcms_id: Scalars['ID']['output'];
};

export type QueuedMessageType =
  | 'outbound'
  | 'outbound_submit'
  | 'retry'
  | 'video_call';

export type QueuedUrl = {
  __typename?: 'QueuedUrl';
  comments?: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
};

export type RegistrationDetails = {
  __typename?: 'RegistrationDetails';
  email: Scalars['String']['output'];
  /** The name the manager entered when adding them; the form starts with it. */
  forename: Scalars['String']['output'];
  organisationName?: Maybe<Scalars['String']['output']>;
  surname: Scalars['String']['output'];
};

export type Report = {
  __typename?: 'Report';
  comments: Array<ReportComment>;
  figures: Array<ReportFigure>;
  from: Scalars['String']['output'];
  previousFrom: Scalars['String']['output'];
  previousTo: Scalars['String']['output'];
  tab: ReportTab;
  tables: Array<ReportTable>;
  to: Scalars['String']['output'];
};

/** A free-text comment (FFT or feedback), newest first. */
export type ReportComment = {
  __typename?: 'ReportComment';
  at: Scalars['DateTime']['output'];
  category: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

/** One headline figure of a tab; null when there is nothing to measure (no rows). */
export type ReportFigure = {
  __typename?: 'ReportFigure';
  key: Scalars['String']['output'];
  previous?: Maybe<Scalars['Float']['output']>;
  unit: ReportUnit;
  value?: Maybe<Scalars['Float']['output']>;
};

/** One row of a report table: its label (a category, a day, a weekday or an hour), this period's value and the previous one's. */
export type ReportRow = {
  __typename?: 'ReportRow';
  label: Scalars['String']['output'];
  previous: Scalars['Float']['output'];
  value: Scalars['Float']['output'];
};

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

/** One breakdown of a tab, shown as a chart with its data table. */
export type ReportTable = {
  __typename?: 'ReportTable';
  key: Scalars['String']['output'];
  kind: ReportTableKind;
  rows: Array<ReportRow>;
  unit: ReportUnit;
};

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

export type Retention = {
  __typename?: 'Retention';
  unit: RetentionUnit;
  /** A whole number from 1 to 500 (spec §9). */
  value: Scalars['Int']['output'];
};

/** How many records the next deletion run would remove under a retention. */
export type RetentionDeletionPreview = {
  __typename?: 'RetentionDeletionPreview';
  consults: Scalars['Int']['output'];
  requests: Scalars['Int']['output'];
};

/** What one run of the deletion job removed (each record is also written to the deletion audit log). */
export type RetentionDeletionRun = {
  __typename?: 'RetentionDeletionRun';
  consults: Scalars['Int']['output'];
  requests: Scalars['Int']['output'];
  runId: Scalars['ID']['output'];
};

export type RetentionInput = {
  unit: RetentionUnit;
  value: Scalars['Int']['input'];
};

/** Units of a retention period (a month counts as 30 days, a year as 365). */
export type RetentionUnit =
  | 'days'
  | 'months'
  | 'years';

export type SendBookingLinkInput = {
  /** Required, YYYY-MM-DD, today to two years ahead. */
  expiresOn: Scalars['String']['input'];
  /** Required, up to 100 characters. */
  location: Scalars['String']['input'];
  /** A UK mobile number the SMS goes to. */
  mobile: Scalars['String']['input'];
  /** The patient's NHS number (valid Modulus 11); the patient must be registered in the clinical system. */
  nhsNumber: Scalars['String']['input'];
  /** Required, up to 100 characters. */
  practice: Scalars['String']['input'];
  /** Required: the clinical system's slot type (the appointment type offered). */
  slotTypeId: Scalars['ID']['input'];
  /** Required: the clinician whose free slots are offered. */
  staffId: Scalars['ID']['input'];
};

export type ServiceHours = {
  __typename?: 'ServiceHours';
  days: Array<ServiceHoursDay>;
  /** Whether the organisation is in hours now (which confirmation message a request made now gets). */
  inHoursNow: Scalars['Boolean']['output'];
  wcmsId: Scalars['ID']['output'];
};

export type ServiceHoursDay = {
  __typename?: 'ServiceHoursDay';
  day: Weekday;
  finish?: Maybe<Scalars['String']['output']>;
  /** HH:MM, UK time; null with finish null: closed that day. */
  start?: Maybe<Scalars['String']['output']>;
};

export type ServiceHoursDayInput = {
  day: Weekday;
  finish?: InputMaybe<Scalars['String']['input']>;
  start?: InputMaybe<Scalars['String']['input']>;
};

export type ShareFailure = {
  __typename?: 'ShareFailure';
  name?: Maybe<Scalars['String']['output']>;
  reason: Scalars['String']['output'];
  wcmsId: Scalars['ID']['output'];
};

export type ShareResult = {
  __typename?: 'ShareResult';
  failed: Array<ShareFailure>;
  /** The organisations it is now shared with. */
  succeeded: Array<SharedOrganisation>;
};

/** An organisation something is shared with. */
export type SharedOrganisation = {
  __typename?: 'SharedOrganisation';
  name: Scalars['String']['output'];
  restrictedView: Scalars['Boolean']['output'];
  wcmsId: Scalars['ID']['output'];
};

export type SharingConsent =
  | 'denied'
  | 'given';

export type SlotType = {
  __typename?: 'SlotType';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A member of staff in the clinical system (spec §3 Staff, clinical API). */
export type Staff = {
  __typename?: 'Staff';
  active: Scalars['Boolean']['output'];
  appointmentStaffId?: Maybe<Scalars['String']['output']>;
  consult: Scalars['Boolean']['output'];
  forename: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  mnemonic?: Maybe<Scalars['String']['output']>;
  sex?: Maybe<Scalars['String']['output']>;
  surname: Scalars['String']['output'];
  title?: Maybe<Scalars['String']['output']>;
};

export type StaffAlert = {
  __typename?: 'StaffAlert';
  /** When the caller acknowledged it (null: not yet: the banner shows it). */
  acknowledgedAt?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  expiresOn?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  severity: AlertSeverity;
  title: Scalars['String']['output'];
  wcmsId: Scalars['ID']['output'];
};

export type StaffCovering = {
  __typename?: 'StaffCovering';
  colleagues: Array<CoveredColleague>;
  groups: Array<CoveredGroup>;
  userId: Scalars['ID']['output'];
};

export type StaffMemberInput = {
  canAcceptRequests: Scalars['Boolean']['input'];
  consoleAccess: ConsoleAccess;
  displayName: Scalars['String']['input'];
  usedInternally: Scalars['Boolean']['input'];
};

export type StaffNotification = {
  __typename?: 'StaffNotification';
  body?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  messageId?: Maybe<Scalars['ID']['output']>;
  read: Scalars['Boolean']['output'];
  subject?: Maybe<Scalars['String']['output']>;
};

export type StaffSchedule = {
  __typename?: 'StaffSchedule';
  allDay: Scalars['Boolean']['output'];
  end?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  staffId: Scalars['ID']['output'];
  /** HH:MM (UK time), null when all day */
  start?: Maybe<Scalars['String']['output']>;
  waitingAreaId: Scalars['ID']['output'];
  /** 1 Monday … 7 Sunday */
  weekday: Scalars['Int']['output'];
};

export type StaffScheduleInput = {
  allDay: Scalars['Boolean']['input'];
  end?: InputMaybe<Scalars['String']['input']>;
  staffId: Scalars['ID']['input'];
  start?: InputMaybe<Scalars['String']['input']>;
  waitingAreaId?: InputMaybe<Scalars['ID']['input']>;
  weekday: Scalars['Int']['input'];
};

export type StartAdhocVideoResult = {
  __typename?: 'StartAdhocVideoResult';
  patientDetails: VideoPatientDetails;
  patientNhsNumber: Scalars['String']['output'];
  room: Scalars['String']['output'];
  roomKey: Scalars['String']['output'];
  wcmsId: Scalars['ID']['output'];
};

export type TaskList = {
  __typename?: 'TaskList';
  _embedded: TaskListEmbedded;
};

export type TaskListEmbedded = {
  __typename?: 'TaskListEmbedded';
  queued_messages: Array<QueuedMessage>;
};

/** Whose templates: the signed-in staff member's own, or the organisation's (console, basic access). */
export type TemplateScope =
  | 'organisation'
  | 'personal';

export type TotalTriageConsoleSettings = {
  __typename?: 'TotalTriageConsoleSettings';
  /** Whether total triage is sold to the organisation (its feature flag): without it, it cannot be turned on. */
  available: Scalars['Boolean']['output'];
  /** The practice's switch: off, the create-request wizard and the request API refuse requests made on a patient's behalf. */
  enabled: Scalars['Boolean']['output'];
  /** Whole years (1 to 120), or null for none: requests are refused for younger patients (the client settings' value). */
  minimumPatientAge?: Maybe<Scalars['Int']['output']>;
  preferences: Array<TriagePreference>;
};

export type TotalTriageSettingsInput = {
  enabled: Scalars['Boolean']['input'];
  minimumPatientAge?: InputMaybe<Scalars['Int']['input']>;
  preferences: Array<TriagePreferenceInput>;
};

export type Touchscreen = {
  __typename?: 'Touchscreen';
  code: Scalars['String']['output'];
  /** How many devices are registered with this touchscreen's code. */
  devices: Scalars['Int']['output'];
  /** Health pod inputs: the readings the kiosk asks for after check-in. */
  healthPod: Array<HealthPodInput>;
  id: Scalars['ID']['output'];
  infoMessage?: Maybe<Scalars['String']['output']>;
  licence: LicenceState;
  /** The practice site it stands in (one of ConsoleArrivals.locations), null for none. */
  location?: Maybe<Scalars['String']['output']>;
  /** Location lock: the kiosk checks in only appointments at its location. */
  locationLock: Scalars['Boolean']['output'];
  minutesEarly: Scalars['Int']['output'];
  minutesLate: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** The questionnaire asked after check-in: up to 5 yes/no questions. */
  questions: Array<Scalars['String']['output']>;
  /** Review response: the answers are shown to the clinician beside the arrived patient, flagged for review. */
  reviewResponse: Scalars['Boolean']['output'];
};

export type TouchscreenInput = {
  code: Scalars['String']['input'];
  healthPod?: InputMaybe<Array<HealthPodInput>>;
  infoMessage?: InputMaybe<Scalars['String']['input']>;
  licence: LicenceState;
  /** The settings below default to none / off when left out. */
  location?: InputMaybe<Scalars['String']['input']>;
  locationLock?: InputMaybe<Scalars['Boolean']['input']>;
  minutesEarly?: InputMaybe<Scalars['Int']['input']>;
  minutesLate?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  questions?: InputMaybe<Array<Scalars['String']['input']>>;
  reviewResponse?: InputMaybe<Scalars['Boolean']['input']>;
};

export type TransactionLog = {
  __typename?: 'TransactionLog';
  apiId?: Maybe<Scalars['Int']['output']>;
  clientVersion?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  method: Scalars['String']['output'];
  numAttachments?: Maybe<Scalars['Int']['output']>;
  request?: Maybe<Scalars['String']['output']>;
  response?: Maybe<Scalars['String']['output']>;
  responseTimeMilliseconds?: Maybe<Scalars['Int']['output']>;
  success: Scalars['Boolean']['output'];
  wcmsId?: Maybe<Scalars['ID']['output']>;
};

export type TransactionLogInput = {
  apiId?: InputMaybe<Scalars['Int']['input']>;
  clientVersion?: InputMaybe<Scalars['String']['input']>;
  error?: InputMaybe<Scalars['String']['input']>;
  method: Scalars['String']['input'];
  numAttachments?: InputMaybe<Scalars['Int']['input']>;
  request?: InputMaybe<Scalars['String']['input']>;
  response?: InputMaybe<Scalars['String']['input']>;
  responseTimeMilliseconds?: InputMaybe<Scalars['Int']['input']>;
  success: Scalars['Boolean']['input'];
  wcmsId?: InputMaybe<Scalars['ID']['input']>;
};

export type TranslationSettings = {
  __typename?: 'TranslationSettings';
  enabled: Scalars['Boolean']['output'];
  wcmsId: Scalars['ID']['output'];
};

export type TriagePreference = {
  __typename?: 'TriagePreference';
  requestType: PreferenceRequestType;
  /** Up to 50 characters. */
  text: Scalars['String']['output'];
};

export type TriagePreferenceInput = {
  requestType: PreferenceRequestType;
  text: Scalars['String']['input'];
};

export type TvScreen = {
  __typename?: 'TvScreen';
  announce: Scalars['Boolean']['output'];
  code: Scalars['String']['output'];
  devices: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  nameFormat: PatientNameFormat;
  notificationSound: NotificationSound;
};

export type TvScreenInput = {
  announce: Scalars['Boolean']['input'];
  code: Scalars['String']['input'];
  name: Scalars['String']['input'];
  nameFormat: PatientNameFormat;
  notificationSound: NotificationSound;
};

export type TwoFactorCodeType =
  | 'authenticator'
  | 'email';

/** A record whose attach to the clinical system finally failed (spec §4 Attach tasks). */
export type UnattachedItem = {
  __typename?: 'UnattachedItem';
  attempts: Scalars['Int']['output'];
  failedAt: Scalars['DateTime']['output'];
  lastError?: Maybe<Scalars['String']['output']>;
  messageId: Scalars['ID']['output'];
  nhsInvalid: Scalars['Boolean']['output'];
  taskId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  type: QueuedMessageType;
  wcmsId: Scalars['ID']['output'];
};

export type VerifySessionResult = {
  __typename?: 'VerifySessionResult';
  staffId: Scalars['ID']['output'];
  token: Scalars['String']['output'];
};

export type VideoPatientDetails = {
  __typename?: 'VideoPatientDetails';
  forename?: Maybe<Scalars['String']['output']>;
  mobileNumbers: Array<Scalars['String']['output']>;
  surname?: Maybe<Scalars['String']['output']>;
};

export type Viewer = {
  __typename?: 'Viewer';
  email: Scalars['String']['output'];
  forename: Scalars['String']['output'];
  isSuperUser: Scalars['Boolean']['output'];
  /** Whether this account may turn super-user mode on or off (the allowed id itself is not given). */
  mayToggleSuperUserMode: Scalars['Boolean']['output'];
  organisations: Array<OrganisationMembership>;
  surname: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

export type VisionKeys = {
  __typename?: 'VisionKeys';
  england?: Maybe<Scalars['String']['output']>;
  scotland?: Maybe<Scalars['String']['output']>;
  wales?: Maybe<Scalars['String']['output']>;
};

/** The Vision user linked to the signed-in staff member (for the desktop host, spec §2 /authorize). */
export type VisionLink = {
  __typename?: 'VisionLink';
  linkedAt: Scalars['DateTime']['output'];
  visionUser: Scalars['String']['output'];
  wcmsId: Scalars['ID']['output'];
};

export type VisionLoginStart = {
  __typename?: 'VisionLoginStart';
  /** The Vision login helper's address to send the browser to. */
  url: Scalars['String']['output'];
};

export type WaitingArea = {
  __typename?: 'WaitingArea';
  id: Scalars['ID']['output'];
  instructions: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type WaitingAreaInput = {
  instructions: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type Weekday =
  | 'friday'
  | 'monday'
  | 'saturday'
  | 'sunday'
  | 'thursday'
  | 'tuesday'
  | 'wednesday';

export type Workload = {
  __typename?: 'Workload';
  byAssignee: Array<WorkloadAssignee>;
  byGroup: Array<WorkloadGroup>;
  dailyLimits: Array<DailyLimit>;
  /** When the longest-waiting open request came in (ISO 8601), or null with none open. */
  oldestWaiting?: Maybe<Scalars['String']['output']>;
  open: Scalars['Int']['output'];
  /** The UK day so far. */
  today: WorkloadPeriod;
  wcmsId: Scalars['ID']['output'];
  /** Monday to now, UK. */
  week: WorkloadPeriod;
};

export type WorkloadAssignee = {
  __typename?: 'WorkloadAssignee';
  name: Scalars['String']['output'];
  open: Scalars['Int']['output'];
  userId: Scalars['ID']['output'];
};

export type WorkloadGroup = {
  __typename?: 'WorkloadGroup';
  groupId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  open: Scalars['Int']['output'];
};

export type WorkloadPeriod = {
  __typename?: 'WorkloadPeriod';
  completed: Scalars['Int']['output'];
  received: Scalars['Int']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Address: ResolverTypeWrapper<Address>;
  AgeUnit: AgeUnit;
  AlertRowInput: AlertRowInput;
  AlertSeverity: AlertSeverity;
  AlertUpload: ResolverTypeWrapper<AlertUpload>;
  Announcement: ResolverTypeWrapper<Announcement>;
  Appointment: ResolverTypeWrapper<Appointment>;
  AppointmentOwner: ResolverTypeWrapper<AppointmentOwner>;
  ArrivalReadings: ResolverTypeWrapper<ArrivalReadings>;
  ArrivalResponse: ResolverTypeWrapper<ArrivalResponse>;
  ArrivedPatient: ResolverTypeWrapper<ArrivedPatient>;
  AuditInput: AuditInput;
  AutoSignIn: ResolverTypeWrapper<AutoSignIn>;
  BookingLink: ResolverTypeWrapper<BookingLink>;
  BookingLinkAppointment: ResolverTypeWrapper<BookingLinkAppointment>;
  BookingLinkStatus: BookingLinkStatus;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CareNavigationEditor: ResolverTypeWrapper<CareNavigationEditor>;
  CareNavigationGroupOption: ResolverTypeWrapper<CareNavigationGroupOption>;
  CareNavigationPatients: CareNavigationPatients;
  CareNavigationPriority: CareNavigationPriority;
  CareNavigationRequestType: CareNavigationRequestType;
  CareNavigationResult: ResolverTypeWrapper<CareNavigationResult>;
  CareNavigationRule: ResolverTypeWrapper<CareNavigationRule>;
  CareNavigationRuleInput: CareNavigationRuleInput;
  CareNavigationTryInput: CareNavigationTryInput;
  CareNavigationTryResult: ResolverTypeWrapper<CareNavigationTryResult>;
  ClinicalAgent: ResolverTypeWrapper<ClinicalAgent>;
  ClinicalAgentCheckIn: ResolverTypeWrapper<ClinicalAgentCheckIn>;
  ClinicalCode: ResolverTypeWrapper<ClinicalCode>;
  ClinicalServerDetails: ResolverTypeWrapper<ClinicalServerDetails>;
  ClinicalServerDetailsInput: ClinicalServerDetailsInput;
  ClinicalSystem: ClinicalSystem;
  ClinicianNotification: ResolverTypeWrapper<ClinicianNotification>;
  CodeDataValue: ResolverTypeWrapper<CodeDataValue>;
  Config: ResolverTypeWrapper<Config>;
  ConfirmationMessages: ResolverTypeWrapper<ConfirmationMessages>;
  ConfirmationMessagesInput: ConfirmationMessagesInput;
  ConsoleAccess: ConsoleAccess;
  ConsoleArrivals: ResolverTypeWrapper<ConsoleArrivals>;
  ConsoleCallScreens: ResolverTypeWrapper<ConsoleCallScreens>;
  ConsoleGroup: ResolverTypeWrapper<ConsoleGroup>;
  ConsoleGroupMember: ResolverTypeWrapper<ConsoleGroupMember>;
  ConsoleStaffMember: ResolverTypeWrapper<ConsoleStaffMember>;
  ConsoleStanding: ResolverTypeWrapper<ConsoleStanding>;
  ConsultingStaff: ResolverTypeWrapper<ConsultingStaff>;
  CoveredColleague: ResolverTypeWrapper<CoveredColleague>;
  CoveredGroup: ResolverTypeWrapper<CoveredGroup>;
  CrossOrganisationDestination: ResolverTypeWrapper<CrossOrganisationDestination>;
  CrossOrganisationNavigation: ResolverTypeWrapper<CrossOrganisationNavigation>;
  DailyLimit: ResolverTypeWrapper<DailyLimit>;
  DailyLimitInput: DailyLimitInput;
  DashboardIds: ResolverTypeWrapper<DashboardIds>;
  DataSharingAgreement: ResolverTypeWrapper<DataSharingAgreement>;
  DataSharingDecision: DataSharingDecision;
  DataSharingStatus: DataSharingStatus;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DefaultAttachStaff: ResolverTypeWrapper<DefaultAttachStaff>;
  DefaultAttachStaffInput: DefaultAttachStaffInput;
  DefaultEmailCopy: ResolverTypeWrapper<DefaultEmailCopy>;
  DefaultOnScreenCopy: ResolverTypeWrapper<DefaultOnScreenCopy>;
  EntityRef: ResolverTypeWrapper<EntityRef>;
  FftInvitationMethod: FftInvitationMethod;
  FftSettings: ResolverTypeWrapper<FftSettings>;
  FftSettingsInput: FftSettingsInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HealthPodInput: HealthPodInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IceQuestion: ResolverTypeWrapper<IceQuestion>;
  IdResult: ResolverTypeWrapper<IdResult>;
  InformationGovernanceInput: InformationGovernanceInput;
  InformationGovernanceSettings: ResolverTypeWrapper<InformationGovernanceSettings>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InviteStaffInput: InviteStaffInput;
  LicenceState: LicenceState;
  LinkUserResult: ResolverTypeWrapper<LinkUserResult>;
  LoginResult: ResolverTypeWrapper<LoginResult>;
  LogoutResult: ResolverTypeWrapper<LogoutResult>;
  MessageTemplate: ResolverTypeWrapper<MessageTemplate>;
  MessageTemplateInput: MessageTemplateInput;
  MobileArrivalLocation: ResolverTypeWrapper<MobileArrivalLocation>;
  MobileArrivalLocationInput: MobileArrivalLocationInput;
  MobileArrivalSettings: ResolverTypeWrapper<MobileArrivalSettings>;
  MobileArrivalSettingsInput: MobileArrivalSettingsInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewsItem: ResolverTypeWrapper<NewsItem>;
  NewsItemInput: NewsItemInput;
  NotificationSound: NotificationSound;
  OrganisationFeatures: ResolverTypeWrapper<OrganisationFeatures>;
  OrganisationMembership: ResolverTypeWrapper<OrganisationMembership>;
  OutboxMessage: ResolverTypeWrapper<OutboxMessage>;
  Patient: ResolverTypeWrapper<Patient>;
  PatientNameFormat: PatientNameFormat;
  PatientPortal: ResolverTypeWrapper<PatientPortal>;
  PatientSearchInput: PatientSearchInput;
  PharmacyCondition: PharmacyCondition;
  PortalCategory: ResolverTypeWrapper<PortalCategory>;
  PortalMoveDirection: PortalMoveDirection;
  PortalService: ResolverTypeWrapper<PortalService>;
  PortalServiceInput: PortalServiceInput;
  PortalServiceType: PortalServiceType;
  PortalSettings: ResolverTypeWrapper<PortalSettings>;
  PreferenceRequestType: PreferenceRequestType;
  PrefillResult: ResolverTypeWrapper<PrefillResult>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QueuedAttachment: ResolverTypeWrapper<QueuedAttachment>;
  QueuedMessage: ResolverTypeWrapper<QueuedMessage>;
  QueuedMessageType: QueuedMessageType;
  QueuedUrl: ResolverTypeWrapper<QueuedUrl>;
  RegistrationDetails: ResolverTypeWrapper<RegistrationDetails>;
  Report: ResolverTypeWrapper<Report>;
  ReportComment: ResolverTypeWrapper<ReportComment>;
  ReportFigure: ResolverTypeWrapper<ReportFigure>;
  ReportRow: ResolverTypeWrapper<ReportRow>;
  ReportTab: ReportTab;
  ReportTable: ResolverTypeWrapper<ReportTable>;
  ReportTableKind: ReportTableKind;
  ReportUnit: ReportUnit;
  RequestType: RequestType;
  Retention: ResolverTypeWrapper<Retention>;
  RetentionDeletionPreview: ResolverTypeWrapper<RetentionDeletionPreview>;
  RetentionDeletionRun: ResolverTypeWrapper<RetentionDeletionRun>;
  RetentionInput: RetentionInput;
  RetentionUnit: RetentionUnit;
  SendBookingLinkInput: SendBookingLinkInput;
  ServiceHours: ResolverTypeWrapper<ServiceHours>;
  ServiceHoursDay: ResolverTypeWrapper<ServiceHoursDay>;
  ServiceHoursDayInput: ServiceHoursDayInput;
  ShareFailure: ResolverTypeWrapper<ShareFailure>;
  ShareResult: ResolverTypeWrapper<ShareResult>;
  SharedOrganisation: ResolverTypeWrapper<SharedOrganisation>;
  SharingConsent: SharingConsent;
  SlotType: ResolverTypeWrapper<SlotType>;
  Staff: ResolverTypeWrapper<Staff>;
  StaffAlert: ResolverTypeWrapper<StaffAlert>;
  StaffCovering: ResolverTypeWrapper<StaffCovering>;
  StaffMemberInput: StaffMemberInput;
  StaffNotification: ResolverTypeWrapper<StaffNotification>;
  StaffSchedule: ResolverTypeWrapper<StaffSchedule>;
  StaffScheduleInput: StaffScheduleInput;
  StartAdhocVideoResult: ResolverTypeWrapper<StartAdhocVideoResult>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TaskList: ResolverTypeWrapper<TaskList>;
  TaskListEmbedded: ResolverTypeWrapper<TaskListEmbedded>;
  TemplateScope: TemplateScope;
  TotalTriageConsoleSettings: ResolverTypeWrapper<TotalTriageConsoleSettings>;
  TotalTriageSettingsInput: TotalTriageSettingsInput;
  Touchscreen: ResolverTypeWrapper<Touchscreen>;
  TouchscreenInput: TouchscreenInput;
  TransactionLog: ResolverTypeWrapper<TransactionLog>;
  TransactionLogInput: TransactionLogInput;
  TranslationSettings: ResolverTypeWrapper<TranslationSettings>;
  TriagePreference: ResolverTypeWrapper<TriagePreference>;
  TriagePreferenceInput: TriagePreferenceInput;
  TvScreen: ResolverTypeWrapper<TvScreen>;
  TvScreenInput: TvScreenInput;
  TwoFactorCodeType: TwoFactorCodeType;
  UnattachedItem: ResolverTypeWrapper<UnattachedItem>;
  VerifySessionResult: ResolverTypeWrapper<VerifySessionResult>;
  VideoPatientDetails: ResolverTypeWrapper<VideoPatientDetails>;
  Viewer: ResolverTypeWrapper<Viewer>;
  VisionKeys: ResolverTypeWrapper<VisionKeys>;
  VisionLink: ResolverTypeWrapper<VisionLink>;
  VisionLoginStart: ResolverTypeWrapper<VisionLoginStart>;
  WaitingArea: ResolverTypeWrapper<WaitingArea>;
  WaitingAreaInput: WaitingAreaInput;
  Weekday: Weekday;
  Workload: ResolverTypeWrapper<Workload>;
  WorkloadAssignee: ResolverTypeWrapper<WorkloadAssignee>;
  WorkloadGroup: ResolverTypeWrapper<WorkloadGroup>;
  WorkloadPeriod: ResolverTypeWrapper<WorkloadPeriod>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Address: Address;
  AlertRowInput: AlertRowInput;
  AlertUpload: AlertUpload;
  Announcement: Announcement;
  Appointment: Appointment;
  AppointmentOwner: AppointmentOwner;
  ArrivalReadings: ArrivalReadings;
  ArrivalResponse: ArrivalResponse;
  ArrivedPatient: ArrivedPatient;
  AuditInput: AuditInput;
  AutoSignIn: AutoSignIn;
  BookingLink: BookingLink;
  BookingLinkAppointment: BookingLinkAppointment;
  Boolean: Scalars['Boolean']['output'];
  CareNavigationEditor: CareNavigationEditor;
  CareNavigationGroupOption: CareNavigationGroupOption;
  CareNavigationResult: CareNavigationResult;
  CareNavigationRule: CareNavigationRule;
  CareNavigationRuleInput: CareNavigationRuleInput;
  CareNavigationTryInput: CareNavigationTryInput;
  CareNavigationTryResult: CareNavigationTryResult;
  ClinicalAgent: ClinicalAgent;
  ClinicalAgentCheckIn: ClinicalAgentCheckIn;
  ClinicalCode: ClinicalCode;
  ClinicalServerDetails: ClinicalServerDetails;
  ClinicalServerDetailsInput: ClinicalServerDetailsInput;
  ClinicianNotification: ClinicianNotification;
  CodeDataValue: CodeDataValue;
  Config: Config;
  ConfirmationMessages: ConfirmationMessages;
  ConfirmationMessagesInput: ConfirmationMessagesInput;
  ConsoleArrivals: ConsoleArrivals;
  ConsoleCallScreens: ConsoleCallScreens;
  ConsoleGroup: ConsoleGroup;
  ConsoleGroupMember: ConsoleGroupMember;
  ConsoleStaffMember: ConsoleStaffMember;
  ConsoleStanding: ConsoleStanding;
  ConsultingStaff: ConsultingStaff;
  CoveredColleague: CoveredColleague;
  CoveredGroup: CoveredGroup;
  CrossOrganisationDestination: CrossOrganisationDestination;
  CrossOrganisationNavigation: CrossOrganisationNavigation;
  DailyLimit: DailyLimit;
  DailyLimitInput: DailyLimitInput;
  DashboardIds: DashboardIds;
  DataSharingAgreement: DataSharingAgreement;
  DateTime: Scalars['DateTime']['output'];
  DefaultAttachStaff: DefaultAttachStaff;
  DefaultAttachStaffInput: DefaultAttachStaffInput;
  DefaultEmailCopy: DefaultEmailCopy;
  DefaultOnScreenCopy: DefaultOnScreenCopy;
  EntityRef: EntityRef;
  FftSettings: FftSettings;
  FftSettingsInput: FftSettingsInput;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  IceQuestion: IceQuestion;
  IdResult: IdResult;
  InformationGovernanceInput: InformationGovernanceInput;
  InformationGovernanceSettings: InformationGovernanceSettings;
  Int: Scalars['Int']['output'];
  InviteStaffInput: InviteStaffInput;
  LinkUserResult: LinkUserResult;
  LoginResult: LoginResult;
  LogoutResult: LogoutResult;
  MessageTemplate: MessageTemplate;
  MessageTemplateInput: MessageTemplateInput;
  MobileArrivalLocation: MobileArrivalLocation;
  MobileArrivalLocationInput: MobileArrivalLocationInput;
  MobileArrivalSettings: MobileArrivalSettings;
  MobileArrivalSettingsInput: MobileArrivalSettingsInput;
  Mutation: Record<PropertyKey, never>;
  NewsItem: NewsItem;
  NewsItemInput: NewsItemInput;
  OrganisationFeatures: OrganisationFeatures;
  OrganisationMembership: OrganisationMembership;
  OutboxMessage: OutboxMessage;
  Patient: Patient;
  PatientPortal: PatientPortal;
  PatientSearchInput: PatientSearchInput;
  PortalCategory: PortalCategory;
  PortalService: PortalService;
  PortalServiceInput: PortalServiceInput;
  PortalSettings: PortalSettings;
  PrefillResult: PrefillResult;
  Query: Record<PropertyKey, never>;
  QueuedAttachment: QueuedAttachment;
  QueuedMessage: QueuedMessage;
  QueuedUrl: QueuedUrl;
  RegistrationDetails: RegistrationDetails;
  Report: Report;
  ReportComment: ReportComment;
  ReportFigure: ReportFigure;
  ReportRow: ReportRow;
  ReportTable: ReportTable;
  Retention: Retention;
  RetentionDeletionPreview: RetentionDeletionPreview;
  RetentionDeletionRun: RetentionDeletionRun;
  RetentionInput: RetentionInput;
  SendBookingLinkInput: SendBookingLinkInput;
  ServiceHours: ServiceHours;
  ServiceHoursDay: ServiceHoursDay;
  ServiceHoursDayInput: ServiceHoursDayInput;
  ShareFailure: ShareFailure;
  ShareResult: ShareResult;
  SharedOrganisation: SharedOrganisation;
  SlotType: SlotType;
  Staff: Staff;
  StaffAlert: StaffAlert;
  StaffCovering: StaffCovering;
  StaffMemberInput: StaffMemberInput;
  StaffNotification: StaffNotification;
  StaffSchedule: StaffSchedule;
  StaffScheduleInput: StaffScheduleInput;
  StartAdhocVideoResult: StartAdhocVideoResult;
  String: Scalars['String']['output'];
  TaskList: TaskList;
  TaskListEmbedded: TaskListEmbedded;
  TotalTriageConsoleSettings: TotalTriageConsoleSettings;
  TotalTriageSettingsInput: TotalTriageSettingsInput;
  Touchscreen: Touchscreen;
  TouchscreenInput: TouchscreenInput;
  TransactionLog: TransactionLog;
  TransactionLogInput: TransactionLogInput;
  TranslationSettings: TranslationSettings;
  TriagePreference: TriagePreference;
  TriagePreferenceInput: TriagePreferenceInput;
  TvScreen: TvScreen;
  TvScreenInput: TvScreenInput;
  UnattachedItem: UnattachedItem;
  VerifySessionResult: VerifySessionResult;
  VideoPatientDetails: VideoPatientDetails;
  Viewer: Viewer;
  VisionKeys: VisionKeys;
  VisionLink: VisionLink;
  VisionLoginStart: VisionLoginStart;
  WaitingArea: WaitingArea;
  WaitingAreaInput: WaitingAreaInput;
  Workload: Workload;
  WorkloadAssignee: WorkloadAssignee;
  WorkloadGroup: WorkloadGroup;
  WorkloadPeriod: WorkloadPeriod;
};

export type AddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address3?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address5?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AlertUploadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AlertUpload'] = ResolversParentTypes['AlertUpload']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  organisations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploadId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AnnouncementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Announcement'] = ResolversParentTypes['Announcement']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  published?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppointmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Appointment'] = ResolversParentTypes['Appointment']> = {
  arrivalTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  consultingStaff?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  consultingStaffId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isTelephoneAppointment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isVideoAppointment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  patient?: Resolver<Maybe<ResolversTypes['Patient']>, ParentType, ContextType>;
  preventSelfCheckIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sessionHolders?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AppointmentOwnerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentOwner'] = ResolversParentTypes['AppointmentOwner']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ArrivalReadingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ArrivalReadings'] = ResolversParentTypes['ArrivalReadings']> = {
  diastolic?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  systolic?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ArrivalResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ArrivalResponse'] = ResolversParentTypes['ArrivalResponse']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ArrivedPatientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ArrivedPatient'] = ResolversParentTypes['ArrivedPatient']> = {
  appointmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  appointmentStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  arrivedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  calledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readings?: Resolver<Maybe<ResolversTypes['ArrivalReadings']>, ParentType, ContextType>;
  responses?: Resolver<Array<ResolversTypes['ArrivalResponse']>, ParentType, ContextType>;
  waitingArea?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AutoSignInResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AutoSignIn'] = ResolversParentTypes['AutoSignIn']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BookingLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BookingLink'] = ResolversParentTypes['BookingLink']> = {
  appointment?: Resolver<Maybe<ResolversTypes['BookingLinkAppointment']>, ParentType, ContextType>;
  appointmentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clinician?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nhsNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  practice?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  slotTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  staffId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BookingLinkStatus'], ParentType, ContextType>;
};

export type BookingLinkAppointmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BookingLinkAppointment'] = ResolversParentTypes['BookingLinkAppointment']> = {
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type CareNavigationEditorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CareNavigationEditor'] = ResolversParentTypes['CareNavigationEditor']> = {
  adminQueryTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['CareNavigationGroupOption']>, ParentType, ContextType>;
  medicalProblems?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  rules?: Resolver<Array<ResolversTypes['CareNavigationRule']>, ParentType, ContextType>;
};

export type CareNavigationGroupOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CareNavigationGroupOption'] = ResolversParentTypes['CareNavigationGroupOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CareNavigationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CareNavigationResult'] = ResolversParentTypes['CareNavigationResult']> = {
  groupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organisationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  wcmsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CareNavigationRuleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CareNavigationRule'] = ResolversParentTypes['CareNavigationRule']> = {
  adminQuery?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  healthData?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxAge?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxAgeUnit?: Resolver<ResolversTypes['AgeUnit'], ParentType, ContextType>;
  medicalProblem?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minAge?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minAgeUnit?: Resolver<ResolversTypes['AgeUnit'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patients?: Resolver<ResolversTypes['CareNavigationPatients'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['CareNavigationPriority'], ParentType, ContextType>;
  questionnaire?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestType?: Resolver<ResolversTypes['CareNavigationRequestType'], ParentType, ContextType>;
  routeGroupActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  routeGroupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  routeGroupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CareNavigationTryResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CareNavigationTryResult'] = ResolversParentTypes['CareNavigationTryResult']> = {
  groupName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priority?: Resolver<Maybe<ResolversTypes['CareNavigationPriority']>, ParentType, ContextType>;
  ruleId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  ruleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ClinicalAgentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClinicalAgent'] = ResolversParentTypes['ClinicalAgent']> = {
  approved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hostname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSeen?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ClinicalAgentCheckInResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClinicalAgentCheckIn'] = ResolversParentTypes['ClinicalAgentCheckIn']> = {
  approved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ClinicalCodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClinicalCode'] = ResolversParentTypes['ClinicalCode']> = {
  dataValue?: Resolver<Maybe<ResolversTypes['CodeDataValue']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  descriptionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isFreeText?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scheme?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  term?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClinicalServerDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClinicalServerDetails'] = ResolversParentTypes['ClinicalServerDetails']> = {
  apiPasswordSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  database?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gatewayHost?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passwordSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  port?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  server?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  siteCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClinicianNotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClinicianNotification'] = ResolversParentTypes['ClinicianNotification']> = {
  adhocVideoId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  attachTaskId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  messageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  outboundRequestId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  wcmsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CodeDataValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CodeDataValue'] = ResolversParentTypes['CodeDataValue']> = {
  uom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Config'] = ResolversParentTypes['Config']> = {
  attachTasksVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dashboardIds?: Resolver<ResolversTypes['DashboardIds'], ParentType, ContextType>;
  defaultEmailCopy?: Resolver<ResolversTypes['DefaultEmailCopy'], ParentType, ContextType>;
  defaultIceQuestions?: Resolver<Array<ResolversTypes['IceQuestion']>, ParentType, ContextType>;
  defaultOnScreenCopy?: Resolver<ResolversTypes['DefaultOnScreenCopy'], ParentType, ContextType>;
  enableOutboundPathways?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  environment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  googleMapsApiKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  keepLockTime?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kibanaUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ltUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openTokApiKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pharmacyBookingUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redisPrefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  superUserToggleVisible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  validStaffDomains?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visionKeys?: Resolver<ResolversTypes['VisionKeys'], ParentType, ContextType>;
  visionLoginHelperClientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visionLoginHelperUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wspUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConfirmationMessagesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfirmationMessages'] = ResolversParentTypes['ConfirmationMessages']> = {
  inHoursEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inHoursScreen?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outOfHoursEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outOfHoursScreen?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wcmsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ConsoleArrivalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsoleArrivals'] = ResolversParentTypes['ConsoleArrivals']> = {
  locations?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  schedules?: Resolver<Array<ResolversTypes['StaffSchedule']>, ParentType, ContextType>;
  staff?: Resolver<Array<ResolversTypes['ConsultingStaff']>, ParentType, ContextType>;
  touchscreens?: Resolver<Array<ResolversTypes['Touchscreen']>, ParentType, ContextType>;
  waitingAreas?: Resolver<Array<ResolversTypes['WaitingArea']>, ParentType, ContextType>;
};

export type ConsoleCallScreensResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsoleCallScreens'] = ResolversParentTypes['ConsoleCallScreens']> = {
  newsItems?: Resolver<Array<ResolversTypes['NewsItem']>, ParentType, ContextType>;
  screens?: Resolver<Array<ResolversTypes['TvScreen']>, ParentType, ContextType>;
};

export type ConsoleGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsoleGroup'] = ResolversParentTypes['ConsoleGroup']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['ConsoleGroupMember']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sharedBy?: Resolver<Maybe<ResolversTypes['SharedOrganisation']>, ParentType, ContextType>;
  sharedWith?: Resolver<Array<ResolversTypes['SharedOrganisation']>, ParentType, ContextType>;
};

export type ConsoleGroupMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsoleGroupMember'] = ResolversParentTypes['ConsoleGroupMember']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ConsoleStaffMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsoleStaffMember'] = ResolversParentTypes['ConsoleStaffMember']> = {
  canAcceptRequests?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  consoleAccess?: Resolver<ResolversTypes['ConsoleAccess'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sharedBy?: Resolver<Maybe<ResolversTypes['SharedOrganisation']>, ParentType, ContextType>;
  sharedWith?: Resolver<Array<ResolversTypes['SharedOrganisation']>, ParentType, ContextType>;
  usedInternally?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ConsoleStandingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsoleStanding'] = ResolversParentTypes['ConsoleStanding']> = {
  canOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clinicalSystem?: Resolver<ResolversTypes['ClinicalSystem'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['ConsoleAccess'], ParentType, ContextType>;
  organisationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wcmsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ConsultingStaffResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsultingStaff'] = ResolversParentTypes['ConsultingStaff']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CoveredColleagueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CoveredColleague'] = ResolversParentTypes['CoveredColleague']> = {
  covered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CoveredGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CoveredGroup'] = ResolversParentTypes['CoveredGroup']> = {
  covered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CrossOrganisationDestinationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CrossOrganisationDestination'] = ResolversParentTypes['CrossOrganisationDestination']> = {
  agreement?: Resolver<Maybe<ResolversTypes['DataSharingStatus']>, ParentType, ContextType>;
  groupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  groupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organisationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wcmsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CrossOrganisationNavigationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CrossOrganisationNavigation'] = ResolversParentTypes['CrossOrganisationNavigation']> = {
  destinations?: Resolver<Array<ResolversTypes['CrossOrganisationDestination']>, ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sharingConsent?: Resolver<Maybe<ResolversTypes['SharingConsent']>, ParentType, ContextType>;
  sharingConsentRecordedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sharingConsentRecordedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DailyLimitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DailyLimit'] = ResolversParentTypes['DailyLimit']> = {
  limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  requestType?: Resolver<ResolversTypes['RequestType'], ParentType, ContextType>;
  usedToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardIdsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DashboardIds'] = ResolversParentTypes['DashboardIds']> = {
  arrive?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  feedback?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fft?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  medicalConsultations?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcomes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  practice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transactions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workload?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DataSharingAgreementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DataSharingAgreement'] = ResolversParentTypes['DataSharingAgreement']> = {
  canAccept?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEnd?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canRefuse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decidedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  endedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  proposedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  proposedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  proposerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  proposerWcmsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recipientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipientWcmsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  side?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DataSharingStatus'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DefaultAttachStaffResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DefaultAttachStaff'] = ResolversParentTypes['DefaultAttachStaff']> = {
  clinicalSystem?: Resolver<ResolversTypes['ClinicalSystem'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  staffGuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  staffId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vixieVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  wcmsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DefaultEmailCopyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DefaultEmailCopy'] = ResolversParentTypes['DefaultEmailCopy']> = {
  inHours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outOfHours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  override?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DefaultOnScreenCopyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DefaultOnScreenCopy'] = ResolversParentTypes['DefaultOnScreenCopy']> = {
  inHours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outOfHours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EntityRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EntityRef'] = ResolversParentTypes['EntityRef']> = {
  entityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  wcmsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type FftSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FftSettings'] = ResolversParentTypes['FftSettings']> = {
  appointmentOption?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  invitationMethod?: Resolver<ResolversTypes['FftInvitationMethod'], ParentType, ContextType>;
  requestTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sendDelayDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IceQuestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IceQuestion'] = ResolversParentTypes['IceQuestion']> = {
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type IdResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IdResult'] = ResolversParentTypes['IdResult']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type InformationGovernanceSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InformationGovernanceSettings'] = ResolversParentTypes['InformationGovernanceSettings']> = {
  client?: Resolver<ResolversTypes['Retention'], ParentType, ContextType>;
  consult?: Resolver<ResolversTypes['Retention'], ParentType, ContextType>;
  wcmsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type LinkUserResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LinkUserResult'] = ResolversParentTypes['LinkUserResult']> = {
  staffId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LoginResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = {
  autoSignInGuid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bearerToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresIn?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  forename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refreshToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  surname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  twoFactorRequired?: Resolver<Maybe<ResolversTypes['TwoFactorCodeType']>, ParentType, ContextType>;
  twoFactorSetupUri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LogoutResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LogoutResult'] = ResolversParentTypes['LogoutResult']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MessageTemplateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessageTemplate'] = ResolversParentTypes['MessageTemplate']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['TemplateScope'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MobileArrivalLocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MobileArrivalLocation'] = ResolversParentTypes['MobileArrivalLocation']> = {
  appointmentLocation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  distanceMetres?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MobileArrivalSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MobileArrivalSettings'] = ResolversParentTypes['MobileArrivalSettings']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  infoMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['MobileArrivalLocation']>, ParentType, ContextType>;
  mapTilesUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acknowledgeStaffAlert?: Resolver<ResolversTypes['StaffAlert'], ParentType, ContextType, RequireFields<MutationAcknowledgeStaffAlertArgs, 'alertId' | 'wcmsId'>>;
  approveClinicalAgent?: Resolver<ResolversTypes['ClinicalAgent'], ParentType, ContextType, RequireFields<MutationApproveClinicalAgentArgs, 'id' | 'wcmsId'>>;
  bookAppointment?: Resolver<ResolversTypes['Appointment'], ParentType, ContextType, RequireFields<MutationBookAppointmentArgs, 'appointmentId' | 'nhsNumber' | 'wcmsId'>>;
  callArrivedPatient?: Resolver<ResolversTypes['ArrivedPatient'], ParentType, ContextType, RequireFields<MutationCallArrivedPatientArgs, 'arrivalId' | 'wcmsId'>>;
  careNavigateToOrganisation?: Resolver<ResolversTypes['CareNavigationResult'], ParentType, ContextType, RequireFields<MutationCareNavigateToOrganisationArgs, 'groupId' | 'requestId' | 'wcmsId'>>;
  completeAdhocVideo?: Resolver<ResolversTypes['IdResult'], ParentType, ContextType, RequireFields<MutationCompleteAdhocVideoArgs, 'id'>>;
  completeVisionLogin?: Resolver<ResolversTypes['VisionLink'], ParentType, ContextType, RequireFields<MutationCompleteVisionLoginArgs, 'state'>>;
  createAutoSignIn?: Resolver<ResolversTypes['AutoSignIn'], ParentType, ContextType, RequireFields<MutationCreateAutoSignInArgs, 'clinicalStaffGuid' | 'wcmsId'>>;
  createGroup?: Resolver<ResolversTypes['ConsoleGroup'], ParentType, ContextType, RequireFields<MutationCreateGroupArgs, 'name' | 'wcmsId'>>;
  createOrganisationTemplate?: Resolver<ResolversTypes['MessageTemplate'], ParentType, ContextType, RequireFields<MutationCreateOrganisationTemplateArgs, 'input' | 'wcmsId'>>;
  createPersonalTemplate?: Resolver<ResolversTypes['MessageTemplate'], ParentType, ContextType, RequireFields<MutationCreatePersonalTemplateArgs, 'input'>>;
  createPortalCategory?: Resolver<ResolversTypes['PortalSettings'], ParentType, ContextType, RequireFields<MutationCreatePortalCategoryArgs, 'title' | 'wcmsId'>>;
  createPortalService?: Resolver<ResolversTypes['PortalSettings'], ParentType, ContextType, RequireFields<MutationCreatePortalServiceArgs, 'categoryId' | 'input' | 'wcmsId'>>;
  decideDataSharingAgreement?: Resolver<ResolversTypes['DataSharingAgreement'], ParentType, ContextType, RequireFields<MutationDecideDataSharingAgreementArgs, 'agreementId' | 'decision' | 'wcmsId'>>;
  deleteCareNavigationRule?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCareNavigationRuleArgs, 'id' | 'wcmsId'>>;
  deleteClinicalAgent?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteClinicalAgentArgs, 'id' | 'wcmsId'>>;
  deleteNewsItem?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteNewsItemArgs, 'id' | 'wcmsId'>>;
  deleteOrganisationTemplate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteOrganisationTemplateArgs, 'id' | 'wcmsId'>>;
  deletePersonalTemplate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePersonalTemplateArgs, 'id'>>;
  deletePortalCategory?: Resolver<ResolversTypes['PortalSettings'], ParentType, ContextType, RequireFields<MutationDeletePortalCategoryArgs, 'categoryId' | 'wcmsId'>>;
  deletePortalService?: Resolver<ResolversTypes['PortalSettings'], ParentType, ContextType, RequireFields<MutationDeletePortalServiceArgs, 'serviceId' | 'wcmsId'>>;
  deleteRetryTasks?: Resolver<ResolversTypes['EntityRef'], ParentType, ContextType, RequireFields<MutationDeleteRetryTasksArgs, 'messageId' | 'wcmsId'>>;
  deleteStaffSchedule?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteStaffScheduleArgs, 'id' | 'wcmsId'>>;
  deleteTouchscreen?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteTouchscreenArgs, 'id' | 'wcmsId'>>;
  deleteTvScreen?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteTvScreenArgs, 'id' | 'wcmsId'>>;
  deleteUnattachedRequest?: Resolver<ResolversTypes['EntityRef'], ParentType, ContextType, RequireFields<MutationDeleteUnattachedRequestArgs, 'messageId' | 'wcmsId'>>;
  deleteWaitingArea?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteWaitingAreaArgs, 'id' | 'wcmsId'>>;
  endDataSharingAgreement?: Resolver<ResolversTypes['DataSharingAgreement'], ParentType, ContextType, RequireFields<MutationEndDataSharingAgreementArgs, 'agreementId' | 'wcmsId'>>;
  inviteStaffMember?: Resolver<ResolversTypes['ConsoleStaffMember'], ParentType, ContextType, RequireFields<MutationInviteStaffMemberArgs, 'input' | 'wcmsId'>>;
  linkUser?: Resolver<ResolversTypes['LinkUserResult'], ParentType, ContextType, RequireFields<MutationLinkUserArgs, 'session' | 'staffId' | 'token' | 'wcmsId'>>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'password' | 'username'>>;
  logout?: Resolver<ResolversTypes['LogoutResult'], ParentType, ContextType, RequireFields<MutationLogoutArgs, 'application' | 'userAgent' | 'userId' | 'wcmsId'>>;
  movePortalCategory?: Resolver<ResolversTypes['PortalSettings'], ParentType, ContextType, RequireFields<MutationMovePortalCategoryArgs, 'categoryId' | 'direction' | 'wcmsId'>>;
  movePortalService?: Resolver<ResolversTypes['PortalSettings'], ParentType, ContextType, RequireFields<MutationMovePortalServiceArgs, 'direction' | 'serviceId' | 'wcmsId'>>;
  prefillPatientIdCache?: Resolver<ResolversTypes['PrefillResult'], ParentType, ContextType, RequireFields<MutationPrefillPatientIdCacheArgs, 'nhsNumber' | 'wcmsId'>>;
  proposeDataSharingAgreement?: Resolver<ResolversTypes['DataSharingAgreement'], ParentType, ContextType, RequireFields<MutationProposeDataSharingAgreementArgs, 'recipientWcmsId' | 'wcmsId'>>;
  recordIm1Transaction?: Resolver<ResolversTypes['TransactionLog'], ParentType, ContextType, RequireFields<MutationRecordIm1TransactionArgs, 'input'>>;
  recordSharingConsent?: Resolver<ResolversTypes['CrossOrganisationNavigation'], ParentType, ContextType, RequireFields<MutationRecordSharingConsentArgs, 'consent' | 'requestId' | 'wcmsId'>>;
  register?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'forename' | 'password' | 'passwordConfirmation' | 'surname' | 'token'>>;
  removeStaffMember?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveStaffMemberArgs, 'userId' | 'wcmsId'>>;
  renameGroup?: Resolver<ResolversTypes['ConsoleGroup'], ParentType, ContextType, RequireFields<MutationRenameGroupArgs, 'groupId' | 'name' | 'wcmsId'>>;
  renamePortalCategory?: Resolver<ResolversTypes['PortalSettings'], ParentType, ContextType, RequireFields<MutationRenamePortalCategoryArgs, 'categoryId' | 'title' | 'wcmsId'>>;
  reorderCareNavigationRules?: Resolver<Array<ResolversTypes['CareNavigationRule']>, ParentType, ContextType, RequireFields<MutationReorderCareNavigationRulesArgs, 'ids' | 'wcmsId'>>;
  reportClinicalAgent?: Resolver<ResolversTypes['ClinicalAgentCheckIn'], ParentType, ContextType, RequireFields<MutationReportClinicalAgentArgs, 'hostname' | 'wcmsId'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'passwordConfirmation' | 'token'>>;
  resetTwoFactor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetTwoFactorArgs, 'userId' | 'wcmsId'>>;
  runRetentionDeletion?: Resolver<ResolversTypes['RetentionDeletionRun'], ParentType, ContextType, Partial<MutationRunRetentionDeletionArgs>>;
  saveAdminQueryTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationSaveAdminQueryTypesArgs, 'adminQueryTypes' | 'wcmsId'>>;
  saveCareNavigationRule?: Resolver<ResolversTypes['CareNavigationRule'], ParentType, ContextType, RequireFields<MutationSaveCareNavigationRuleArgs, 'input' | 'wcmsId'>>;
  saveConfirmationMessages?: Resolver<ResolversTypes['ConfirmationMessages'], ParentType, ContextType, RequireFields<MutationSaveConfirmationMessagesArgs, 'messages' | 'wcmsId'>>;
  saveDailyLimits?: Resolver<Array<ResolversTypes['DailyLimit']>, ParentType, ContextType, RequireFields<MutationSaveDailyLimitsArgs, 'limits' | 'wcmsId'>>;
  saveFftSettings?: Resolver<ResolversTypes['FftSettings'], ParentType, ContextType, RequireFields<MutationSaveFftSettingsArgs, 'input' | 'wcmsId'>>;
  saveMobileArrivalSettings?: Resolver<ResolversTypes['MobileArrivalSettings'], ParentType, ContextType, RequireFields<MutationSaveMobileArrivalSettingsArgs, 'input' | 'wcmsId'>>;
  saveNewsItem?: Resolver<ResolversTypes['NewsItem'], ParentType, ContextType, RequireFields<MutationSaveNewsItemArgs, 'input' | 'wcmsId'>>;
  saveOutcomes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationSaveOutcomesArgs, 'outcomes' | 'wcmsId'>>;
  saveServiceHours?: Resolver<ResolversTypes['ServiceHours'], ParentType, ContextType, RequireFields<MutationSaveServiceHoursArgs, 'days' | 'wcmsId'>>;
  saveStaffSchedule?: Resolver<ResolversTypes['StaffSchedule'], ParentType, ContextType, RequireFields<MutationSaveStaffScheduleArgs, 'input' | 'wcmsId'>>;
  saveTotalTriageSettings?: Resolver<ResolversTypes['TotalTriageConsoleSettings'], ParentType, ContextType, RequireFields<MutationSaveTotalTriageSettingsArgs, 'input' | 'wcmsId'>>;
  saveTouchscreen?: Resolver<ResolversTypes['Touchscreen'], ParentType, ContextType, RequireFields<MutationSaveTouchscreenArgs, 'input' | 'wcmsId'>>;
  saveTranslationSettings?: Resolver<ResolversTypes['TranslationSettings'], ParentType, ContextType, RequireFields<MutationSaveTranslationSettingsArgs, 'enabled' | 'wcmsId'>>;
  saveTvScreen?: Resolver<ResolversTypes['TvScreen'], ParentType, ContextType, RequireFields<MutationSaveTvScreenArgs, 'input' | 'wcmsId'>>;
  saveWaitingArea?: Resolver<ResolversTypes['WaitingArea'], ParentType, ContextType, RequireFields<MutationSaveWaitingAreaArgs, 'input' | 'wcmsId'>>;
  sendBookingLink?: Resolver<ResolversTypes['BookingLink'], ParentType, ContextType, RequireFields<MutationSendBookingLinkArgs, 'input' | 'wcmsId'>>;
  sendFeedback?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendFeedbackArgs, 'comment' | 'page' | 'wcmsId'>>;
  sendUnattachedItem?: Resolver<ResolversTypes['QueuedMessage'], ParentType, ContextType, RequireFields<MutationSendUnattachedItemArgs, 'taskId' | 'wcmsId'>>;
  setGroupActive?: Resolver<ResolversTypes['ConsoleGroup'], ParentType, ContextType, RequireFields<MutationSetGroupActiveArgs, 'active' | 'groupId' | 'wcmsId'>>;
  setGroupMembers?: Resolver<ResolversTypes['ConsoleGroup'], ParentType, ContextType, RequireFields<MutationSetGroupMembersArgs, 'groupId' | 'userIds' | 'wcmsId'>>;
  setPharmacyConditions?: Resolver<ResolversTypes['PortalSettings'], ParentType, ContextType, RequireFields<MutationSetPharmacyConditionsArgs, 'conditions' | 'wcmsId'>>;
  setStaffCovering?: Resolver<ResolversTypes['StaffCovering'], ParentType, ContextType, RequireFields<MutationSetStaffCoveringArgs, 'colleagueIds' | 'groupIds' | 'userId' | 'wcmsId'>>;
  setSuperUserMode?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType, RequireFields<MutationSetSuperUserModeArgs, 'on'>>;
  setTwoFactorMandate?: Resolver<ResolversTypes['OrganisationMembership'], ParentType, ContextType, RequireFields<MutationSetTwoFactorMandateArgs, 'wcmsId'>>;
  shareGroup?: Resolver<ResolversTypes['ShareResult'], ParentType, ContextType, RequireFields<MutationShareGroupArgs, 'groupId' | 'organisationIds' | 'wcmsId'>>;
  shareStaffMember?: Resolver<ResolversTypes['ShareResult'], ParentType, ContextType, RequireFields<MutationShareStaffMemberArgs, 'organisationIds' | 'userId' | 'wcmsId'>>;
  startAdhocVideo?: Resolver<ResolversTypes['StartAdhocVideoResult'], ParentType, ContextType, RequireFields<MutationStartAdhocVideoArgs, 'id'>>;
  startVisionLogin?: Resolver<ResolversTypes['VisionLoginStart'], ParentType, ContextType, RequireFields<MutationStartVisionLoginArgs, 'redirectUri' | 'wcmsId'>>;
  updateClinicalServerDetails?: Resolver<ResolversTypes['ClinicalServerDetails'], ParentType, ContextType, RequireFields<MutationUpdateClinicalServerDetailsArgs, 'input' | 'wcmsId'>>;
  updateClinicianNotifications?: Resolver<Array<ResolversTypes['ClinicianNotification']>, ParentType, ContextType, RequireFields<MutationUpdateClinicianNotificationsArgs, 'read' | 'wcmsId'>>;
  updateDefaultAttachStaff?: Resolver<ResolversTypes['DefaultAttachStaff'], ParentType, ContextType, RequireFields<MutationUpdateDefaultAttachStaffArgs, 'input'>>;
  updateInformationGovernance?: Resolver<ResolversTypes['InformationGovernanceSettings'], ParentType, ContextType, RequireFields<MutationUpdateInformationGovernanceArgs, 'input' | 'wcmsId'>>;
  updateOrganisationTemplate?: Resolver<ResolversTypes['MessageTemplate'], ParentType, ContextType, RequireFields<MutationUpdateOrganisationTemplateArgs, 'id' | 'input' | 'wcmsId'>>;
  updatePersonalTemplate?: Resolver<ResolversTypes['MessageTemplate'], ParentType, ContextType, RequireFields<MutationUpdatePersonalTemplateArgs, 'id' | 'input'>>;
  updatePortalService?: Resolver<ResolversTypes['PortalSettings'], ParentType, ContextType, RequireFields<MutationUpdatePortalServiceArgs, 'input' | 'serviceId' | 'wcmsId'>>;
  updateStaffMember?: Resolver<ResolversTypes['ConsoleStaffMember'], ParentType, ContextType, RequireFields<MutationUpdateStaffMemberArgs, 'input' | 'userId' | 'wcmsId'>>;
  uploadAlerts?: Resolver<ResolversTypes['AlertUpload'], ParentType, ContextType, RequireFields<MutationUploadAlertsArgs, 'rows'>>;
  verifySession?: Resolver<ResolversTypes['VerifySessionResult'], ParentType, ContextType, RequireFields<MutationVerifySessionArgs, 'callback' | 'session' | 'verifier' | 'wcmsId'>>;
};

export type NewsItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsItem'] = ResolversParentTypes['NewsItem']> = {
  expiresOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  screenIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrganisationFeaturesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganisationFeatures'] = ResolversParentTypes['OrganisationFeatures']> = {
  outbound?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requests?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalTriage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OrganisationMembershipResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganisationMembership'] = ResolversParentTypes['OrganisationMembership']> = {
  clinicalSystem?: Resolver<ResolversTypes['ClinicalSystem'], ParentType, ContextType>;
  features?: Resolver<ResolversTypes['OrganisationFeatures'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  twoFactorMandate?: Resolver<Maybe<ResolversTypes['TwoFactorCodeType']>, ParentType, ContextType>;
  wcmsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type OutboxMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutboxMessage'] = ResolversParentTypes['OutboxMessage']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PatientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Patient'] = ResolversParentTypes['Patient']> = {
  dateOfBirth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  forename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  homeAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mobilePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nhsNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sex?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  surname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PatientPortalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PatientPortal'] = ResolversParentTypes['PatientPortal']> = {
  categories?: Resolver<Array<ResolversTypes['PortalCategory']>, ParentType, ContextType>;
  hiddenForGuests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pharmacyBookingUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pharmacyConditions?: Resolver<Array<ResolversTypes['PharmacyCondition']>, ParentType, ContextType>;
  practiceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wcmsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PortalCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortalCategory'] = ResolversParentTypes['PortalCategory']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['PortalService']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PortalServiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortalService'] = ResolversParentTypes['PortalService']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  infoText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loggedInOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subtext?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PortalServiceType'], ParentType, ContextType>;
};

export type PortalSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortalSettings'] = ResolversParentTypes['PortalSettings']> = {
  categories?: Resolver<Array<ResolversTypes['PortalCategory']>, ParentType, ContextType>;
  pharmacyConditions?: Resolver<Array<ResolversTypes['PharmacyCondition']>, ParentType, ContextType>;
  wcmsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PrefillResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrefillResult'] = ResolversParentTypes['PrefillResult']> = {
  clinicalPatientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  found?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nhsNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  announcements?: Resolver<Maybe<Array<ResolversTypes['Announcement']>>, ParentType, ContextType>;
  arrivedPatients?: Resolver<Array<ResolversTypes['ArrivedPatient']>, ParentType, ContextType, RequireFields<QueryArrivedPatientsArgs, 'wcmsId'>>;
  bookingLinks?: Resolver<Array<ResolversTypes['BookingLink']>, ParentType, ContextType, RequireFields<QueryBookingLinksArgs, 'wcmsId'>>;
  canSendUnattached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryCanSendUnattachedArgs, 'wcmsId'>>;
  careNavigationEditor?: Resolver<ResolversTypes['CareNavigationEditor'], ParentType, ContextType, RequireFields<QueryCareNavigationEditorArgs, 'wcmsId'>>;
  clinicalAgents?: Resolver<Array<ResolversTypes['ClinicalAgent']>, ParentType, ContextType, RequireFields<QueryClinicalAgentsArgs, 'wcmsId'>>;
  clinicalServerDetails?: Resolver<Maybe<ResolversTypes['ClinicalServerDetails']>, ParentType, ContextType, RequireFields<QueryClinicalServerDetailsArgs, 'wcmsId'>>;
  clinicianNotifications?: Resolver<Array<ResolversTypes['ClinicianNotification']>, ParentType, ContextType, RequireFields<QueryClinicianNotificationsArgs, 'wcmsId'>>;
  composerTemplates?: Resolver<Array<ResolversTypes['MessageTemplate']>, ParentType, ContextType, RequireFields<QueryComposerTemplatesArgs, 'wcmsId'>>;
  config?: Resolver<ResolversTypes['Config'], ParentType, ContextType>;
  consoleAccess?: Resolver<ResolversTypes['ConsoleStanding'], ParentType, ContextType, RequireFields<QueryConsoleAccessArgs, 'wcmsId'>>;
  consoleAdminQueryTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryConsoleAdminQueryTypesArgs, 'wcmsId'>>;
  consoleArrivals?: Resolver<ResolversTypes['ConsoleArrivals'], ParentType, ContextType, RequireFields<QueryConsoleArrivalsArgs, 'wcmsId'>>;
  consoleCallScreens?: Resolver<ResolversTypes['ConsoleCallScreens'], ParentType, ContextType, RequireFields<QueryConsoleCallScreensArgs, 'wcmsId'>>;
  consoleConfirmationMessages?: Resolver<ResolversTypes['ConfirmationMessages'], ParentType, ContextType, RequireFields<QueryConsoleConfirmationMessagesArgs, 'wcmsId'>>;
  consoleCovering?: Resolver<ResolversTypes['StaffCovering'], ParentType, ContextType, RequireFields<QueryConsoleCoveringArgs, 'userId' | 'wcmsId'>>;
  consoleDailyLimits?: Resolver<Array<ResolversTypes['DailyLimit']>, ParentType, ContextType, RequireFields<QueryConsoleDailyLimitsArgs, 'wcmsId'>>;
  consoleDataSharingAgreements?: Resolver<Array<ResolversTypes['DataSharingAgreement']>, ParentType, ContextType, RequireFields<QueryConsoleDataSharingAgreementsArgs, 'wcmsId'>>;
  consoleGroups?: Resolver<Array<ResolversTypes['ConsoleGroup']>, ParentType, ContextType, RequireFields<QueryConsoleGroupsArgs, 'wcmsId'>>;
  consoleOutcomes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryConsoleOutcomesArgs, 'wcmsId'>>;
  consoleServiceHours?: Resolver<ResolversTypes['ServiceHours'], ParentType, ContextType, RequireFields<QueryConsoleServiceHoursArgs, 'wcmsId'>>;
  consoleStaff?: Resolver<Array<ResolversTypes['ConsoleStaffMember']>, ParentType, ContextType, RequireFields<QueryConsoleStaffArgs, 'wcmsId'>>;
  consoleTranslation?: Resolver<ResolversTypes['TranslationSettings'], ParentType, ContextType, RequireFields<QueryConsoleTranslationArgs, 'wcmsId'>>;
  consoleWorkload?: Resolver<ResolversTypes['Workload'], ParentType, ContextType, RequireFields<QueryConsoleWorkloadArgs, 'wcmsId'>>;
  crossOrganisationNavigation?: Resolver<ResolversTypes['CrossOrganisationNavigation'], ParentType, ContextType, RequireFields<QueryCrossOrganisationNavigationArgs, 'requestId' | 'wcmsId'>>;
  defaultAttachStaff?: Resolver<Maybe<ResolversTypes['DefaultAttachStaff']>, ParentType, ContextType, RequireFields<QueryDefaultAttachStaffArgs, 'wcmsId'>>;
  fftSettings?: Resolver<ResolversTypes['FftSettings'], ParentType, ContextType, RequireFields<QueryFftSettingsArgs, 'wcmsId'>>;
  getAppointmentOwners?: Resolver<Array<ResolversTypes['AppointmentOwner']>, ParentType, ContextType, RequireFields<QueryGetAppointmentOwnersArgs, 'wcmsId'>>;
  getAppointmentSlotTypes?: Resolver<Array<ResolversTypes['SlotType']>, ParentType, ContextType, RequireFields<QueryGetAppointmentSlotTypesArgs, 'wcmsId'>>;
  getAvailableAppointments?: Resolver<Array<ResolversTypes['Appointment']>, ParentType, ContextType, RequireFields<QueryGetAvailableAppointmentsArgs, 'endTime' | 'startTime' | 'wcmsId'>>;
  getPatient?: Resolver<Maybe<ResolversTypes['Patient']>, ParentType, ContextType, RequireFields<QueryGetPatientArgs, 'id' | 'wcmsId'>>;
  getPatientAppointments?: Resolver<Array<ResolversTypes['Appointment']>, ParentType, ContextType, RequireFields<QueryGetPatientAppointmentsArgs, 'nhsNumber' | 'wcmsId'>>;
  getStaff?: Resolver<Array<ResolversTypes['Staff']>, ParentType, ContextType, RequireFields<QueryGetStaffArgs, 'wcmsId'>>;
  getStaffAppointments?: Resolver<Array<ResolversTypes['Appointment']>, ParentType, ContextType, RequireFields<QueryGetStaffAppointmentsArgs, 'endTime' | 'staffId' | 'startTime' | 'wcmsId'>>;
  getTasks?: Resolver<ResolversTypes['TaskList'], ParentType, ContextType, RequireFields<QueryGetTasksArgs, 'wcmsId'>>;
  informationGovernance?: Resolver<ResolversTypes['InformationGovernanceSettings'], ParentType, ContextType, RequireFields<QueryInformationGovernanceArgs, 'wcmsId'>>;
  isUsingVPN?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mobileArrivalSettings?: Resolver<ResolversTypes['MobileArrivalSettings'], ParentType, ContextType, RequireFields<QueryMobileArrivalSettingsArgs, 'wcmsId'>>;
  organisationTemplates?: Resolver<Array<ResolversTypes['MessageTemplate']>, ParentType, ContextType, RequireFields<QueryOrganisationTemplatesArgs, 'wcmsId'>>;
  organisations?: Resolver<Array<ResolversTypes['OrganisationMembership']>, ParentType, ContextType, Partial<QueryOrganisationsArgs>>;
  outboxMessages?: Resolver<Array<ResolversTypes['OutboxMessage']>, ParentType, ContextType, Partial<QueryOutboxMessagesArgs>>;
  patientPortal?: Resolver<ResolversTypes['PatientPortal'], ParentType, ContextType, RequireFields<QueryPatientPortalArgs, 'wcmsId'>>;
  personalTemplates?: Resolver<Array<ResolversTypes['MessageTemplate']>, ParentType, ContextType>;
  portalSettings?: Resolver<ResolversTypes['PortalSettings'], ParentType, ContextType, RequireFields<QueryPortalSettingsArgs, 'wcmsId'>>;
  registration?: Resolver<ResolversTypes['RegistrationDetails'], ParentType, ContextType, RequireFields<QueryRegistrationArgs, 'token'>>;
  report?: Resolver<ResolversTypes['Report'], ParentType, ContextType, RequireFields<QueryReportArgs, 'from' | 'tab' | 'to' | 'wcmsId'>>;
  retentionDeletionPreview?: Resolver<ResolversTypes['RetentionDeletionPreview'], ParentType, ContextType, RequireFields<QueryRetentionDeletionPreviewArgs, 'input' | 'wcmsId'>>;
  searchPatient?: Resolver<Array<ResolversTypes['Patient']>, ParentType, ContextType, RequireFields<QuerySearchPatientArgs, 'searchParameters' | 'wcmsId'>>;
  staffAlerts?: Resolver<Array<ResolversTypes['StaffAlert']>, ParentType, ContextType, RequireFields<QueryStaffAlertsArgs, 'wcmsId'>>;
  staffNotifications?: Resolver<Array<ResolversTypes['StaffNotification']>, ParentType, ContextType, RequireFields<QueryStaffNotificationsArgs, 'userId' | 'wcmsId'>>;
  totalTriageConsoleSettings?: Resolver<ResolversTypes['TotalTriageConsoleSettings'], ParentType, ContextType, RequireFields<QueryTotalTriageConsoleSettingsArgs, 'wcmsId'>>;
  transactionLog?: Resolver<Array<ResolversTypes['TransactionLog']>, ParentType, ContextType, RequireFields<QueryTransactionLogArgs, 'wcmsId'>>;
  tryCareNavigation?: Resolver<ResolversTypes['CareNavigationTryResult'], ParentType, ContextType, RequireFields<QueryTryCareNavigationArgs, 'input' | 'wcmsId'>>;
  unattachedItems?: Resolver<Array<ResolversTypes['UnattachedItem']>, ParentType, ContextType, RequireFields<QueryUnattachedItemsArgs, 'wcmsId'>>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type QueuedAttachmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QueuedAttachment'] = ResolversParentTypes['QueuedAttachment']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type QueuedMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QueuedMessage'] = ResolversParentTypes['QueuedMessage']> = {
  additional_codes?: Resolver<Array<ResolversTypes['ClinicalCode']>, ParentType, ContextType>;
  attachments?: Resolver<Array<ResolversTypes['QueuedAttachment']>, ParentType, ContextType>;
  clinical_system?: Resolver<Maybe<ResolversTypes['ClinicalSystem']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['ClinicalCode']>, ParentType, ContextType>;
  date_attached?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  date_completed?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entity_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  heading?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nhs_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patient_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  report_file?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  staff_guid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  staff_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['QueuedMessageType'], ParentType, ContextType>;
  urls?: Resolver<Array<ResolversTypes['QueuedUrl']>, ParentType, ContextType>;
  vixie_version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  wcms_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type QueuedUrlResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QueuedUrl'] = ResolversParentTypes['QueuedUrl']> = {
  comments?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegistrationDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RegistrationDetails'] = ResolversParentTypes['RegistrationDetails']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  forename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organisationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  surname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Report'] = ResolversParentTypes['Report']> = {
  comments?: Resolver<Array<ResolversTypes['ReportComment']>, ParentType, ContextType>;
  figures?: Resolver<Array<ResolversTypes['ReportFigure']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previousFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previousTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tab?: Resolver<ResolversTypes['ReportTab'], ParentType, ContextType>;
  tables?: Resolver<Array<ResolversTypes['ReportTable']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportCommentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportComment'] = ResolversParentTypes['ReportComment']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportFigureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportFigure'] = ResolversParentTypes['ReportFigure']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previous?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['ReportUnit'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ReportRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportRow'] = ResolversParentTypes['ReportRow']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previous?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ReportTableResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportTable'] = ResolversParentTypes['ReportTable']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ReportTableKind'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ReportRow']>, ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['ReportUnit'], ParentType, ContextType>;
};

export type RetentionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Retention'] = ResolversParentTypes['Retention']> = {
  unit?: Resolver<ResolversTypes['RetentionUnit'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RetentionDeletionPreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RetentionDeletionPreview'] = ResolversParentTypes['RetentionDeletionPreview']> = {
  consults?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RetentionDeletionRunResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RetentionDeletionRun'] = ResolversParentTypes['RetentionDeletionRun']> = {
  consults?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  runId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ServiceHoursResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ServiceHours'] = ResolversParentTypes['ServiceHours']> = {
  days?: Resolver<Array<ResolversTypes['ServiceHoursDay']>, ParentType, ContextType>;
  inHoursNow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wcmsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ServiceHoursDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ServiceHoursDay'] = ResolversParentTypes['ServiceHoursDay']> = {
  day?: Resolver<ResolversTypes['Weekday'], ParentType, ContextType>;
  finish?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  start?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ShareFailureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShareFailure'] = ResolversParentTypes['ShareFailure']> = {
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wcmsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ShareResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShareResult'] = ResolversParentTypes['ShareResult']> = {
  failed?: Resolver<Array<ResolversTypes['ShareFailure']>, ParentType, ContextType>;
  succeeded?: Resolver<Array<ResolversTypes['SharedOrganisation']>, ParentType, ContextType>;
};

export type SharedOrganisationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SharedOrganisation'] = ResolversParentTypes['SharedOrganisation']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  restrictedView?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wcmsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SlotTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SlotType'] = ResolversParentTypes['SlotType']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Staff'] = ResolversParentTypes['Staff']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  appointmentStaffId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  consult?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  forename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mnemonic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sex?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  surname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffAlertResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffAlert'] = ResolversParentTypes['StaffAlert']> = {
  acknowledgedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['AlertSeverity'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wcmsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type StaffCoveringResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffCovering'] = ResolversParentTypes['StaffCovering']> = {
  colleagues?: Resolver<Array<ResolversTypes['CoveredColleague']>, ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['CoveredGroup']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type StaffNotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffNotification'] = ResolversParentTypes['StaffNotification']> = {
  body?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  messageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffScheduleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StaffSchedule'] = ResolversParentTypes['StaffSchedule']> = {
  allDay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  end?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  staffId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  start?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  waitingAreaId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  weekday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StartAdhocVideoResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StartAdhocVideoResult'] = ResolversParentTypes['StartAdhocVideoResult']> = {
  patientDetails?: Resolver<ResolversTypes['VideoPatientDetails'], ParentType, ContextType>;
  patientNhsNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  room?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roomKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wcmsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TaskListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaskList'] = ResolversParentTypes['TaskList']> = {
  _embedded?: Resolver<ResolversTypes['TaskListEmbedded'], ParentType, ContextType>;
};

export type TaskListEmbeddedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaskListEmbedded'] = ResolversParentTypes['TaskListEmbedded']> = {
  queued_messages?: Resolver<Array<ResolversTypes['QueuedMessage']>, ParentType, ContextType>;
};

export type TotalTriageConsoleSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TotalTriageConsoleSettings'] = ResolversParentTypes['TotalTriageConsoleSettings']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  minimumPatientAge?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  preferences?: Resolver<Array<ResolversTypes['TriagePreference']>, ParentType, ContextType>;
};

export type TouchscreenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Touchscreen'] = ResolversParentTypes['Touchscreen']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  devices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  healthPod?: Resolver<Array<ResolversTypes['HealthPodInput']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  infoMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  licence?: Resolver<ResolversTypes['LicenceState'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locationLock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  minutesEarly?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minutesLate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  reviewResponse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type TransactionLogResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TransactionLog'] = ResolversParentTypes['TransactionLog']> = {
  apiId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  clientVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numAttachments?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  request?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  response?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responseTimeMilliseconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wcmsId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type TranslationSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TranslationSettings'] = ResolversParentTypes['TranslationSettings']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wcmsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TriagePreferenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TriagePreference'] = ResolversParentTypes['TriagePreference']> = {
  requestType?: Resolver<ResolversTypes['PreferenceRequestType'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TvScreenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TvScreen'] = ResolversParentTypes['TvScreen']> = {
  announce?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  devices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameFormat?: Resolver<ResolversTypes['PatientNameFormat'], ParentType, ContextType>;
  notificationSound?: Resolver<ResolversTypes['NotificationSound'], ParentType, ContextType>;
};

export type UnattachedItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnattachedItem'] = ResolversParentTypes['UnattachedItem']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  messageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nhsInvalid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  taskId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['QueuedMessageType'], ParentType, ContextType>;
  wcmsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type VerifySessionResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerifySessionResult'] = ResolversParentTypes['VerifySessionResult']> = {
  staffId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VideoPatientDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VideoPatientDetails'] = ResolversParentTypes['VideoPatientDetails']> = {
  forename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobileNumbers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  surname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  forename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isSuperUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mayToggleSuperUserMode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  organisations?: Resolver<Array<ResolversTypes['OrganisationMembership']>, ParentType, ContextType>;
  surname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type VisionKeysResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VisionKeys'] = ResolversParentTypes['VisionKeys']> = {
  england?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scotland?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wales?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type VisionLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VisionLink'] = ResolversParentTypes['VisionLink']> = {
  linkedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  visionUser?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wcmsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type VisionLoginStartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VisionLoginStart'] = ResolversParentTypes['VisionLoginStart']> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WaitingAreaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WaitingArea'] = ResolversParentTypes['WaitingArea']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instructions?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WorkloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Workload'] = ResolversParentTypes['Workload']> = {
  byAssignee?: Resolver<Array<ResolversTypes['WorkloadAssignee']>, ParentType, ContextType>;
  byGroup?: Resolver<Array<ResolversTypes['WorkloadGroup']>, ParentType, ContextType>;
  dailyLimits?: Resolver<Array<ResolversTypes['DailyLimit']>, ParentType, ContextType>;
  oldestWaiting?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['WorkloadPeriod'], ParentType, ContextType>;
  wcmsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  week?: Resolver<ResolversTypes['WorkloadPeriod'], ParentType, ContextType>;
};

export type WorkloadAssigneeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkloadAssignee'] = ResolversParentTypes['WorkloadAssignee']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type WorkloadGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkloadGroup'] = ResolversParentTypes['WorkloadGroup']> = {
  groupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WorkloadPeriodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkloadPeriod'] = ResolversParentTypes['WorkloadPeriod']> = {
  completed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  received?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Address?: AddressResolvers<ContextType>;
  AlertUpload?: AlertUploadResolvers<ContextType>;
  Announcement?: AnnouncementResolvers<ContextType>;
  Appointment?: AppointmentResolvers<ContextType>;
  AppointmentOwner?: AppointmentOwnerResolvers<ContextType>;
  ArrivalReadings?: ArrivalReadingsResolvers<ContextType>;
  ArrivalResponse?: ArrivalResponseResolvers<ContextType>;
  ArrivedPatient?: ArrivedPatientResolvers<ContextType>;
  AutoSignIn?: AutoSignInResolvers<ContextType>;
  BookingLink?: BookingLinkResolvers<ContextType>;
  BookingLinkAppointment?: BookingLinkAppointmentResolvers<ContextType>;
  CareNavigationEditor?: CareNavigationEditorResolvers<ContextType>;
  CareNavigationGroupOption?: CareNavigationGroupOptionResolvers<ContextType>;
  CareNavigationResult?: CareNavigationResultResolvers<ContextType>;
  CareNavigationRule?: CareNavigationRuleResolvers<ContextType>;
  CareNavigationTryResult?: CareNavigationTryResultResolvers<ContextType>;
  ClinicalAgent?: ClinicalAgentResolvers<ContextType>;
  ClinicalAgentCheckIn?: ClinicalAgentCheckInResolvers<ContextType>;
  ClinicalCode?: ClinicalCodeResolvers<ContextType>;
  ClinicalServerDetails?: ClinicalServerDetailsResolvers<ContextType>;
  ClinicianNotification?: ClinicianNotificationResolvers<ContextType>;
  CodeDataValue?: CodeDataValueResolvers<ContextType>;
  Config?: ConfigResolvers<ContextType>;
  ConfirmationMessages?: ConfirmationMessagesResolvers<ContextType>;
  ConsoleArrivals?: ConsoleArrivalsResolvers<ContextType>;
  ConsoleCallScreens?: ConsoleCallScreensResolvers<ContextType>;
  ConsoleGroup?: ConsoleGroupResolvers<ContextType>;
  ConsoleGroupMember?: ConsoleGroupMemberResolvers<ContextType>;
  ConsoleStaffMember?: ConsoleStaffMemberResolvers<ContextType>;
  ConsoleStanding?: ConsoleStandingResolvers<ContextType>;
  ConsultingStaff?: ConsultingStaffResolvers<ContextType>;
  CoveredColleague?: CoveredColleagueResolvers<ContextType>;
  CoveredGroup?: CoveredGroupResolvers<ContextType>;
  CrossOrganisationDestination?: CrossOrganisationDestinationResolvers<ContextType>;
  CrossOrganisationNavigation?: CrossOrganisationNavigationResolvers<ContextType>;
  DailyLimit?: DailyLimitResolvers<ContextType>;
  DashboardIds?: DashboardIdsResolvers<ContextType>;
  DataSharingAgreement?: DataSharingAgreementResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DefaultAttachStaff?: DefaultAttachStaffResolvers<ContextType>;
  DefaultEmailCopy?: DefaultEmailCopyResolvers<ContextType>;
  DefaultOnScreenCopy?: DefaultOnScreenCopyResolvers<ContextType>;
  EntityRef?: EntityRefResolvers<ContextType>;
  FftSettings?: FftSettingsResolvers<ContextType>;
  IceQuestion?: IceQuestionResolvers<ContextType>;
  IdResult?: IdResultResolvers<ContextType>;
  InformationGovernanceSettings?: InformationGovernanceSettingsResolvers<ContextType>;
  LinkUserResult?: LinkUserResultResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  LogoutResult?: LogoutResultResolvers<ContextType>;
  MessageTemplate?: MessageTemplateResolvers<ContextType>;
  MobileArrivalLocation?: MobileArrivalLocationResolvers<ContextType>;
  MobileArrivalSettings?: MobileArrivalSettingsResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewsItem?: NewsItemResolvers<ContextType>;
  OrganisationFeatures?: OrganisationFeaturesResolvers<ContextType>;
  OrganisationMembership?: OrganisationMembershipResolvers<ContextType>;
  OutboxMessage?: OutboxMessageResolvers<ContextType>;
  Patient?: PatientResolvers<ContextType>;
  PatientPortal?: PatientPortalResolvers<ContextType>;
  PortalCategory?: PortalCategoryResolvers<ContextType>;
  PortalService?: PortalServiceResolvers<ContextType>;
  PortalSettings?: PortalSettingsResolvers<ContextType>;
  PrefillResult?: PrefillResultResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QueuedAttachment?: QueuedAttachmentResolvers<ContextType>;
  QueuedMessage?: QueuedMessageResolvers<ContextType>;
  QueuedUrl?: QueuedUrlResolvers<ContextType>;
  RegistrationDetails?: RegistrationDetailsResolvers<ContextType>;
  Report?: ReportResolvers<ContextType>;
  ReportComment?: ReportCommentResolvers<ContextType>;
  ReportFigure?: ReportFigureResolvers<ContextType>;
  ReportRow?: ReportRowResolvers<ContextType>;
  ReportTable?: ReportTableResolvers<ContextType>;
  Retention?: RetentionResolvers<ContextType>;
  RetentionDeletionPreview?: RetentionDeletionPreviewResolvers<ContextType>;
  RetentionDeletionRun?: RetentionDeletionRunResolvers<ContextType>;
  ServiceHours?: ServiceHoursResolvers<ContextType>;
  ServiceHoursDay?: ServiceHoursDayResolvers<ContextType>;
  ShareFailure?: ShareFailureResolvers<ContextType>;
  ShareResult?: ShareResultResolvers<ContextType>;
  SharedOrganisation?: SharedOrganisationResolvers<ContextType>;
  SlotType?: SlotTypeResolvers<ContextType>;
  Staff?: StaffResolvers<ContextType>;
  StaffAlert?: StaffAlertResolvers<ContextType>;
  StaffCovering?: StaffCoveringResolvers<ContextType>;
  StaffNotification?: StaffNotificationResolvers<ContextType>;
  StaffSchedule?: StaffScheduleResolvers<ContextType>;
  StartAdhocVideoResult?: StartAdhocVideoResultResolvers<ContextType>;
  TaskList?: TaskListResolvers<ContextType>;
  TaskListEmbedded?: TaskListEmbeddedResolvers<ContextType>;
  TotalTriageConsoleSettings?: TotalTriageConsoleSettingsResolvers<ContextType>;
  Touchscreen?: TouchscreenResolvers<ContextType>;
  TransactionLog?: TransactionLogResolvers<ContextType>;
  TranslationSettings?: TranslationSettingsResolvers<ContextType>;
  TriagePreference?: TriagePreferenceResolvers<ContextType>;
  TvScreen?: TvScreenResolvers<ContextType>;
  UnattachedItem?: UnattachedItemResolvers<ContextType>;
  VerifySessionResult?: VerifySessionResultResolvers<ContextType>;
  VideoPatientDetails?: VideoPatientDetailsResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  VisionKeys?: VisionKeysResolvers<ContextType>;
  VisionLink?: VisionLinkResolvers<ContextType>;
  VisionLoginStart?: VisionLoginStartResolvers<ContextType>;
  WaitingArea?: WaitingAreaResolvers<ContextType>;
  Workload?: WorkloadResolvers<ContextType>;
  WorkloadAssignee?: WorkloadAssigneeResolvers<ContextType>;
  WorkloadGroup?: WorkloadGroupResolvers<ContextType>;
  WorkloadPeriod?: WorkloadPeriodResolvers<ContextType>;
};

