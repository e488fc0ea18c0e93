export { GroupsPanel } from './ui/groups-page';
