export { ConsultFftPage } from './ui/consult-fft-page';
