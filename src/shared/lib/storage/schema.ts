/*
 * The browser storage keys of spec §3 and the shape of each value. Everything the client keeps in
 * localStorage goes through this one typed map, so a key is spelt once and its value has one shape.
 * Values whose shape belongs to a feature not built yet are JSON until that feature lands and refines them.
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** spec §3 Session: what a sign-in or refresh returns, kept as session_data. */
export type StoredSession = {
  bearer_token: string;
  refresh_token: string;
  user_id: number;
  email: string;
  username: string;
  forename: string;
  surname: string;
  auto_sign_in_guid: string | null;
};

/** spec §3 Lock record: written when the idle timer locks the session (spec §4). */
export type LockRecord = { locked: boolean; username: string; url: string };

/** spec §6 roles; 'super' is a super user acting for an organisation they are not a member of. */
export type OrganisationRole = 'editor' | 'full' | 'super' | 'no';

/** The organisation the user acts for (spec §3 organisation key), with what the client needs to gate on. */
export type StoredOrganisation = {
  wcmsId: string;
  name: string;
  clinicalSystem: string;
  role: string;
  features?: { outbound: boolean; requests: boolean; totalTriage: boolean };
  twoFactorMandate?: 'email' | 'authenticator' | null;
};

/** spec §3 Clinical staff member, as the desktop integration reports it. */
export type StoredClinicalStaff = {
  forename: string;
  surname: string;
  clinicalStaffId: string;
  clinicalStaffGuid: string;
  appointmentStaffId: string | null;
  canAttach: boolean;
};

/** spec §3 User settings (GET lt-user-settings/{userId}). */
export type StoredUserSettings = {
  id: number;
  user_id: number;
  roles: Record<string, OrganisationRole>;
  mobile_number?: string | null;
  mock_clinical: boolean;
  use_surgery_name: boolean;
  display_non_selected_skipped: boolean;
  /** minutes; 0 or less pauses the idle timer (spec §9) */
  inactivity_timeout: number;
};

/** spec §3 User data (GET users/{userId}). */
export type StoredUserData = { forename: string; surname: string; email: string; new_email?: string | null };

export type StorageSchema = {
  session_data: StoredSession;
  /** Auto sign-in guids by clinical staff guid: one per staff member who set up single sign-on here. */
  auto_sign_in: Record<string, string>;
  /** The session was started by auto sign-in: such sessions are never idle-locked (spec §4). */
  was_auto_sign_in: boolean;
  clinical_staff: StoredClinicalStaff;
  currentPatient: JsonObject;
  selected_patient: JsonObject;
  locked: LockRecord;
  notifications: JsonValue;
  organisation: StoredOrganisation;
  /** The path a signed-out user was sent away from; sign-in returns there (spec §2 route guard). */
  route: string;
  client_route: string;
  patientSearch: JsonValue;
  createOutbound: JsonValue;
  user_settings: StoredUserSettings;
  user_data: StoredUserData;
  messageListPage: JsonValue;
  /** Ad hoc video appointment ids whose completion still has to be reported (spec §4 Video). */
  video_calls_that_have_ended: Array<number | string>;
  video_window_open: boolean;
  selected_attachments: JsonValue;
  patient_attachments: JsonValue;
  /** The environment badge was closed (spec §2). */
  labelClosed: boolean;
  /** A tab is refreshing the bearer token; others wait for it (spec §4). */
  isRefreshing: boolean;
  selectedPoolId: number;
  super_user: boolean;
  is_vpn: boolean;
  room: string;
  actionId: string;
  /** Search terms that may be patient identifiers, kept out of URLs under opaque references (issue 23). */
  privateQueries: JsonObject;
  /** spec §2 /authorize: the Vision user the Vision login helper signed in, for the desktop host to use. */
  vision_authorization: { wcmsId: string; visionUser: string; code: string; linkedAt: string };
};

export type StorageKey = keyof StorageSchema;

/** Every key of spec §3, in the spec's order. */
export const STORAGE_KEYS = [
  'session_data',
  'auto_sign_in',
  'was_auto_sign_in',
  'clinical_staff',
  'currentPatient',
  'selected_patient',
  'locked',
  'notifications',
  'organisation',
  'route',
  'client_route',
  'patientSearch',
  'createOutbound',
  'user_settings',
  'user_data',
  'messageListPage',
  'video_calls_that_have_ended',
  'video_window_open',
  'selected_attachments',
  'patient_attachments',
  'labelClosed',
  'isRefreshing',
  'selectedPoolId',
  'super_user',
  'is_vpn',
  'room',
  'actionId',
  'privateQueries',
  'vision_authorization',
] as const satisfies readonly StorageKey[];

// every key of the schema is listed above (a compile error here names the missing one)
type MissingKeys = Exclude<StorageKey, (typeof STORAGE_KEYS)[number]>;
const _allKeysListed: [MissingKeys] extends [never] ? true : MissingKeys = true;
