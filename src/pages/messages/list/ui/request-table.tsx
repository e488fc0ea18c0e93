import { memo, useCallback, useMemo, useRef, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  formatDateTime,
  formatNhsNumber,
  priorityLabel,
  statusLabel,
  typeLabel,
  type MessageOrder,
  type RequestListItem,
  type RequestPriority,
} from '@/entities/request';
import { initialsOf } from '@/shared/lib/format';
import { t } from '@/shared/i18n';
import { cn } from '@/shared/ui';
import { useRowWindow } from '../lib/row-window';
import {
  COLUMN_LABEL_KEYS,
  INBOX_COLUMNS,
  columnSort,
  isSortable,
  nextOrder,
  patientAge,
  waitingOf,
  DEFAULT_RESPONSE_TARGET_HOURS,
  type InboxColumnId,
} from '../model/columns';

/** One line per request (issue 24: at least 12 visible at 1366×768). */
export const ROW_HEIGHT = 40;
/** Below the md breakpoint a row takes two lines (patient and waiting; subject and status). */
export const NARROW_ROW_HEIGHT = 60;
// used while the list has no measured height yet (hidden, or a test DOM without layout)
const FALLBACK_HEIGHT = 480;
/** Rows rendered beyond the view on each side, so a quick scroll shows rows, not a gap. */
const OVERSCAN = 6;

const WIDE_QUERY = '(min-width: 768px)';
function subscribeWide(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isWide = () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_QUERY).matches : true);
function useWide(): boolean {
  return useSyncExternalStore(subscribeWide, isWide, () => true);
}

/** Each column's width in the row grid. */
const WIDTHS: Record<InboxColumnId, string> = {
  priority: '6.5rem',
  patient: 'minmax(11rem,1.3fr)',
  subject: 'minmax(10rem,2fr)',
  type: '7.5rem',
  waiting: '7rem',
  status: '9.5rem',
  assignee: 'minmax(7rem,0.8fr)',
  reference: '7rem',
  received: '10rem',
  pool: 'minmax(6rem,0.6fr)',
};

/** Priority: a coloured bar with one meaning each (red urgent, amber same day) and always its words. */
const PRIORITY_BAR: Record<RequestPriority, string> = {
  urgent: 'bg-destructive',
  same_day: 'bg-amber',
  routine: 'bg-transparent',
  unprioritised: 'bg-transparent',
};

function PriorityCell({ priority }: { priority: RequestPriority }) {
  return (
    <span className="flex h-full items-center gap-2" data-priority={priority}>
      <span aria-hidden="true" className={cn('h-6 w-1.5 shrink-0 rounded-sm', PRIORITY_BAR[priority])} />
      <span
        className={cn(
          'truncate',
          priority === 'urgent' && 'font-bold text-destructive',
          priority === 'same_day' && 'font-semibold text-amber',
          priority === 'unprioritised' && 'text-muted-foreground',
        )}
      >
        {priorityLabel(priority)}
      </span>
    </span>
  );
}

function waitingText(item: RequestListItem, now: Date, targetHours: number): { text: string; overdue: boolean } | null {
  const waiting = waitingOf(item, now, targetHours);
  if (!waiting) return null;
  const text = t(`workspace.waiting.${waiting.unit}`, { count: waiting.count });
  return { text, overdue: waiting.overdue };
}

type Cells = Record<InboxColumnId, (item: RequestListItem) => ReactNode>;

/** What each column shows for a request (a plain map: the list needs no table library for its first paint). */
function buildCells(now: Date, targetHours: number): Cells {
  return {
    priority: (item) => <PriorityCell priority={item.priority} />,
    patient: (item) => {
      const age = patientAge(item.patient_dob, now);
      return (
        <span className="flex min-w-0 items-baseline gap-2">
          <span className="truncate font-semibold">{item.patient_name}</span>
          {age !== null && (
            <span className="shrink-0 text-muted-foreground">
              <span aria-hidden="true">{t('workspace.age', { years: age })}</span>
              <span className="sr-only">{t('workspace.ageLong', { years: age })}</span>
            </span>
          )}
          {item.patient_nhs_number && (
            <span className="shrink-0 text-muted-foreground tabular-nums">
              {formatNhsNumber(item.patient_nhs_number)}
            </span>
          )}
        </span>
      );
    },
    subject: (item) => item.subject,
    type: (item) => <span className="truncate">{typeLabel(item.type)}</span>,
    waiting: (item) => {
      const waiting = waitingText(item, now, targetHours);
      if (!waiting) return <time dateTime={item.received_at}>{formatDateTime(item.received_at)}</time>;
      return (
        <time
          dateTime={item.received_at}
          title={formatDateTime(item.received_at)}
          className={cn('whitespace-nowrap', waiting.overdue && 'font-bold text-destructive')}
        >
          {waiting.overdue ? (
            <>
              <span aria-hidden="true">{t('workspace.waiting.overdue')}</span>
              <span className="sr-only">
                {t('workspace.waiting.overdueLong', { hours: targetHours })}, {waiting.text}
              </span>
            </>
          ) : (
            waiting.text
          )}
        </time>
      );
    },
    status: (item) => (
      <span
        className="inline-flex max-w-full items-center truncate rounded-full border border-border bg-muted px-2 py-0.5 text-xs font-semibold"
        data-status={item.status}
      >
        {statusLabel(item.status)}
      </span>
    ),
    assignee: (item) =>
      item.assignee?.kind === 'colleague' ? (
        <span className="flex min-w-0 items-center gap-1.5">
          {/* the name follows: the initials are a glance aid only */}
          <span
            aria-hidden="true"
            className="inline-flex size-6 shrink-0 items-center justify-center rounded-full border border-border bg-muted text-[0.6875rem] font-bold"
          >
            {initialsOf(item.assignee.name)}
          </span>
          <span className="truncate">{item.assignee.name}</span>
        </span>
      ) : (
        <span className={cn('truncate', !item.assignee && 'text-muted-foreground')}>
          {item.assignee?.name ?? t('workspace.unassigned')}
        </span>
      ),
    reference: (item) => <span className="truncate text-muted-foreground">{item.reference}</span>,
    received: (item) => (
      <time className="whitespace-nowrap" dateTime={item.received_at}>
        {formatDateTime(item.received_at)}
      </time>
    ),
    pool: (item) => <span className="truncate">{item.pool_name}</span>,
  };
}

