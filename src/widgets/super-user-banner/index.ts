export { SuperUserBanner } from './ui/super-user-banner';
