import { useCallback, useId, useMemo } from 'react';
import type * as React from 'react';
import { useSearchParams } from 'react-router';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';
import { t } from '@/shared/i18n';
import { Button } from './button';
import { cn } from './cn';
import { ChevronDownIcon, ChevronUpIcon } from './icons';
import { Input } from './input';
import { Label } from './label';

export type { ColumnDef } from '@tanstack/react-table';

/** Where a table keeps its sort, filter and page: the URL (ARCHITECTURE §4), under keys prefixed by `urlKey`. */
export type DataTableUrlState = {
  sorting: SortingState;
  filter: string;
  pageIndex: number;
  setSorting: (sorting: SortingState) => void;
  setFilter: (filter: string) => void;
  setPageIndex: (pageIndex: number) => void;
};

/**
 * The table state held in the URL: `<key>Sort` (`name` or `-name`), `<key>Q` (filter text), `<key>Page` (1-based).
 * Two tables on one page use different keys. Changes replace the history entry, so Back leaves the page.
 */
export function useDataTableUrlState(urlKey: string): DataTableUrlState {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get(`${urlKey}Sort`);
  const filter = params.get(`${urlKey}Q`) ?? '';
  const page = Number(params.get(`${urlKey}Page`) ?? '1');
  const sorting = useMemo<SortingState>(
    () => (sortParam ? [{ id: sortParam.replace(/^-/, ''), desc: sortParam.startsWith('-') }] : []),
    [sortParam],
  );
  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    sorting,
    filter,
    pageIndex: Number.isInteger(page) && page > 0 ? page - 1 : 0,
    setSorting: (next) => {
      const first = next[0];
      update({ [`${urlKey}Sort`]: first ? `${first.desc ? '-' : ''}${first.id}` : null, [`${urlKey}Page`]: null });
    },
    // a new filter starts again from the first page
    setFilter: (text) => update({ [`${urlKey}Q`]: text, [`${urlKey}Page`]: null }),
    setPageIndex: (index) => update({ [`${urlKey}Page`]: index > 0 ? String(index + 1) : null }),
  };
}

export type DataTableProps<T> = {
  data: T[];
  columns: ColumnDef<T, unknown>[];
  /** A stable id per row (React keys and row selection). */
  getRowId: (row: T) => string;
  /** The table's accessible name, shown as its caption. */
  caption: string;
  /** Hide the caption visually (it still names the table), when a heading above already says it. */
  captionHidden?: boolean;
  /** The URL key prefix of this table's sort, filter and page. */
  urlKey: string;
  /** The filter box's label; defaults to "Filter". */
  filterLabel?: string;
  pageSize?: number;
  /** Shown in place of the rows when there are none (or none match the filter). */
  emptyMessage?: React.ReactNode;
  className?: string;
  /** Extra props per row, e.g. a data attribute or a highlight. */
  rowProps?: (row: T) => React.ComponentProps<'tr'>;
};

/**
 * The one table style (DataTable and every hand-written <table> in the app): a bordered frame that scrolls
 * sideways on narrow screens, a muted header row, 0.75 rem × 0.5 rem cell padding, a rule between rows and
 * 0.875 rem text. Hand-written tables (row headers, editable cells, charts' data tables) take their classes
 * from here, adding only alignment (e.g. `text-end` for numbers) with cn().
 */
export const tableClasses = {
  /** The wrapper around the <table>: border and sideways scroll. */
  frame: 'overflow-x-auto rounded-md border border-border',
  table: 'w-full border-collapse text-left text-sm',
  caption: 'px-3 py-2 text-left font-semibold',
  head: 'bg-muted',
  /** A body row (the header row has none). */
  row: 'border-t border-border',
  /** A column header (<th scope="col">). */
  headerCell: 'px-3 py-2 text-left align-bottom font-semibold',
  /** A row header (<th scope="row">): cell spacing, body weight. */
  rowHeader: 'px-3 py-2 text-left align-top font-normal',
  cell: 'px-3 py-2 align-top',
} as const;

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A list for the console on @tanstack/react-table 8 (classic API): sort by a column, filter by text, pages, all in
 * the URL. A real <table> with a caption and column headers; a sortable header is a button and its <th> carries
 * aria-sort. Only one page of rows is in the DOM, so 2,000 rows stay fast (ARCHITECTURE §8).
 */
export function DataTable<T>({
  data,
  columns,
  getRowId,
  caption,
  captionHidden = false,
  urlKey,
  filterLabel,
  pageSize = 25,
  emptyMessage,
  className,
  rowProps,
}: DataTableProps<T>) {
  const state = useDataTableUrlState(urlKey);
  const filterId = useId();
  const statusId = useId();
  const pagination = useMemo<PaginationState>(
    () => ({ pageIndex: state.pageIndex, pageSize }),
    [state.pageIndex, pageSize],
  );
  // the table instance is rebuilt from the URL state on every render; nothing downstream memoises its functions
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table 8's hook, used as documented
  const table = useReactTable({
    data,
    columns,
    getRowId: (row) => getRowId(row),
    state: { sorting: state.sorting, globalFilter: state.filter, pagination },
    onSortingChange: (updater) => state.setSorting(typeof updater === 'function' ? updater(state.sorting) : updater),
    onPaginationChange: (updater) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      state.setPageIndex(next.pageIndex);
    },
    globalFilterFn: 'includesString',
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    autoResetPageIndex: false,
    enableSortingRemoval: false,
  });
  const rows = table.getRowModel().rows;
  const matching = table.getFilteredRowModel().rows.length;
  const pageCount = Math.max(table.getPageCount(), 1);
  const page = Math.min(state.pageIndex, pageCount - 1) + 1;

  return (
    <div data-slot="data-table" className={cn('space-y-3', className)}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor={filterId}>{filterLabel ?? t('table.filter')}</Label>
          <Input
            id={filterId}
            type="search"
            className="w-72"
            value={state.filter}
            onChange={(event) => state.setFilter(event.target.value)}
            aria-describedby={statusId}
          />
        </div>
        <p id={statusId} role="status" className="text-sm text-muted-foreground">
          {t('table.count', { shown: matching, total: data.length })}
        </p>
      </div>
      <div className={tableClasses.frame}>
        <table className={tableClasses.table}>
          <caption className={cn(tableClasses.caption, captionHidden && 'sr-only')}>{caption}</caption>
          <thead className={tableClasses.head}>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={tableClasses.headerCell}
                      aria-sort={header.column.getCanSort() ? (sorted ? ariaSort[sorted] : 'none') : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="inline-flex min-h-8 items-center gap-1 rounded font-semibold focus-visible:focus-ring"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {label}
                          <span aria-hidden="true" className={cn('[&_svg]:size-4', !sorted && 'opacity-40')}>
                            {sorted === 'desc' ? <ChevronDownIcon /> : <ChevronUpIcon />}
                          </span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td
                  colSpan={table.getVisibleLeafColumns().length}
                  className={cn(tableClasses.cell, 'py-6 text-center')}
                >
                  {emptyMessage ?? t('table.empty')}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id} className={tableClasses.row} {...rowProps?.(row.original)}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={tableClasses.cell}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {pageCount > 1 && (
        <nav aria-label={t('table.pages', { caption })} className="flex flex-wrap items-center gap-3">
          <Button
            variant="outline"
            size="sm"
            onClick={() => table.previousPage()}
            disabled={!table.getCanPreviousPage()}
          >
            {t('table.previous')}
          </Button>
          <span>{t('table.page', { page, pages: pageCount })}</span>
          <Button variant="outline" size="sm" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
            {t('table.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
