import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { notificationItemPath, type NotificationItem } from '@/entities/notification';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  useFirstOpenFocus,
  type OpenedBy,
} from '@/shared/ui';

/** The bell's menu (spec §2), loaded on the bell's first use (notification-bell.tsx); opens at once if asked for. */
export function BellMenu({
  trigger,
  openedBy,
  onOpenChange,
  loading,
  error,
  items,
  offerDesktop,
  onEnableDesktop,
}: {
  trigger: ReactNode;
  openedBy: OpenedBy | null;
  onOpenChange: (open: boolean) => void;
  loading: boolean;
  error: unknown;
  items: NotificationItem[];
  /** Desktop notifications not yet allowed or refused: the menu offers them. */
  offerDesktop: boolean;
  onEnableDesktop: () => void;
}) {
  const firstOpenFocus = useFirstOpenFocus(openedBy);
  useEffect(() => {
    // mounted open (the bell was used before this code had loaded): Radix does not tell onOpenChange of that opening
    if (openedBy !== null) onOpenChange(true);
    // once, as it mounts
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    // not modal: a modal menu hides the rest of the page with aria-hidden while it stays focusable (axe
    // aria-hidden-focus), and injects a scroll-lock <style> that the Content-Security-Policy refuses
    <DropdownMenu modal={false} defaultOpen={openedBy !== null} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      {/* a long list scrolls: the list itself stays focusable (tabIndex 0) even before an item has been focused, so
          it can be scrolled by keyboard (WCAG 2.1.1; Radix drops it to -1 while no item is the tab stop) */}
      <DropdownMenuContent align="end" className="w-96 max-w-[calc(100vw-1rem)]" tabIndex={0} {...firstOpenFocus}>
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
        {offerDesktop && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={onEnableDesktop}>{t('notifications.desktop.enable')}</DropdownMenuItem>
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
