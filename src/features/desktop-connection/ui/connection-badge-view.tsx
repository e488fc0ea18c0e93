import { t } from '@/shared/i18n';
import type { ConnectionStatus } from '@/shared/desktop-host';
import { cn } from '@/shared/ui';
import { isConnectedStatus } from '../model/connection-badge';

/** spec §2: the 155 px connection badge; green when connected, red otherwise. */
export function ConnectionBadgeView({
  status,
  className,
}: {
  status: Exclude<ConnectionStatus, 'NotExpected'>;
  className?: string;
}) {
  const label = t(`desktop.connection.${status}`);
  return (
    <p
      role="status"
      data-testid="connection-badge"
      data-status={status}
      aria-label={t('desktop.connection.label', { status: label })}
      className={cn(
        'w-[155px] rounded-full px-3 py-1 text-center text-sm font-semibold text-white',
        isConnectedStatus(status) ? 'bg-[#007f3b]' : 'bg-[#d5281b]',
        className,
      )}
    >
      {label}
    </p>
  );
}