function SortHeader({
  column,
  order,
  onSort,
}: {
  column: InboxColumnId;
  order: MessageOrder;
  onSort: (order: MessageOrder) => void;
}) {
  const label = t(COLUMN_LABEL_KEYS[column]);
  const sort = columnSort(column, order);
  const next = nextOrder(column, order);
  if (!next) return <span className="truncate">{label}</span>;
  return (
    <button
      type="button"
      className="inline-flex min-h-6 items-center gap-1 rounded-sm font-semibold hover:underline focus-visible:focus-ring"
      onClick={() => onSort(next)}
    >
      {label}
      <span aria-hidden="true" className="text-xs">
        {sort === 'ascending' ? '▲' : sort === 'descending' ? '▼' : ''}
      </span>
    </button>
  );
}

/**
 * One request's line. Memoised: choosing a request renders again only the row that was selected and the row that
 * now is, not every visible row (issue 24: click → detail painted within 150 ms with 10,000 requests loaded).
 */
const RequestRow = memo(function RequestRow({
  item,
  cells,
  shown,
  index,
  size,
  start,
  selected,
  href,
  wide,
  template,
  onOpen,
  onOpenLink,
}: {
  item: RequestListItem;
  cells: Cells;
  /** the columns shown, in order */
  shown: readonly InboxColumnId[];
  index: number;
  size: number;
  start: number;
  selected: boolean;
  href: string;
  wide: boolean;
  /** the grid's columns: a change of columns renders the row again */
  template: string;
  onOpen: (event: MouseEvent, href: string) => void;
  onOpenLink: (event: MouseEvent, id: number) => void;
}) {
  return (
    // a click anywhere on the row is a mouse convenience; its keyboard target is the subject's link
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected || undefined}
      data-testid="request-row"
      data-request-id={item.id}
      data-unread={item.unread || undefined}
      onClick={(event) => onOpen(event, href)}
      className={cn(
        'absolute top-0 left-0 grid w-full cursor-pointer items-center gap-x-3 border-b border-border px-3 hover:bg-muted',
        wide ? '' : 'grid-cols-[minmax(0,1fr)_auto] content-center gap-y-0.5',
        selected && 'bg-info-subtle hover:bg-info-subtle',
        item.unread ? 'font-bold' : 'font-normal',
      )}
      style={{
        height: size,
        transform: `translateY(${start}px)`,
        ...(wide ? { gridTemplateColumns: template } : {}),
      }}
    >
      {shown.map((id) => {
        // two lines on a phone: patient and waiting, then subject and status; the rest stays for wide screens
        const narrowHidden = !wide && !['patient', 'waiting', 'subject', 'status'].includes(id);
        return (
          <div
            key={id}
            role="cell"
            className={cn(
              'min-w-0 truncate',
              narrowHidden && 'sr-only',
              !wide && (id === 'waiting' || id === 'status') && 'justify-self-end',
              !wide && id === 'patient' && 'order-1',
              !wide && id === 'waiting' && 'order-2',
              !wide && id === 'subject' && 'order-3',
              !wide && id === 'status' && 'order-4',
            )}
          >
            {id === 'subject' ? (
              <Link
                to={href}
                aria-current={selected ? 'page' : undefined}
                onClick={(event) => onOpenLink(event, item.id)}
                className="flex min-w-0 items-center gap-2 rounded-sm no-underline hover:underline focus-visible:focus-ring"
                title={item.subject}
              >
                {item.unread && (
                  <>
                    <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-primary" />
                    <span className="sr-only">{t('requests.unread')}: </span>
                  </>
                )}
                <span className="truncate">{item.subject}</span>
                {item.locked_by && (
                  <span className="sr-only">{t('requests.list.lockedBy', { name: item.locked_by })}</span>
                )}
              </Link>
            ) : (
              cells[id](item)
            )}
          </div>
        );
      })}
    </div>
  );
});

