import type { QueryClient } from '@tanstack/react-query';
import {
  desktopNotificationPath,
  desktopNotificationText,
  notificationQueries,
  showDesktopNotification,
} from '@/entities/notification';
import { hasToolbar, toolbarMessage } from '@/shared/desktop-host';
import { t } from '@/shared/i18n';

/** New notifications arriving together (one change can tell several) make one desktop notification. */
export const DESKTOP_ALERT_GATHER_MS = 500;

/**
 * spec §4: when new staff notifications arrive, one desktop notification 'New Message' with the unread count;
 * clicking opens the request when exactly one is unread, else the list of all pools. Inside the desktop host the
 * toolbar is told the same count (ToolbarMessage, spec §7), so it shows even while the desktop window is closed. Returns the collector of
 * new notification ids and its disposal.
 */
export function createDesktopAlert(options: {
  queryClient: QueryClient;
  wcmsId: string;
  userId: number;
  navigate: (path: string) => void;
}): { add: (id: number) => void; dispose: () => void } {
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;

  async function flush() {
    timer = null;
    const ids = new Set(pending);
    pending.clear();
    const list = await options.queryClient
      .fetchQuery(notificationQueries.staff(options.wcmsId, options.userId))
      .catch(() => null);
    if (disposed || !list) return;
    const unread = list.filter((n) => !n.read);
    // only when something new is still unread (the bell may have been opened meanwhile)
    if (!unread.some((n) => ids.has(n.id))) return;
    const requestIds = [...new Set(unread.flatMap((n) => (n.messageId ? [n.messageId] : [])))];
    const text = desktopNotificationText(unread.length);
    showDesktopNotification(t('notifications.desktop.title'), text, () =>
      options.navigate(desktopNotificationPath(requestIds)),
    );
    if (hasToolbar()) toolbarMessage(text);
  }

  return {
    add(id) {
      pending.add(String(id));
      timer ??= setTimeout(() => void flush(), DESKTOP_ALERT_GATHER_MS);
    },
    dispose() {
      disposed = true;
      if (timer) clearTimeout(timer);
    },
  };
}
