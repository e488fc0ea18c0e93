export { GroupsPage, GroupsPanel } from './ui/groups-page';
