export {
  MINIMISE_MIN_HOST_VERSION,
  canMinimise,
  canSpawnNotification,
  closeWindow,
  desktopHost,
  hasToolbar,
  hostVersion,
  minimiseWindow,
  openToolbar,
  spawnNotification,
} from './host';
export type { DesktopHostObject } from './host';
