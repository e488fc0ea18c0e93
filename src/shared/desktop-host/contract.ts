/*
 * The desktop integration host's contract (spec §7 Desktop host calls). The host binds an object to the page as
 * window.vixie; each call may answer directly or with a promise (bound objects answer asynchronously). Every
 * member is optional: older hosts lack newer functions (spec §9 version thresholds). The payload shapes are our
 * design where the spec shows none; the simulated host (./simulated) implements exactly this contract.
 */

/** spec §4 Connection states. */
export const CONNECTION_STATUSES = [
  'Connecting',
  'Connected',
  'Disabled',
  'Disconnected',
  'NotExpected',
  'PatientSelected',
  'Unavailable',
] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** spec §3 clinical system ids. */
export type ClinicalSystemId =
  'emispcs' | 'emisweb' | 'emisx' | 'medicus' | 'na' | 'systmone' | 'unknown' | 'vision' | 'vision_rest';

/** What browserInfo answers: which window this is and the desktop client behind it (spec §3 bridge state). */
export type BrowserInfo = {
  /** 'toolbar' for the desktop toolbar window (spec §2: the app then shows /toolbar). */
  browserType: 'desktop' | 'toolbar' | 'popup';
  /** The desktop client's version (spec §9: 10 and above shows the connection badge). */
  clientVersion: number;
  /** The clinical system's device api id (spec §3: 24 EMIS Web, 42 SystmOne, 10 Vision, 12 Vision REST …). */
  apiId: number;
  clinicalSystem: ClinicalSystemId;
};

/** spec §3 Desktop patient. */
export type DesktopPatient = {
  ID: string;
  Forename: string;
  Surname: string;
  NHS: string | null;
  DOB: string | null;
  Sex: string | null;
  MobileTelephone: { Number: string | null } | null;
  PrimaryEmail: { Address: string | null } | null;
  HomeAddress: { Lines: string[] } | null;
  PostCode: string | null;
};

export type PatientSearchParameters = {
  nhsNumber?: string;
  forename?: string;
  surname?: string;
  dateOfBirth?: string;
  postcode?: string;
  sex?: string;
};

/** spec §3 Clinical staff member, as the host reports the signed-in clinician. */
export type HostStaffMember = {
  forename: string;
  surname: string;
  clinicalStaffId: string;
  clinicalStaffGuid: string;
  appointmentStaffId: string | null;
  canAttach: boolean;
};

/** spec §3 Staff (clinical API). */
export type HostStaff = {
  id: string;
  appointmentStaffId: string | null;
  mnemonic: string | null;
  title: string | null;
  forename: string;
  surname: string;
  sex: string | null;
  active: boolean;
  consult: boolean;
};

export type HostNamed = { id: string; name: string };

/** spec §3 Appointment. */
export type HostAppointment = {
  id: string;
  startTime: string;
  duration: number;
  type: string | null;
  session: string | null;
  sessionHolders: string[];
  status: string;
  arrivalTime: string | null;
  consultingStaffId: string | null;
  consultingStaff: string | null;
  isTelephoneAppointment: boolean;
  isVideoAppointment: boolean;
  preventSelfCheckIn: boolean;
  patient: DesktopPatient | null;
};

export type AvailableAppointmentsQuery = {
  startTime: string;
  endTime: string;
  staffIds?: string[];
  slotTypeIds?: string[];
  includePast?: boolean;
};

export type BookAppointmentRequest = { appointmentId: string; nhsNumber: string; duration?: number; type?: string };

export type StaffAppointmentsQuery = { startTime: string; endTime: string; staffId: string };

/** spec §3 Attach input codes (units: weight kg, height m or cm, blood pressure mmHg). */
export type HostAttachCode = {
  scheme: string;
  value: string;
  term?: string | null;
  descriptionId?: string | null;
  dataValue?: { value: string; uom?: string | null } | null;
  description?: string | null;
  notes?: string | null;
  isFreeText?: boolean;
};

export type HostAttachFile = { name: string; content: string; primary?: boolean };

/** spec §3 Attach input, as the attach calls take it. */
export type HostAttachRequest = {
  nhsNumber: string;
  title: string;
  heading?: string | null;
  staffId?: string | null;
  detail?: string | null;
  dateAttached?: string | null;
  type?: string | null;
  attachments?: HostAttachFile[];
  codes?: HostAttachCode[];
  urls?: { url: string; comments?: string | null }[];
  /** The clinical system's own patient id, the fallback when the NHS number lookup fails (spec §5). */
  clinicalPatientId?: string | null;
};

export type HostAttachResult = { recordId: string; clinicalPatientId: string | null };

