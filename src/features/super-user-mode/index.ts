export { SuperUserModeSwitch } from './ui/super-user-mode-switch';
