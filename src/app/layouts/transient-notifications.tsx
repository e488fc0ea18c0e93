import { lazy, Suspense } from 'react';
import { useTransientNotifications } from '@/shared/lib/notify';

type Items = ReturnType<typeof useTransientNotifications>;

// The alerts' code loads with the first notification, not with every layout (ARCHITECTURE §8 /login initial JS);
// should it not load, each message still shows, as plain text.
const List = lazy(() =>
  import('./transient-notification-list').then(
    ({ TransientNotificationList }) => ({ default: TransientNotificationList }),
    () => ({
      default: ({ items }: { items: Items }) =>
        items.map((item) => (
          <p key={item.id} className="pointer-events-auto bg-background p-3 shadow-lg">
            {item.message}
          </p>
        )),
    }),
  ),
);

/**
 * spec §2: slides in from the right, 300 px wide, with a close button and its severity; clears after 10 s.
 * At the bottom right, clear of the patient banner at the top of the request, and below the dialog layer (z-50),
 * so a toast never sits on a dialog's scrim; above the mock-data badge in that corner. The live region is there
 * from the start, so what comes into it is announced.
 */
export function TransientNotifications() {
  const items = useTransientNotifications();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed right-0 bottom-14 z-40 flex w-[300px] max-w-full flex-col-reverse gap-2 p-2"
    >
      {items.length > 0 && (
        <Suspense fallback={null}>
          <List items={items} />
        </Suspense>
      )}
    </div>
  );
}
