export { isFullPath, paths } from './paths';
export { POPUP_SIZES } from './popup-sizes';
export type { PopupWindow } from './popup-sizes';
export { browserLocation } from './browser-location';
export { rememberReturnPath, safeReturnPath, takeReturnPath } from './return-path';
export { routePattern } from './route-pattern';
