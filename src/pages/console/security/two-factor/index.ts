export { TwoFactorPanel } from './ui/two-factor-panel';
export { TwoFactorPage } from './ui/two-factor-page';
