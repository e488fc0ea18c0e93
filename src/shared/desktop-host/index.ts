export {
  MINIMISE_MIN_HOST_VERSION,
  canMinimise,
  closeWindow,
  desktopHost,
  hasToolbar,
  hostVersion,
  minimiseWindow,
  openToolbar,
} from './host';
export type { DesktopHostObject } from './host';
