import {
  MESSAGE_ORDERS,
  REQUEST_PRIORITIES,
  REQUEST_STATUSES,
  REQUEST_TYPES,
  SEARCH_TYPES,
  type MessageOrder,
  type RequestListQuery,
  type RequestPriority,
  type RequestStatus,
  type RequestType,
  type SearchType,
} from '@/entities/request';
import type { SavedFilters } from '@/shared/lib/saved-filters';
import { columnsParam, parseColumns, type InboxColumnId } from './columns';

/** Requests per inbox page. */
export const PAGE_SIZE = 50;

/** The inbox's filters: what the saved filters panel holds (spec §2) and the top bar clears. */
export type InboxFilters = {
  status: RequestStatus[];
  priority: RequestPriority[];
  type: RequestType[];
  /** true: unread only; false: read only; null: either */
  unread: boolean | null;
  includeCompleted: boolean;
};

/** Everything the inbox list is asked with; it lives in the URL. */
export type InboxParams = InboxFilters & {
  poolId: number;
  page: number;
  sort: MessageOrder;
  search: string;
  searchType: SearchType;
  /** The table's columns (URL `cols`); null: the default set. */
  columns: InboxColumnId[] | null;
};

export const NO_FILTERS: InboxFilters = { status: [], priority: [], type: [], unread: null, includeCompleted: false };

export const DEFAULT_PARAMS: InboxParams = {
  ...NO_FILTERS,
  poolId: 0,
  page: 1,
  sort: 'date_desc',
  search: '',
  searchType: 'all',
  columns: null,
};

function oneOf<T extends string>(allowed: readonly T[], value: string | null | undefined): T | undefined {
  return allowed.find((v) => v === value);
}

function manyOf<T extends string>(allowed: readonly T[], values: string[]): T[] {
  const picked = new Set(values.flatMap((v) => v.split(',')));
  return allowed.filter((v) => picked.has(v));
}

function int(value: string | null, fallback: number, min: number): number {
  if (value === null || !/^-?\d+$/.test(value)) return fallback;
  const n = Number(value);
  return n >= min ? n : fallback;
}

function bool(value: string | null | undefined): boolean | null {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

/** Pools are group ids or the views 0, -1, -2, -3, -4 (openapi pool_id); any lower id is not a pool. */
export const LOWEST_POOL_VIEW = -4;

/** Reads the inbox params from the URL; missing or invalid values take their defaults (or `fallback`). */
export function parseInboxParams(search: URLSearchParams, fallback: Partial<InboxParams> = {}): InboxParams {
  const base = { ...DEFAULT_PARAMS, ...fallback };
  return {
    poolId: int(search.get('poolId'), base.poolId, LOWEST_POOL_VIEW),
    page: int(search.get('page'), base.page, 1),
    sort: oneOf(MESSAGE_ORDERS, search.get('sort')) ?? base.sort,
    status: manyOf(REQUEST_STATUSES, search.getAll('status')),
    priority: manyOf(REQUEST_PRIORITIES, search.getAll('priority')),
    type: manyOf(REQUEST_TYPES, search.getAll('type')),
    unread: bool(search.get('unread')),
    includeCompleted: search.get('completed') === 'true',
    search: search.get('q')?.trim() ?? '',
    searchType: oneOf(SEARCH_TYPES, search.get('in')) ?? 'all',
    columns: search.has('cols') ? parseColumns(search.get('cols')) : base.columns,
  };
}

/**
 * The URL search params for `params`, leaving out defaults (but the page) so links stay short. `withPool` false leaves the
 * pool out (the split view carries it in the path).
 */
export function toSearchParams(params: InboxParams, { withPool = true } = {}): URLSearchParams {
  const search = new URLSearchParams();
  if (withPool) search.set('poolId', String(params.poolId));
  for (const status of params.status) search.append('status', status);
  for (const priority of params.priority) search.append('priority', priority);
  for (const type of params.type) search.append('type', type);
  if (params.unread !== null) search.set('unread', String(params.unread));
  if (params.includeCompleted) search.set('completed', 'true');
  if (params.search) {
    search.set('q', params.search);
    if (params.searchType !== 'all') search.set('in', params.searchType);
  }
  if (params.sort !== DEFAULT_PARAMS.sort) search.set('sort', params.sort);
  const cols = columnsParam(params.columns);
  if (cols) search.set('cols', cols);
  // always written: a URL without a page falls back to the page remembered in storage (messageListPage)
  search.set('page', String(params.page));
  return search;
}

/** The REST query of GET /my/messages for `params` (openapi: filters are comma-separated key:value pairs). */
export function toListQuery(params: InboxParams): RequestListQuery {
  const filters = [
    ...params.status.map((v) => `status:${v}`),
    ...params.priority.map((v) => `priority:${v}`),
    ...params.type.map((v) => `type:${v}`),
    ...(params.unread === null ? [] : [`unread:${params.unread}`]),
  ];
  return {
    pool_id: params.poolId,
    page: params.page,
    page_size: PAGE_SIZE,
    msg_order: params.sort,
    verbose: true,
    ...(params.includeCompleted ? { inc_completed: true } : {}),
    ...(filters.length > 0 ? { filters: filters.join(',') } : {}),
    ...(params.search ? { search_term: params.search, search_type: params.searchType } : {}),
  };
}

/** True when any filter is set. */
export function hasFilters(filters: InboxFilters): boolean {
  return (
    filters.status.length > 0 ||
    filters.priority.length > 0 ||
    filters.type.length > 0 ||
    filters.unread !== null ||
    filters.includeCompleted
  );
}

/** The filters in the saved filters store's shape (string values, empty ones left out). */
export function filtersToSaved(filters: InboxFilters): SavedFilters {
  const saved: SavedFilters = {};
  if (filters.status.length) saved.status = filters.status.join(',');
  if (filters.priority.length) saved.priority = filters.priority.join(',');
  if (filters.type.length) saved.type = filters.type.join(',');
  if (filters.unread !== null) saved.unread = String(filters.unread);
  if (filters.includeCompleted) saved.completed = 'true';
  return saved;
}

/** The filters held in the saved filters store. */
export function filtersFromSaved(saved: SavedFilters | null): InboxFilters {
  if (!saved) return NO_FILTERS;
  return {
    status: manyOf(REQUEST_STATUSES, saved.status ? [saved.status] : []),
    priority: manyOf(REQUEST_PRIORITIES, saved.priority ? [saved.priority] : []),
    type: manyOf(REQUEST_TYPES, saved.type ? [saved.type] : []),
    unread: bool(saved.unread),
    includeCompleted: saved.completed === 'true',
  };
}

/** Whether the URL carries any filter (then it wins over the saved ones). */
export function urlHasFilters(search: URLSearchParams): boolean {
  return ['status', 'priority', 'type', 'unread', 'completed'].some((key) => search.has(key));
}
