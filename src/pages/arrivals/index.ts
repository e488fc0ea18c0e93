export { KioskPage } from './ui/kiosk-page';
export { CallScreenPage } from './ui/call-screen-page';
