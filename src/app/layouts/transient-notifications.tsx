import { dismiss, useTransientNotifications } from '@/shared/lib/notify';
import { Alert, AlertDescription, Button } from '@/shared/ui';
import { t } from '@/shared/i18n';

/** spec §2: slides in from the right, 300 px wide, with a close button and its severity; clears after 10 s. */
export function TransientNotifications() {
  const items = useTransientNotifications();
  return (
    <div aria-live="polite" className="pointer-events-none fixed top-16 right-0 z-50 flex w-[300px] flex-col gap-2 p-2">
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
