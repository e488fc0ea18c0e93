export { ConnectionBadge } from './ui/connection-badge';
export { ConnectionBadgeView } from './ui/connection-badge-view';
export { isConnectedStatus, showConnectionBadge } from './model/connection-badge';
export {
  CURRENT_PATIENT_POLL_MS,
  refreshCurrentPatient,
  storedCurrentPatient,
  useCurrentPatientPoll,
} from './model/current-patient-poll';
