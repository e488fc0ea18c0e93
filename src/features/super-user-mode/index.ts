export { SuperUserModeSwitch, SuperUserModeSwitchView } from './ui/super-user-mode-switch';
export { useSuperUserMode } from './model/use-super-user-mode';
