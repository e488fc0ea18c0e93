import type { ClinicianNotificationsQuery, StaffNotificationsQuery } from '@/shared/api';
import { t } from '@/shared/i18n';

export type StaffNotification = StaffNotificationsQuery['staffNotifications'][number];
export type ClinicianNotification = ClinicianNotificationsQuery['clinicianNotifications'][number];

/** One line of the bell: a staff notification, a clinician notification, or several collapsed into one. */
export type NotificationItem = {
  /** unique across both kinds */
  key: string;
  kind: 'staff' | 'clinician';
  title: string | null;
  text: string;
  read: boolean;
  createdAt: string;
  /** the request the item is about, or null */
  messageId: string | null;
  /** the ad hoc video call the item is about ('Video patient ready'), or null: the item opens the call */
  adhocVideoId?: string | null;
};

/** spec §2: the bell's badge counts unread up to 99. */
export const BADGE_MAX = 99;

/** The badge text: the count up to 99, '99+' above; empty when nothing is unread. */
export function badgeText(unread: number): string {
  if (unread <= 0) return '';
  return unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);
}

/** spec §4: the desktop notification says 'one', the number up to 25, or '25+'. */
export const DESKTOP_COUNT_MAX = 25;

export function desktopNotificationText(unread: number): string {
  if (unread <= 1) return t('notifications.desktop.one');
  if (unread <= DESKTOP_COUNT_MAX) return t('notifications.desktop.many', { count: unread });
  return t('notifications.desktop.tooMany', { count: DESKTOP_COUNT_MAX });
}

/** spec §2: notification items link to /full/messages/list/-3/{messageId}, or /full/messages/list/-3. */
export function notificationPath(messageId: string | null | undefined): string {
  return messageId ? `/full/messages/list/-3/${encodeURIComponent(messageId)}` : '/full/messages/list/-3';
}

/**
 * Where a bell item goes: a video call's notification opens that call's window (issue 23: it opened an empty
 * notifications pool and left it selected); the others go to their request (notificationPath).
 */
export function notificationItemPath(item: Pick<NotificationItem, 'messageId' | 'adhocVideoId'>): string {
  return item.adhocVideoId
    ? `/video-chat?${new URLSearchParams({ id: item.adhocVideoId }).toString()}`
    : notificationPath(item.messageId);
}

/** spec §4: the desktop notification opens the one request, or the list of all pools. */
export function desktopNotificationPath(unreadRequestIds: readonly string[]): string {
  return unreadRequestIds.length === 1 && unreadRequestIds[0]
    ? `/full/request/${encodeURIComponent(unreadRequestIds[0])}/full`
    : '/full/messages/list?poolId=0';
}

const newestFirst = (a: { createdAt: string; key: string }, b: { createdAt: string; key: string }) =>
  b.createdAt.localeCompare(a.createdAt) || b.key.localeCompare(a.key);

/**
 * spec §2: several unread clinician notifications for one outbound request collapse into one item
 * 'Questionnaires: {subject} x {count} failed to attach' (dated by the newest). Read ones and single ones stay.
 */
export function collapseClinicianNotifications(list: readonly ClinicianNotification[]): NotificationItem[] {
  const groups = new Map<string, ClinicianNotification[]>();
  for (const n of list) {
    if (n.read || !n.outboundRequestId) continue;
    const group = groups.get(n.outboundRequestId) ?? [];
    group.push(n);
    groups.set(n.outboundRequestId, group);
  }
  const items: NotificationItem[] = [];
  for (const n of list) {
    const group = !n.read && n.outboundRequestId ? groups.get(n.outboundRequestId) : undefined;
    if (group && group.length > 1) {
      // emit the group once, where its newest member is
      const newest = [...group].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
      if (newest.id !== n.id) continue;
      items.push({
        key: `clinician-group-${n.outboundRequestId}`,
        kind: 'clinician',
        title: null,
        text: t('notifications.questionnairesFailed', { subject: newest.subject ?? '', count: group.length }),
        read: false,
        createdAt: newest.createdAt,
        messageId: newest.messageId ?? null,
      });
      continue;
    }
    items.push({
      key: `clinician-${n.id}`,
      kind: 'clinician',
      title: n.subject ?? null,
      text: n.body,
      read: n.read,
      createdAt: n.createdAt,
      messageId: n.messageId ?? null,
      adhocVideoId: n.adhocVideoId ?? null,
    });
  }
  return items.sort(newestFirst);
}

/** The bell's list: staff and (collapsed) clinician notifications together, newest first. */
export function notificationItems(
  staff: readonly StaffNotification[],
  clinician: readonly ClinicianNotification[],
): NotificationItem[] {
  const staffItems = staff.map((n): NotificationItem => ({
    key: `staff-${n.id}`,
    kind: 'staff',
    title: n.subject ?? null,
    text: n.body ?? '',
    read: n.read,
    createdAt: n.createdAt,
    messageId: n.messageId ?? null,
  }));
  return [...staffItems, ...collapseClinicianNotifications(clinician)].sort(newestFirst);
}

/** How many notifications are unread (each collapsed one counts). */
export function unreadCount(staff: readonly { read: boolean }[], clinician: readonly { read: boolean }[]): number {
  return staff.filter((n) => !n.read).length + clinician.filter((n) => !n.read).length;
}
