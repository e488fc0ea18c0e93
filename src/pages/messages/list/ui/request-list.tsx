import { useRef } from 'react';
import { Link } from 'react-router';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import {
  PriorityBadge,
  StatusBadge,
  formatDateTime,
  formatNhsNumber,
  typeLabel,
  type RequestListItem,
} from '@/entities/request';
import { t } from '@/shared/i18n';
import { cn } from '@/shared/ui';

const ROW_HEIGHT = 104;
// used while the list has no measured height yet (hidden, or a test DOM without layout): about eight rows
const FALLBACK_RECT = { width: 640, height: 720 };

/**
 * The inbox rows, virtualised: only the rows in view (plus a few) are in the DOM, so a page of thousands
 * stays light (ARCHITECTURE §8: at most 60 DOM rows).
 */
export function RequestList({
  items,
  selectedId,
  hrefFor,
}: {
  items: RequestListItem[];
  selectedId?: number;
  hrefFor: (item: RequestListItem) => string;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // the compiler skips this component (TanStack Virtual returns fresh functions each render): rows re-render
  // with the virtualizer, which is what a scrolling list needs
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    initialRect: FALLBACK_RECT,
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : FALLBACK_RECT)),
  });

  return (
    <div
      ref={scrollRef}
      className="h-[70vh] min-h-80 overflow-auto rounded-md border-2 border-border"
      role="region"
      aria-label={t('requests.list.rows')}
    >
      <ul className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (!item) return null;
          const selected = item.id === selectedId;
          return (
            <li
              key={item.id}
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              className="absolute top-0 left-0 w-full"
              style={{ height: row.size, transform: `translateY(${row.start}px)` }}
            >
              <Link
                data-testid="request-row"
                data-unread={item.unread || undefined}
                to={hrefFor(item)}
                aria-current={selected ? 'page' : undefined}
                className={cn(
                  'flex h-full flex-col justify-center gap-1 overflow-hidden border-b border-border px-3 py-2 hover:bg-muted focus-visible:focus-ring',
                  selected && 'bg-info-subtle',
                  item.unread ? 'font-bold' : 'font-normal',
                )}
              >
                <span className="flex items-center gap-2">
                  {item.unread && (
                    <>
                      <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-primary" />
                      <span className="sr-only">{t('requests.unread')}: </span>
                    </>
                  )}
                  <span className="truncate">{item.subject}</span>
                </span>
                <span className="flex items-center gap-x-3 overflow-hidden text-sm whitespace-nowrap">
                  <span>
                    {item.patient_name}
                    {item.patient_nhs_number ? ` (${formatNhsNumber(item.patient_nhs_number)})` : ''}
                  </span>
                  <span className="text-muted-foreground">{item.reference}</span>
                  <span>{typeLabel(item.type)}</span>
                  <time dateTime={item.received_at}>{formatDateTime(item.received_at)}</time>
                </span>
                <span className="flex items-center gap-2 overflow-hidden text-sm font-normal whitespace-nowrap">
                  <StatusBadge status={item.status} />
                  <PriorityBadge priority={item.priority} />
                  {item.assignee && <span>{item.assignee.name}</span>}
                  {item.locked_by && <span>{t('requests.list.lockedBy', { name: item.locked_by })}</span>}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
