import { useState, type FormEvent } from 'react';
import {
  MESSAGE_ORDERS,
  REQUEST_PRIORITIES,
  REQUEST_STATUSES,
  REQUEST_TYPES,
  SEARCH_TYPES,
  orderLabel,
  priorityLabel,
  searchTypeLabel,
  statusLabel,
  typeLabel,
  type MessageOrder,
  type PoolSummary,
  type SearchType,
} from '@/entities/request';
import { t } from '@/shared/i18n';
import { Button, Input, Label, cn, nativeSelectClassName } from '@/shared/ui';
import { NO_FILTERS, hasFilters, type InboxFilters, type InboxParams } from '../model/list-params';

const compactSelect = cn(nativeSelectClassName, 'min-h-8 h-8 px-2 text-sm');
// a compact field: its label on its left, kept visible (and for assistive technology)
const fieldClassName = 'flex items-center gap-1.5';
const labelClassName = 'text-sm whitespace-nowrap';

// native checkboxes: a filter panel of 16 needs no Radix state, and they work without layout APIs
const checkboxClassName = 'size-6 shrink-0 accent-primary focus-visible:focus-ring';

/**
 * The statuses offered as filters: 'Completed' is not one of them, since 'Include completed' (below) is the one
 * control for completed requests (issue 23: two controls for one thing).
 */
const FILTER_STATUSES = REQUEST_STATUSES.filter((status) => status !== 'completed');

