export { staffAlertQueries, useAcknowledgeStaffAlertMutation } from './api/staff-alert-queries';
export type { StaffAlert } from './api/staff-alert-queries';