/**
 * The inbox as a dense table (issue 24): one 40 px line per request with priority, patient (name, age, NHS
 * number), subject, type, waiting time, status and assignee; sortable headers drive the server's order; rows are
 * virtualised (ARCHITECTURE §8: at most 60 DOM rows). Each row's link is its subject; a click anywhere on the row
 * opens it too. Below the md breakpoint each row takes two lines and the list never scrolls sideways.
 */
export function RequestTable({
  items,
  columns,
  order,
  selectedId,
  hrefFor,
  onSort,
  onOpen,
  now = new Date(),
  responseTargetHours = DEFAULT_RESPONSE_TARGET_HOURS,
}: {
  items: RequestListItem[];
  columns: readonly InboxColumnId[];
  order: MessageOrder;
  selectedId?: number;
  hrefFor: (item: RequestListItem) => string;
  onSort: (order: MessageOrder) => void;
  /**
   * Called as a request is opened (row click or its link), before the navigation: with the address to go to on a
   * row click, without it on the link's own click (the link navigates). Without it a row click just navigates.
   */
  onOpen?: (id: number, href?: string) => void;
  now?: Date;
  /** The practice's response target: an open request waiting longer is overdue. */
  responseTargetHours?: number;
}) {
  const navigate = useNavigate();
  const wide = useWide();
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowHeight = wide ? ROW_HEIGHT : NARROW_ROW_HEIGHT;
  const minute = Math.floor(now.getTime() / 60_000);
  // rebuilt once a minute (waiting times, ages), not on every render
  const cells = useMemo(
    () => buildCells(new Date(minute * 60_000), responseTargetHours),
    [minute, responseTargetHours],
  );
  // keyed by the columns' names: a new array of the same columns keeps the rows' memo; always in the inbox's order
  const columnsKey = columns.join(',');
  const shown = useMemo(() => {
    const chosen = columnsKey.split(',');
    return INBOX_COLUMNS.filter((id) => chosen.includes(id));
  }, [columnsKey]);

  const window = useRowWindow(scrollRef, {
    count: items.length,
    rowHeight,
    overscan: OVERSCAN,
    fallbackHeight: FALLBACK_HEIGHT,
  });
  const windowRows: number[] = [];
  for (let index = window.first; index <= window.last; index++) windowRows.push(index);

  const template = shown.map((id) => WIDTHS[id]).join(' ');

  // one function for every row, so a row whose own props did not change is not rendered again (RequestRow is memo)
  const openRow = useCallback(
    (event: MouseEvent, href: string) => {
      // the link itself (or any control in the row) handles its own click; middle-click and modifiers are the browser's
      if ((event.target as HTMLElement).closest('a,button')) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const id = Number((event.currentTarget as HTMLElement).dataset.requestId);
      if (onOpen) onOpen(id, href);
      else void navigate(href);
    },
    [navigate, onOpen],
  );
  const openLink = useCallback(
    (event: MouseEvent, id: number) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      onOpen?.(id);
    },
    [onOpen],
  );

  return (
    <div
      role="table"
      aria-label={t('requests.list.rows')}
      aria-rowcount={items.length + 1}
      className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-md border border-border text-sm"
    >
      <div role="rowgroup" className="hidden border-b-2 border-border bg-muted md:block">
        <div
          role="row"
          aria-rowindex={1}
          className="grid h-9 items-center gap-3 px-3 [scrollbar-gutter:stable]"
          style={{ gridTemplateColumns: template }}
        >
          {shown.map((id) => (
            <div
              key={id}
              role="columnheader"
              aria-sort={isSortable(id) ? columnSort(id, order) : undefined}
              className="min-w-0 truncate font-semibold"
            >
              {isSortable(id) ? <SortHeader column={id} order={order} onSort={onSort} /> : t(COLUMN_LABEL_KEYS[id])}
            </div>
          ))}
        </div>
      </div>
      <div
        ref={scrollRef}
        role="rowgroup"
        className="h-[70vh] min-h-60 overflow-y-auto overflow-x-hidden [scrollbar-gutter:stable] lg:h-auto lg:flex-1"
      >
        <div className="relative w-full" style={{ height: items.length * rowHeight }}>
          {windowRows.map((index) => {
            const item = items[index];
            if (!item) return null;
            return (
              <RequestRow
                key={item.id}
                item={item}
                cells={cells}
                shown={shown}
                index={index}
                size={rowHeight}
                start={index * rowHeight}
                selected={item.id === selectedId}
                href={hrefFor(item)}
                wide={wide}
                template={template}
                onOpen={openRow}
                onOpenLink={openLink}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}
