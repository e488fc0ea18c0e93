export { StaffPage, StaffPanel, staffColumns } from './ui/staff-page';
