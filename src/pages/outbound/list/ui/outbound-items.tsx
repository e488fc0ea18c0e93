import { channelLabel, DeliveryStateBadge, type OutboundListItem } from '@/entities/outbound';
import { formatDateTime } from '@/shared/lib/format';
import { t } from '@/shared/i18n';
import { cn } from '@/shared/ui';

/** The outbound messages of one page, each a button that opens its details. */
export function OutboundItems({
  items,
  selectedId,
  onOpen,
}: {
  items: OutboundListItem[];
  selectedId?: number;
  onOpen: (id: number) => void;
}) {
  return (
    <ul aria-label={t('outbound.list.label')} className="flex flex-col divide-y rounded border">
      {items.map((item) => {
        const name =
          item.counts.total > 1 ? t('outbound.list.recipients', { count: item.counts.total }) : item.first_recipient;
        return (
          <li key={item.id} data-testid="outbound-item" data-state={item.state}>
            <button
              type="button"
              onClick={() => onOpen(item.id)}
              aria-current={selectedId === item.id ? 'true' : undefined}
              aria-label={t('outbound.list.open', { name })}
              className={cn(
                'flex w-full flex-col gap-1 p-3 text-start hover:bg-muted focus-visible:focus-ring',
                selectedId === item.id && 'bg-info-subtle',
              )}
            >
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{name}</span>
                <DeliveryStateBadge state={item.state} />
                <span className="text-sm">{channelLabel(item.channel)}</span>
                {item.pathway_name && <span className="text-sm">{item.pathway_name}</span>}
              </span>
              <span className="line-clamp-2">{item.body}</span>
              <span className="text-sm">
                {new Date(item.send_at).getTime() - new Date(item.created_at).getTime() > 60_000
                  ? t('outbound.list.scheduled', { date: formatDateTime(item.send_at) })
                  : formatDateTime(item.created_at)}{' '}
                · {t('outbound.list.sentBy', { name: item.created_by })}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
