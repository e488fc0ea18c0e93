import { dismiss, type useTransientNotifications } from '@/shared/lib/notify';
import { Alert, AlertDescription, Button } from '@/shared/ui';
import { t } from '@/shared/i18n';

/** The notifications on screen, each an alert of its severity with a close button. */
export function TransientNotificationList({ items }: { items: ReturnType<typeof useTransientNotifications> }) {
  return items.map((item) => (
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
  ));
}