/** One record in a patient's record (PatientAttachmentList). */
export type PatientAttachment = {
  id: string;
  title: string;
  heading: string | null;
  detail: string | null;
  dateAttached: string;
  codes: { scheme: string; value: string; term: string | null; dataValue: string | null; uom: string | null }[];
  files: { id: string; name: string; primary: boolean; size: number }[];
};

export type PatientAttachmentFile = { id: string; name: string; content: string };

type Answer<T> = T | Promise<T>;

/** The object the desktop host binds as window.vixie. */
export type DesktopHostObject = {
  Version?: () => Answer<number | string>;
  browserInfo?: () => Answer<BrowserInfo | { browserType?: string } | string>;
  GetClinicalConnectionStatus?: () => Answer<ConnectionStatus>;
  SearchForPatient?: (parameters: PatientSearchParameters) => Answer<DesktopPatient[]>;
  FetchPatientByID?: (id: string) => Answer<DesktopPatient | null>;
  currentPatient?: () => Answer<DesktopPatient | null>;
  currentStaff?: () => Answer<HostStaffMember | null>;
  StaffList?: () => Answer<HostStaff[]>;
  AppointmentSlotTypes?: () => Answer<HostNamed[]>;
  GetAvailableAppointments?: (query: AvailableAppointmentsQuery) => Answer<HostAppointment[]>;
  BookAppointment?: (request: BookAppointmentRequest) => Answer<HostAppointment>;
  AppointmentOwners?: () => Answer<HostNamed[]>;
  GetStaffArrivedAppointments?: (query: StaffAppointmentsQuery) => Answer<HostAppointment[]>;
  Attach?: (request: HostAttachRequest) => Answer<HostAttachResult>;
  AttachWithCodes?: (request: HostAttachRequest) => Answer<HostAttachResult>;
  /** spec §9: host version 13 and above. */
  AttachMultiple?: (request: HostAttachRequest) => Answer<HostAttachResult>;
  /** spec §9: host version 14 and above. */
  AttachWithUrls?: (request: HostAttachRequest) => Answer<HostAttachResult>;
  /** spec §9: host version 19 and above. */
  AttachToClinical?: (request: HostAttachRequest) => Answer<HostAttachResult>;
  PatientAttachmentList?: (patientId: string, from: string) => Answer<PatientAttachment[]>;
  FetchPatientAttachment?: (id: string) => Answer<PatientAttachmentFile | null>;
  GetCurrentPatientId?: () => Answer<string | null>;
  /** spec §7: shows a notification through the desktop host instead of the browser. */
  SpawnNotification?: (title: string, body: string) => Answer<void>;
  IsClinicalConnected?: () => Answer<boolean>;
  RevealPatient?: (patientId: string) => Answer<void>;
  UnpinAll?: () => Answer<void>;
  SetPatientIdDialect?: (dialect: string) => Answer<void>;
  /** Pop-ups pass height, width and URL (spec §7). */
  OpenWindow?: (url: string, height: number, width: number) => Answer<void>;
  /** spec §9: host version 20 and above. */
  MinimiseWindow?: () => Answer<void>;
  CloseWindow?: () => Answer<void>;
  OpenToolbar?: () => Answer<void>;
  OpenDesktop?: () => Answer<void>;
  SetToolbarWidth?: (width: number) => Answer<void>;
  ToolbarMessage?: (message: string) => Answer<void>;
  IsDesktopOpen?: () => Answer<boolean>;
  /** Set by some hosts on the bound object for the toolbar window. */
  browserType?: string;
};

/** The window event the host raises when the clinical connection changes (detail: the new status). */
export const CONNECTION_STATUS_EVENT = 'vixie:connectionstatuschange';

/** Host calls that reach the clinical system (IM1): logged through recordIm1Transaction (spec §3). */
export const IM1_METHODS = new Set<keyof DesktopHostObject>([
  'SearchForPatient',
  'FetchPatientByID',
  'currentPatient',
  'currentStaff',
  'StaffList',
  'AppointmentSlotTypes',
  'GetAvailableAppointments',
  'BookAppointment',
  'AppointmentOwners',
  'GetStaffArrivedAppointments',
  'Attach',
  'AttachWithCodes',
  'AttachMultiple',
  'AttachWithUrls',
  'AttachToClinical',
  'PatientAttachmentList',
  'FetchPatientAttachment',
  'GetCurrentPatientId',
  'GetClinicalConnectionStatus',
  'IsClinicalConnected',
  'RevealPatient',
]);

declare global {
  interface ImportMetaEnv {
    /** rsbuild: true in development builds only (the simulated host's entry checks it). */
    readonly DEV?: boolean;
  }
  interface Window {
    vixie?: DesktopHostObject;
    /** CefSharp's binding helper, present inside the desktop host. */
    CefSharp?: { BindObjectAsync?: (...names: string[]) => Promise<unknown> };
  }
}
