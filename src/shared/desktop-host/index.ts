export type {
  AvailableAppointmentsQuery,
  BookAppointmentRequest,
  BrowserInfo,
  ClinicalSystemId,
  ConnectionStatus,
  DesktopHostObject,
  DesktopPatient,
  HostAppointment,
  HostAttachCode,
  HostAttachFile,
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
export { CONNECTION_STATUSES, CONNECTION_STATUS_EVENT, IM1_METHODS } from './contract';
export { loadDesktopInfo } from './bootstrap';
export { loadHostCalls } from './lazy-calls';
export {
  asConnectionStatus,
  desktopHost,
  desktopInfo,
  inDesktopHost,
  setDesktopInfoForTests,
  subscribeDesktopInfo,
  useDesktopInfo,
} from './bridge';
export type { DesktopInfo } from './bridge';
export { canMinimise, canSpawnNotification, hasToolbar, hostVersion, MINIMISE_MIN_HOST_VERSION } from './host';
export {
  DEFAULT_TOOLBAR_WIDTH,
  PATIENT_ATTACHMENTS_FROM,
  appointmentOwners,
  appointmentSlotTypes,
  attachRecordThroughHost,
  bookAppointment,
  callHost,
  closeWindow,
  currentPatient,
  currentStaff,
  fetchPatientAttachment,
  fetchPatientById,
  getAvailableAppointments,
  getCurrentPatientId,
  getStaffArrivedAppointments,
  hasHostCall,
  isClinicalConnected,
  isDesktopOpen,
  minimiseWindow,
  openDesktop,
  openPopup,
  openToolbar,
  patientAttachmentList,
  revealPatient,
  searchForPatient,
  setPatientIdDialect,
  setToolbarWidth,
  spawnNotification,
  staffList,
  toolbarMessage,
  unpinAll,
} from './calls';
export { flushHostCallLog, logHostCall } from './call-log';
export type { HostCallEntry } from './call-log';
export {
  HostCallError,
  NO_ACTIVE_PATIENT_ERRORS,
  UNKNOWN_CLINICAL_ERROR,
  hostErrorText,
  isNhsInvalid,
  visionRestError,
} from './errors';
export {
  ATTACH_MULTIPLE_MIN_VERSION,
  ATTACH_TO_CLINICAL_MIN_VERSION,
  ATTACH_WITH_URLS_MIN_VERSION,
  BADGE_MIN_CLIENT_VERSION,
  KNOWN_HOST_VERSIONS,
  VISION_REST_ATTACH_VERSION,
  attachVersion,
  badgeAllowedAt,
  canMinimiseAt,
  chooseAttachMethod,
} from './versions';
export type { AttachMethod } from './versions';
