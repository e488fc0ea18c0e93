export { StaffAlertBanner } from './ui/staff-alert-banner';
