import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  badgeText,
  desktopPermission,
  notificationItems,
  notificationQueries,
  requestDesktopPermission,
  unreadCount,
} from '@/entities/notification';
import { useCurrentOrganisation } from '@/entities/organisation';
import { useViewer } from '@/entities/viewer';
import { t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { Button, firstUse, menuTriggerProps, useFirstUse, type OpenedBy } from '@/shared/ui';
import { Slot } from '@/shared/ui/slot';
import { useMarkAllReadMutation } from '../api/mark-read';

// the menu (Radix's menu and positioning) loads when the bell is first used, not with every page (ARCHITECTURE §8)
const menuCode = firstUse(() => import('./bell-menu'));

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
  const [menu, loadMenu] = useFirstUse(menuCode);
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
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

  const button = (
    <Button
      variant="onPrimary"
      size="sm"
      className="relative"
      aria-label={unread > 0 ? t('notifications.bell.labelUnread', { count: badge }) : t('notifications.bell.label')}
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
  );

  if (!menu) {
    // until the menu's code has loaded: the same button, which loads it and opens it once loaded
    return (
      <Slot
        {...menuTriggerProps((by) => {
          setOpenedBy(by);
          loadMenu();
        })}
      >
        {button}
      </Slot>
    );
  }
  return (
    <menu.BellMenu
      trigger={button}
      openedBy={openedBy}
      onOpenChange={onOpenChange}
      loading={loading}
      error={error}
      items={items}
      offerDesktop={permission === 'default'}
      onEnableDesktop={() => void enableDesktopNotifications()}
    />
  );
}
