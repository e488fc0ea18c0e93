import { POPUP_SIZES, type PopupWindow } from '@/shared/routes';
import type {
  AvailableAppointmentsQuery,
  BookAppointmentRequest,
  DesktopHostObject,
  DesktopPatient,
  HostAppointment,
  HostAttachRequest,
  HostAttachResult,
  HostNamed,
  HostStaff,
  HostStaffMember,
  PatientAttachment,
  PatientAttachmentFile,
  PatientSearchParameters,
  StaffAppointmentsQuery,
} from './contract';
import { desktopHost } from './bridge';
import { logHostCall } from './call-log';
import { HostCallError, hostErrorMessage } from './errors';

type Method = keyof DesktopHostObject & string;
type Fn<M extends Method> = Extract<NonNullable<DesktopHostObject[M]>, (...args: never[]) => unknown>;

// Files are logged by name and size, never their content.
function describe(args: unknown[]): { text: string | null; files: number | null } {
  if (args.length === 0) return { text: null, files: null };
  let files: number | null = null;
  const text = JSON.stringify(args, (key, value: unknown) => {
    if (key === 'attachments' && Array.isArray(value)) files = value.length;
    if (key === 'content' && typeof value === 'string') return `[${value.length} characters]`;
    return value;
  });
  return { text, files };
}

function resultText(value: unknown): string | null {
  if (value === undefined) return null;
  return JSON.stringify(value, (key, v: unknown) =>
    key === 'content' && typeof v === 'string' ? `[${v.length} characters]` : v,
  );
}

/** What the transaction log records of a failure: the host's error text, or the value it rejected with. */
function logText(error: unknown): string {
  const text = hostErrorMessage(error);
  if (text !== null) return text;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** True when the bound host offers this call (older hosts lack newer ones). */
export function hasHostCall(method: Method): boolean {
  return typeof desktopHost()?.[method] === 'function';
}

/**
 * Calls the desktop host, logs the call and its result (spec §7), and rethrows a failure as text
 * (HostCallError, spec §8). A call the host lacks fails the same way.
 */
export async function callHost<M extends Method>(
  method: M,
  ...args: Parameters<Fn<M>>
): Promise<Awaited<ReturnType<Fn<M>>>> {
  const host = desktopHost();
  const fn = host?.[method] as ((...a: unknown[]) => unknown) | undefined;
  const started = performance.now();
  const { text, files } = describe(args);
  const at = new Date().toISOString();
  if (typeof fn !== 'function') {
    const message = `${method} is not available in this desktop client`;
    logHostCall({
      method,
      request: text,
      response: null,
      success: false,
      error: message,
      responseTimeMilliseconds: 0,
      numAttachments: files,
      at,
    });
    throw new HostCallError(method, message);
  }
  try {
    const result = (await fn.apply(host, args)) as Awaited<ReturnType<Fn<M>>>;
    logHostCall({
      method,
      request: text,
      response: resultText(result),
      success: true,
      error: null,
      responseTimeMilliseconds: Math.round(performance.now() - started),
      numAttachments: files,
      at,
    });
    return result;
  } catch (error) {
    logHostCall({
      method,
      request: text,
      response: null,
      success: false,
      error: logText(error),
      responseTimeMilliseconds: Math.round(performance.now() - started),
      numAttachments: files,
      at,
    });
    // a rejection that is not text (an object, null, nothing) is shown as 'Unknown error from Clinical System'
    throw new HostCallError(method, hostErrorMessage(error));
  }
}

/** Fire-and-forget form for window calls the UI does not wait for. */
function fire<M extends Method>(method: M, ...args: Parameters<Fn<M>>): void {
  void callHost(method, ...args).catch(() => undefined);
}

export const searchForPatient = (parameters: PatientSearchParameters): Promise<DesktopPatient[]> =>
  callHost('SearchForPatient', parameters);
export const fetchPatientById = (id: string): Promise<DesktopPatient | null> => callHost('FetchPatientByID', id);
export const currentPatient = (): Promise<DesktopPatient | null> => callHost('currentPatient');
export const currentStaff = (): Promise<HostStaffMember | null> => callHost('currentStaff');
export const staffList = (): Promise<HostStaff[]> => callHost('StaffList');
export const appointmentSlotTypes = (): Promise<HostNamed[]> => callHost('AppointmentSlotTypes');
export const appointmentOwners = (): Promise<HostNamed[]> => callHost('AppointmentOwners');
export const getAvailableAppointments = (query: AvailableAppointmentsQuery): Promise<HostAppointment[]> =>
  callHost('GetAvailableAppointments', query);
export const bookAppointment = (request: BookAppointmentRequest): Promise<HostAppointment> =>
  callHost('BookAppointment', request);
export const getStaffArrivedAppointments = (query: StaffAppointmentsQuery): Promise<HostAppointment[]> =>
  callHost('GetStaffArrivedAppointments', query);
export const attachRecordThroughHost = (
  method: 'Attach' | 'AttachWithCodes' | 'AttachMultiple' | 'AttachWithUrls' | 'AttachToClinical',
  request: HostAttachRequest,
): Promise<HostAttachResult> => callHost(method, request);
/** spec §9: a patient's attachment list is queried from 01/01/1970. */
export const PATIENT_ATTACHMENTS_FROM = '1970-01-01T00:00:00.000Z';
export const patientAttachmentList = (patientId: string): Promise<PatientAttachment[]> =>
  callHost('PatientAttachmentList', patientId, PATIENT_ATTACHMENTS_FROM);
export const fetchPatientAttachment = (id: string): Promise<PatientAttachmentFile | null> =>
  callHost('FetchPatientAttachment', id);
export const getCurrentPatientId = (): Promise<string | null> => callHost('GetCurrentPatientId');
export const isClinicalConnected = (): Promise<boolean> => callHost('IsClinicalConnected');
export const revealPatient = (patientId: string): Promise<void> => callHost('RevealPatient', patientId);
export const unpinAll = (): Promise<void> => callHost('UnpinAll');
export const setPatientIdDialect = (dialect: string): Promise<void> => callHost('SetPatientIdDialect', dialect);
export const isDesktopOpen = (): Promise<boolean> => callHost('IsDesktopOpen');

/** spec §7 window functions; toolbar width defaults to 245. */
export const DEFAULT_TOOLBAR_WIDTH = 245;
export const setToolbarWidth = (width = DEFAULT_TOOLBAR_WIDTH): void => fire('SetToolbarWidth', width);
export const toolbarMessage = (message: string): void => fire('ToolbarMessage', message);
export const openDesktop = (): void => fire('OpenDesktop');
export const openToolbar = (): void => fire('OpenToolbar');
export const minimiseWindow = (): void => fire('MinimiseWindow');

/**
 * Opens a pop-up with the sizes of spec §2: through the host when it can, else the browser's own window.
 * Returns false when the browser blocked it.
 */
export function openPopup(url: string, kind: PopupWindow): boolean {
  const { height, width } = POPUP_SIZES[kind];
  if (hasHostCall('OpenWindow')) {
    fire('OpenWindow', url, height, width);
    return true;
  }
  return window.open(url, '_blank', `popup,height=${height},width=${width}`) !== null;
}

/** Closes the window through the host when present, otherwise the browser's own pop-up window. */
export function closeWindow(): void {
  if (hasHostCall('CloseWindow')) fire('CloseWindow');
  else window.close();
}

/** Shows a notification through the host; false when the host has no SpawnNotification. */
export function spawnNotification(title: string, body: string): boolean {
  if (!hasHostCall('SpawnNotification')) return false;
  fire('SpawnNotification', title, body);
  return true;
}
