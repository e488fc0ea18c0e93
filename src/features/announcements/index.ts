export { AnnouncementsLauncher } from './ui/announcements-launcher';
