export { FftSettingsPage } from './ui/fft-settings-page';
