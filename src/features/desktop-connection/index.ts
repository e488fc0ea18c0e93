export { ConnectionBadge } from './ui/connection-badge';
export { storedCurrentPatient, useCurrentPatientPoll } from './model/current-patient-poll';