/** Pool, search and sort above the inbox list. */
export function InboxToolbar({
  params,
  pools,
  onPool,
  onSearch,
  onSort,
}: {
  params: InboxParams;
  pools: PoolSummary[];
  onPool: (poolId: number) => void;
  onSearch: (search: string, searchType: SearchType) => void;
  onSort: (sort: MessageOrder) => void;
}) {
  const [term, setTerm] = useState(params.search);
  const [searchType, setSearchType] = useState<SearchType>(params.searchType);
  const knownPools = pools.some((p) => p.id === params.poolId)
    ? pools
    : [...pools, { id: params.poolId, name: String(params.poolId), kind: 'group' as const, open_count: 0 }];

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(term.trim(), searchType);
  }

  return (
    <div className="sticky top-0 z-10 flex flex-wrap items-center gap-x-4 gap-y-2 bg-background py-1">
      <div className={fieldClassName}>
        <Label htmlFor="inbox-pool" className={labelClassName}>
          {t('requests.list.pool')}
        </Label>
        {/* one width whether loading or loaded, so the toolbar does not jump (issue 23) */}
        {pools.length === 0 ? (
          <select id="inbox-pool" className={cn(compactSelect, 'w-56')} disabled aria-busy="true" value="">
            <option value="">{t('nud.inbox.loadingPools')}</option>
          </select>
        ) : (
          <select
            id="inbox-pool"
            className={cn(compactSelect, 'w-56')}
            value={params.poolId}
            onChange={(e) => onPool(Number(e.target.value))}
          >
            {knownPools.map((pool) => (
              <option key={pool.id} value={pool.id}>
                {pool.open_count ? `${pool.name} (${pool.open_count})` : pool.name}
              </option>
            ))}
          </select>
        )}
      </div>
      <form role="search" className="flex flex-wrap items-center gap-2" onSubmit={submit}>
        <div className={fieldClassName}>
          <Label htmlFor="inbox-search" className={labelClassName}>
            {t('requests.list.searchTerm')}
          </Label>
          <Input
            id="inbox-search"
            type="search"
            data-shortcut="search"
            aria-keyshortcuts="/"
            className="h-8 min-h-8 w-44 px-2 text-sm"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
          />
        </div>
        <div className={fieldClassName}>
          <Label htmlFor="inbox-search-type" className={labelClassName}>
            {t('requests.list.searchType')}
          </Label>
          <select
            id="inbox-search-type"
            className={compactSelect}
            value={searchType}
            onChange={(e) => setSearchType(e.target.value as SearchType)}
          >
            {SEARCH_TYPES.map((type) => (
              <option key={type} value={type}>
                {searchTypeLabel(type)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary" size="sm">
          {t('requests.list.search')}
        </Button>
      </form>
      <div className={fieldClassName}>
        <Label htmlFor="inbox-sort" className={labelClassName}>
          {t('requests.list.sort')}
        </Label>
        <select
          id="inbox-sort"
          className={compactSelect}
          value={params.sort}
          onChange={(e) => onSort(e.target.value as MessageOrder)}
        >
          {MESSAGE_ORDERS.map((order) => (
            <option key={order} value={order}>
              {orderLabel(order)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function toggle<T>(list: T[], value: T, on: boolean): T[] {
  return on ? [...list, value] : list.filter((v) => v !== value);
}

function CheckboxGroup<T extends string>({
  legend,
  name,
  values,
  selected,
  label,
  onChange,
}: {
  legend: string;
  name: string;
  values: readonly T[];
  selected: T[];
  label: (value: T) => string;
  onChange: (next: T[]) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold">{legend}</legend>
      {values.map((value) => {
        const id = `filter-${name}-${value}`;
        return (
          <div key={value} className="flex items-center gap-2">
            <input
              id={id}
              type="checkbox"
              className={checkboxClassName}
              checked={selected.includes(value)}
              onChange={(e) => onChange(toggle(selected, value, e.target.checked))}
            />
            <Label htmlFor={id}>{label(value)}</Label>
          </div>
        );
      })}
    </fieldset>
  );
}

/** The saved filters panel (spec §2): status, priority, type and unread; applied together. */
export function InboxFiltersPanel({
  filters,
  onApply,
}: {
  filters: InboxFilters;
  onApply: (filters: InboxFilters) => void;
}) {
  const [draft, setDraft] = useState(filters);
  const [open, setOpen] = useState(hasFilters(filters));

  return (
    <details
      className="shrink-0 rounded-md border border-border px-3 py-1"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="cursor-pointer text-sm font-semibold">{t('requests.list.filters')}</summary>
      <form
        className="mt-3 flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          onApply(draft);
        }}
      >
        <div className="flex flex-wrap gap-8">
          <CheckboxGroup
            legend={t('requests.statusLabel')}
            name="status"
            values={FILTER_STATUSES}
            selected={draft.status}
            label={statusLabel}
            onChange={(status) => setDraft({ ...draft, status })}
          />
          <CheckboxGroup
            legend={t('requests.priorityLabel')}
            name="priority"
            values={REQUEST_PRIORITIES}
            selected={draft.priority}
            label={priorityLabel}
            onChange={(priority) => setDraft({ ...draft, priority })}
          />
          <CheckboxGroup
            legend={t('requests.typeLabel')}
            name="type"
            values={REQUEST_TYPES}
            selected={draft.type}
            label={typeLabel}
            onChange={(type) => setDraft({ ...draft, type })}
          />
          <div className="flex flex-col gap-4">
            <div className="flex flex-col gap-1">
              <Label htmlFor="filter-unread">{t('requests.unread')}</Label>
              <select
                id="filter-unread"
                className={nativeSelectClassName}
                value={draft.unread === null ? '' : String(draft.unread)}
                onChange={(e) =>
                  setDraft({ ...draft, unread: e.target.value === '' ? null : e.target.value === 'true' })
                }
              >
                <option value="">{t('requests.any')}</option>
                <option value="true">{t('requests.list.unreadOnly')}</option>
                <option value="false">{t('requests.list.readOnly')}</option>
              </select>
            </div>
            <div className="flex items-center gap-2">
              <input
                id="filter-completed"
                type="checkbox"
                className={checkboxClassName}
                checked={draft.includeCompleted}
                onChange={(e) => setDraft({ ...draft, includeCompleted: e.target.checked })}
              />
              <Label htmlFor="filter-completed">{t('requests.list.includeCompleted')}</Label>
            </div>
          </div>
        </div>
        <div className="flex gap-2">
          <Button type="submit">{t('requests.list.applyFilters')}</Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setDraft(NO_FILTERS);
              onApply(NO_FILTERS);
            }}
          >
            {t('requests.list.clearFilters')}
          </Button>
        </div>
      </form>
    </details>
  );
}
