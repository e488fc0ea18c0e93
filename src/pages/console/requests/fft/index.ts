export { FftSettingsPanel } from './ui/fft-settings-page';
