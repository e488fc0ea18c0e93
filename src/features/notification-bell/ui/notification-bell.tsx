import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  badgeText,
  desktopPermission,
  notificationItemPath,
  notificationItems,
  notificationQueries,
  requestDesktopPermission,
  unreadCount,
  type NotificationItem,
} from '@/entities/notification';
import { useCurrentOrganisation } from '@/entities/organisation';
import { useViewer } from '@/entities/viewer';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/shared/ui';
import { useMarkAllReadMutation } from '../api/mark-read';

function BellIcon() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="size-5"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** The top-bar notifications bell (spec §2) for the signed-in user at the current organisation. */
export function NotificationBell() {
  const organisation = useCurrentOrganisation();
  const viewer = useViewer();
  if (!organisation || !viewer.userId) return null;
  return <Bell wcmsId={organisation.wcmsId} userId={viewer.userId} />;
}

function Bell({ wcmsId, userId }: { wcmsId: string; userId: number }) {
  const staff = useQuery(notificationQueries.staff(wcmsId, userId));
  const clinician = useQuery(notificationQueries.clinician(wcmsId, userId));
  const markRead = useMarkAllReadMutation(wcmsId, userId);
  const [permission, setPermission] = useState(desktopPermission);
  // what was unread when the menu opened: closing it marks those kinds read (spec §2)
  const unreadOnOpen = useRef({ staff: false, clinician: false });

  const staffList = staff.data ?? [];
  const clinicianList = clinician.data ?? [];
  const unread = unreadCount(staffList, clinicianList);
  const badge = badgeText(unread);
  const items = notificationItems(staffList, clinicianList);
  const loading = staff.isPending || clinician.isPending;
  const error = staff.error ?? clinician.error;

  function onOpenChange(open: boolean) {
    if (open) {
      unreadOnOpen.current = {
        staff: staffList.some((n) => !n.read),
        clinician: clinicianList.some((n) => !n.read),
      };
      return;
    }
    const marked = unreadOnOpen.current;
    unreadOnOpen.current = { staff: false, clinician: false };
    if (marked.staff || marked.clinician) markRead.mutate(marked);
  }

  async function enableDesktopNotifications() {
    const answer = await requestDesktopPermission();
    setPermission(answer);
    if (answer !== 'granted') notify(t('notifications.desktop.refused'), 'warning');
  }

  return (
    // not modal: a modal menu hides the rest of the page with aria-hidden while it stays focusable (axe
    // aria-hidden-focus), and injects a scroll-lock <style> that the Content-Security-Policy refuses
    <DropdownMenu modal={false} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="onPrimary"
          size="sm"
          className="relative"
          aria-label={
            unread > 0 ? t('notifications.bell.labelUnread', { count: badge }) : t('notifications.bell.label')
          }
        >
          <BellIcon />
          {badge && (
            <span
              aria-hidden="true"
              data-testid="notification-badge"
              className="absolute -end-1 -top-1 min-w-5 rounded-full bg-destructive px-1 text-center text-xs leading-5 font-bold text-destructive-foreground"
            >
              {badge}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      {/* a long list scrolls: the list itself stays focusable (tabIndex 0) even before an item has been focused, so
          it can be scrolled by keyboard (WCAG 2.1.1; Radix drops it to -1 while no item is the tab stop) */}
      <DropdownMenuContent align="end" className="w-96 max-w-[calc(100vw-1rem)]" tabIndex={0}>
        <DropdownMenuLabel>{t('notifications.heading')}</DropdownMenuLabel>
        {loading ? (
          <DropdownMenuItem disabled>
            <span role="status">{t('notifications.loading')}</span>
          </DropdownMenuItem>
        ) : error && items.length === 0 ? (
          <DropdownMenuItem disabled>
            <span role="alert">{t('notifications.error', { message: errorMessage(error) })}</span>
          </DropdownMenuItem>
        ) : items.length === 0 ? (
          <DropdownMenuItem disabled>{t('notifications.empty')}</DropdownMenuItem>
        ) : (
          items.map((item) => <Item key={item.key} item={item} />)
        )}
        {permission === 'default' && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => void enableDesktopNotifications()}>
              {t('notifications.desktop.enable')}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function Item({ item }: { item: NotificationItem }) {
  return (
    <DropdownMenuItem asChild>
      <Link to={notificationItemPath(item)} className="flex flex-col items-start gap-0.5 no-underline">
        <span className="flex w-full items-center gap-2">
          {!item.read && (
            <>
              <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-destructive" />
              <span className="sr-only">{t('notifications.unread')}: </span>
            </>
          )}
          <span className="font-semibold">{item.title ?? item.text}</span>
        </span>
        {item.title && <span className="text-sm">{item.text}</span>}
      </Link>
    </DropdownMenuItem>
  );
}
