export { TwoFactorPanel } from './ui/two-factor-panel';
