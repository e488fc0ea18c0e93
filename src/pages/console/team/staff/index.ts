export { StaffPanel, staffColumns } from './ui/staff-page';
