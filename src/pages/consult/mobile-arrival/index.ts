export { MobileArrivalPage } from './ui/mobile-arrival-page';
