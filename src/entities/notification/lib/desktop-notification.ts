import { canSpawnNotification, spawnNotification } from '@/shared/desktop-host';

/** spec §4 / §9: a desktop notification hides after 5000 ms. */
export const DESKTOP_NOTIFICATION_HIDE_MS = 5_000;

const DESKTOP_NOTIFICATION_TAG = 'carebridge-new-message';

export type DesktopPermission = 'granted' | 'denied' | 'default' | 'unsupported';

function browserNotification(): typeof Notification | null {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification : null;
}

/** Whether desktop notifications can be shown now ('granted' also when the desktop host shows them). */
export function desktopPermission(): DesktopPermission {
  if (canSpawnNotification()) return 'granted';
  const api = browserNotification();
  return api ? api.permission : 'unsupported';
}

/** Asks the browser for permission; call from a user gesture. Resolves with the answer. */
export async function requestDesktopPermission(): Promise<DesktopPermission> {
  if (canSpawnNotification()) return 'granted';
  const api = browserNotification();
  if (!api) return 'unsupported';
  if (api.permission !== 'default') return api.permission;
  return api.requestPermission();
}

/**
 * Shows one desktop notification: through the host's SpawnNotification when present, else the browser's
 * Notification API (only with permission), hidden after 5000 ms; clicking it focuses the tab and runs onClick.
 * Returns false when nothing could be shown.
 */
export function showDesktopNotification(title: string, body: string, onClick: () => void): boolean {
  if (spawnNotification(title, body)) return true;
  const api = browserNotification();
  if (!api || api.permission !== 'granted') return false;
  // one tag: a second tab (or a later alert) replaces the notification rather than stacking another
  const notification = new api(title, { body, tag: DESKTOP_NOTIFICATION_TAG });
  const timer = setTimeout(() => notification.close(), DESKTOP_NOTIFICATION_HIDE_MS);
  notification.onclick = () => {
    clearTimeout(timer);
    window.focus();
    onClick();
    notification.close();
  };
  return true;
}
