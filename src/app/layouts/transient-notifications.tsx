import { dismiss, useTransientNotifications } from '@/shared/lib/notify';
import { Alert, AlertDescription, Button } from '@/shared/ui';
import { t } from '@/shared/i18n';

/**
 * spec §2: slides in from the right, 300 px wide, with a close button and its severity; clears after 10 s.
 * At the bottom right, clear of the patient banner at the top of the request, and below the dialog layer (z-50),
 * so a toast never sits on a dialog's scrim; above the mock-data badge in that corner.
 */
export function TransientNotifications() {
  const items = useTransientNotifications();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed right-0 bottom-14 z-40 flex w-[300px] max-w-full flex-col-reverse gap-2 p-2"
    >
      {items.map((item) => (
        <Alert
          key={item.id}
          severity={item.severity}
          className="slide-in-from-right pointer-events-auto bg-background pr-12 shadow-lg"
          data-testid="transient-notification"
        >
          <AlertDescription>{item.message}</AlertDescription>
          <Button
            variant="ghost"
            size="sm"
            className="absolute top-1 right-1"
            aria-label={t('shell.notification.close')}
            onClick={() => dismiss(item.id)}
          >
            ×
          </Button>
        </Alert>
      ))}
    </div>
  );
}
