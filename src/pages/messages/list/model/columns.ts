import { ageOnUkDay } from '@contracts/rules/uk-time';
import type { MessageOrder, RequestListItem } from '@/entities/request';
import type { MessageKey } from '@/shared/i18n';

/** The inbox table's columns, in their fixed order. */
export const INBOX_COLUMNS = [
  'priority',
  'patient',
  'subject',
  'type',
  'waiting',
  'status',
  'assignee',
  'reference',
  'received',
  'pool',
] as const;
export type InboxColumnId = (typeof INBOX_COLUMNS)[number];

/** Shown unless the URL chooses others (`cols`). */
export const DEFAULT_COLUMNS: readonly InboxColumnId[] = [
  'priority',
  'patient',
  'subject',
  'type',
  'waiting',
  'status',
  'assignee',
];
/** Always shown: a row must say whose request it is and what it is about. */
export const REQUIRED_COLUMNS: readonly InboxColumnId[] = ['patient', 'subject'];
/** Beside the request view the list is narrower: these columns give way first. */
export const SPLIT_HIDDEN_COLUMNS: readonly InboxColumnId[] = ['type', 'assignee', 'reference', 'pool'];

/** The chosen columns from the URL's `cols` (comma-separated); unknown ids are ignored, required ones kept. */
export function parseColumns(value: string | null): InboxColumnId[] | null {
  if (value === null) return null;
  const picked = new Set(value.split(','));
  for (const id of REQUIRED_COLUMNS) picked.add(id);
  return INBOX_COLUMNS.filter((id) => picked.has(id));
}

/** `cols` for the URL, or null when the choice is the default. */
export function columnsParam(columns: readonly InboxColumnId[] | null): string | null {
  if (!columns) return null;
  const same = columns.length === DEFAULT_COLUMNS.length && DEFAULT_COLUMNS.every((id) => columns.includes(id));
  return same ? null : columns.join(',');
}

/** The server orders a column sorts by: [ascending, descending]. Waiting longest first is oldest received first. */
const COLUMN_ORDERS: Partial<Record<InboxColumnId, readonly [MessageOrder, MessageOrder]>> = {
  priority: ['priority_asc', 'priority_desc'],
  patient: ['patient_asc', 'patient_desc'],
  status: ['status_asc', 'status_desc'],
  waiting: ['date_desc', 'date_asc'],
  received: ['date_asc', 'date_desc'],
};

export function isSortable(column: InboxColumnId): boolean {
  return COLUMN_ORDERS[column] !== undefined;
}

/** How `column` is sorted by `order`: 'ascending', 'descending' or 'none' (aria-sort's values). */
export function columnSort(column: InboxColumnId, order: MessageOrder): 'ascending' | 'descending' | 'none' {
  const orders = COLUMN_ORDERS[column];
  if (!orders) return 'none';
  if (orders[0] === order) return 'ascending';
  if (orders[1] === order) return 'descending';
  return 'none';
}

/** The order after activating `column`'s header: descending first (most urgent, longest waiting), then it flips. */
export function nextOrder(column: InboxColumnId, order: MessageOrder): MessageOrder | null {
  const orders = COLUMN_ORDERS[column];
  if (!orders) return null;
  return columnSort(column, order) === 'descending' ? orders[0] : orders[1];
}

/**
 * How long an open request may wait before it is overdue, until the practice's own target (console → Client
 * settings, read from the client policy) is known.
 */
export const DEFAULT_RESPONSE_TARGET_HOURS = 48;

export type Waiting = { unit: 'minutes' | 'hours' | 'days'; count: number; overdue: boolean } | null;

/** How long an open request has been waiting (null once completed); overdue past the practice's target. */
export function waitingOf(
  item: Pick<RequestListItem, 'received_at' | 'status'>,
  now: Date,
  targetHours = DEFAULT_RESPONSE_TARGET_HOURS,
): Waiting {
  if (item.status === 'completed') return null;
  const received = new Date(item.received_at).getTime();
  if (Number.isNaN(received)) return null;
  const minutes = Math.max(0, Math.floor((now.getTime() - received) / 60_000));
  const overdue = minutes >= targetHours * 60;
  if (minutes < 60) return { unit: 'minutes', count: minutes, overdue };
  if (minutes < 48 * 60) return { unit: 'hours', count: Math.floor(minutes / 60), overdue };
  return { unit: 'days', count: Math.floor(minutes / (24 * 60)), overdue };
}

/** The patient's age in whole years from a date of birth (UK day), or null when it is not known. */
export function patientAge(dob: string | null | undefined, now: Date): number | null {
  return ageOnUkDay(dob, now);
}

/** Each column's name: its header in the list and its entry in the column chooser. */
export const COLUMN_LABEL_KEYS: Record<InboxColumnId, MessageKey> = {
  priority: 'workspace.columns.priority',
  patient: 'workspace.columns.patient',
  subject: 'workspace.columns.subject',
  type: 'workspace.columns.type',
  waiting: 'workspace.columns.waiting',
  status: 'workspace.columns.status',
  assignee: 'workspace.columns.assignee',
  reference: 'workspace.columns.reference',
  received: 'workspace.columns.received',
  pool: 'workspace.columns.pool',
};
