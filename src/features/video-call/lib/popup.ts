import { POPUP_SIZES, type PopupWindow } from '@/shared/routes';

/**
 * Opens a screen in its own pop-up window at the spec §2 size (height x width), named so that opening it again
 * brings the same window forward. Returns false when the browser blocked the pop-up.
 */
export function openPopup(path: string, window_: PopupWindow, name: string): boolean {
  const size = POPUP_SIZES[window_];
  const opened = window.open(path, name, `popup=yes,width=${size.width},height=${size.height}`);
  if (!opened) return false;
  opened.focus();
  return true;
}
