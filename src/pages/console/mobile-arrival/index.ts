export { MobileArrivalPanel } from './ui/mobile-arrival-panel';
