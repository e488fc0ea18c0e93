import { Suspense, lazy, useCallback, useEffect, useMemo, useState, type ComponentProps } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentOrganisation, useResponseTargetHours } from '@/entities/organisation';
import { usePrefillPatientIds } from '@/entities/patient';
import {
  NEW_MESSAGES_POLL_MS,
  REPEAT_MESSAGES_POLL_MS,
  requestQueries,
  type RequestListItem,
} from '@/entities/request';
import type { RequestDetail as RequestDetailComponent } from '@/widgets/request-detail';
import { WorkspaceShortcuts } from '@/features/workspace-shortcuts';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { usePrivateSearchParams, withPrivateKeysStashed } from '@/shared/lib/private-query';
import { saveFilters, useSavedFilters } from '@/shared/lib/saved-filters';
import { storage } from '@/shared/lib/storage';
import { paths } from '@/shared/routes';
import { Button, EmptyState, ErrorState, Skeleton, firstUse } from '@/shared/ui';
import {
  filtersFromSaved,
  LOWEST_POOL_VIEW,
  filtersToSaved,
  parseInboxParams,
  toListQuery,
  toSearchParams,
  urlHasFilters,
  type InboxParams,
} from '../model/list-params';
import { DEFAULT_COLUMNS, SPLIT_HIDDEN_COLUMNS } from '../model/columns';
import { ColumnChooser } from './column-chooser';
import { InboxFiltersPanel, InboxToolbar } from './inbox-toolbar';
import { RequestTable } from './request-table';

/**
 * The request view beside the list is its own chunk (its composers, forms and their schemas are not needed for the
 * list's first paint: ARCHITECTURE §8). The browser prefetches it at idle priority once the list's code has loaded;
 * pointing at or focusing the list, or opening a request, fetches it at once; once loaded it renders in the same
 * frame as the click (issue 24), without passing through Suspense. Fetched once; a failed fetch is tried again.
 */
const detailCode = firstUse(() =>
  import(/* webpackPrefetch: true */ '@/widgets/request-detail').then((module) => module.RequestDetail),
);
const loadDetail = detailCode.load;
/**
 * Fetches the request view ahead of need. A failure here (the server unreachable for a moment) is not an error
 * anyone needs to see: the view is fetched again when it is next pointed at or opened.
 */
function prefetchDetail(): void {
  loadDetail().catch(() => undefined);
}

function RequestDetail(props: ComponentProps<typeof RequestDetailComponent>) {
  // chosen once per request shown: switching from the lazy wrapper to the loaded component on a later render would
  // mount the request view afresh and lose what it holds (a note being typed, an open dialog)
  // (a lazy wrapper per request shown: React keeps a failed lazy load failed, so one made before an outage would
  // never load the view again)
  const [Detail] = useState(() => detailCode.peek() ?? lazy(async () => ({ default: await loadDetail() })));
  return (
    <Suspense fallback={<Skeleton className="h-96 w-full" aria-label={t('common.loading')} />}>
      <Detail {...props} />
    </Suspense>
  );
}

type StoredPage = { poolId: number; page: number };

function storedPage(poolId: number): number {
  const stored = storage.get('messageListPage') as Partial<StoredPage> | null;
  return stored && stored.poolId === poolId && typeof stored.page === 'number' && stored.page >= 1 ? stored.page : 1;
}

/** The inbox's URL params that may name a patient (the search term). */
const INBOX_PRIVATE_KEYS = ['q'] as const;

function pathPool(value: string | undefined): number | undefined {
  if (value === undefined || !/^-?\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= LOWEST_POOL_VIEW ? n : undefined;
}

/**
 * /full/messages/list and the split view /full/messages/list/{pool}/{id}: the request inbox (spec §2). Filters,
 * sort, search and page live in the URL; the filters are also saved so that coming back keeps them until the
 * top bar clears them; the page is remembered per pool (storage messageListPage).
 */
export function MessagesListPage() {
  const organisation = useCurrentOrganisation();
  const responseTargetHours = useResponseTargetHours();
  const wcmsId = Number(organisation?.wcmsId);
  const { poolId: poolSegment, messageId } = useParams();
  // the search may be an NHS number or a name: it is kept out of the URL (issue 23)
  const [search, setSearch] = usePrivateSearchParams(INBOX_PRIVATE_KEYS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const saved = useSavedFilters();
  // A request being opened shows beside the list at once, in the click's own task, before the router's (transition)
  // update lands: the row's summary paints within a frame (issue 24: click → detail painted within 150 ms). It
  // gives way as soon as the address changes.
  const location = useLocation();
  const [opening, setOpening] = useState<number | undefined>();
  const [openedAt, setOpenedAt] = useState(location.key);
  if (openedAt !== location.key) {
    setOpenedAt(location.key);
    setOpening(undefined);
  }
  const split = poolSegment !== undefined || opening !== undefined;
  const selectedId = opening ?? (messageId !== undefined && /^\d+$/.test(messageId) ? Number(messageId) : undefined);

  const params = useMemo<InboxParams>(() => {
    const poolId =
      pathPool(poolSegment) ?? parseInboxParams(search, { poolId: storage.get('selectedPoolId') ?? 0 }).poolId;
    const parsed = parseInboxParams(search, { poolId, page: storedPage(poolId) });
    const withPool = { ...parsed, poolId };
    return urlHasFilters(search) || !saved ? withPool : { ...withPool, ...filtersFromSaved(saved) };
  }, [poolSegment, search, saved]);

  // saved filters are shown in the URL too, so the address always says what the list shows
  const searchString = toSearchParams(params, { withPool: !split }).toString();
  useEffect(() => {
    if (search.toString() !== searchString && !urlHasFilters(search) && saved) {
      setSearch(new URLSearchParams(searchString), { replace: true });
    }
  }, [search, searchString, saved, setSearch]);

  useEffect(() => {
    storage.set('selectedPoolId', params.poolId);
    storage.set('messageListPage', { poolId: params.poolId, page: params.page });
  }, [params.poolId, params.page]);

  // spec §9: a full repeat poll of every request this client holds, beside the 30 s new-messages poll
  useEffect(() => {
    const timer = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: requestQueries.all() }),
      REPEAT_MESSAGES_POLL_MS,
    );
    return () => clearInterval(timer);
  }, [queryClient]);

  const list = useQuery({
    ...requestQueries.list({ wcmsId, ...toListQuery(params) }),
    enabled: Number.isFinite(wcmsId),
    refetchInterval: NEW_MESSAGES_POLL_MS,
    placeholderData: keepPreviousData,
  });

  function go(next: InboxParams) {
    saveFilters(filtersToSaved(next));
    if (split && next.poolId === params.poolId) {
      const query = withPrivateKeysStashed(toSearchParams(next, { withPool: false }), INBOX_PRIVATE_KEYS).toString();
      const base = paths.full.messagesListItem(next.poolId, selectedId);
      void navigate(query ? `${base}?${query}` : base);
    } else if (split) {
      void navigate(
        `${paths.full.messagesList()}?${withPrivateKeysStashed(toSearchParams(next), INBOX_PRIVATE_KEYS).toString()}`,
      );
    } else {
      setSearch(toSearchParams(next));
    }
  }

  // (stable: the table's memoised rows keep it across renders)
  const openRequest = useCallback(
    (id: number, href?: string) => {
      prefetchDetail();
      flushSync(() => setOpening(id));
      if (href) void navigate(href);
    },
    [navigate],
  );

  const itemQuery = withPrivateKeysStashed(toSearchParams(params, { withPool: false }), INBOX_PRIVATE_KEYS).toString();
  const hrefFor = (item: RequestListItem) => {
    const base = paths.full.messagesListItem(params.poolId, item.id);
    return itemQuery ? `${base}?${itemQuery}` : base;
  };

  // a search that matches no open request: are there completed ones (they are left out unless asked for)?
  const completedMatches = useQuery({
    ...requestQueries.list({ wcmsId, ...toListQuery({ ...params, includeCompleted: true, page: 1 }) }),
    enabled:
      Number.isFinite(wcmsId) &&
      params.search !== '' &&
      !params.includeCompleted &&
      list.isSuccess &&
      (list.data?._embedded.messages.length ?? 0) === 0,
  });
  const completedCount = completedMatches.data?.total_items;

  const page = list.data;
  const items = useMemo(() => page?._embedded.messages ?? [], [page]);
  const totalPages = page?.total_pages ?? 1;
  // inside the desktop host, the patients listed get their clinical ids cached for attaching later
  // (once per list, not on every render: with 10,000 requests loaded a selection must not walk them all again)
  const nhsNumbers = useMemo(() => items.map((item) => item.patient_nhs_number), [items]);
  usePrefillPatientIds(organisation?.wcmsId, nhsNumbers);

  // j / k: the next or previous request of this page opens beside the list
  const selectedIndex = useMemo(() => items.findIndex((item) => item.id === selectedId), [items, selectedId]);
  // the chosen row's summary (patient, subject, status) paints at once while the full request loads
  const selectedItem = selectedIndex >= 0 ? items[selectedIndex] : undefined;
  const openAt = (index: number) => {
    const item = items[index];
    if (item) openRequest(item.id, hrefFor(item));
  };
  const shortcutsHelp = (
    <WorkspaceShortcuts
      onNext={() => openAt(selectedIndex < 0 ? 0 : Math.min(selectedIndex + 1, items.length - 1))}
      onPrevious={() => openAt(selectedIndex < 0 ? 0 : Math.max(selectedIndex - 1, 0))}
    />
  );

  const chosenColumns = params.columns ?? DEFAULT_COLUMNS;
  // beside the request view the list is narrower: the columns that give way first are left out
  const columns = useMemo(
    () => (split ? chosenColumns.filter((id) => !SPLIT_HIDDEN_COLUMNS.includes(id)) : chosenColumns),
    [split, chosenColumns],
  );

  const listPane = (
    // pointing at or moving into the list fetches the request view, so the first click finds it loaded (a
    // prefetch only: the list's own controls handle every interaction)
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="flex min-h-0 min-w-0 flex-1 flex-col gap-2" onPointerOver={prefetchDetail} onFocus={prefetchDetail}>
      {list.isPending && <Skeleton className="h-96 w-full" aria-label={t('common.loading')} />}
      {list.isError && (
        <ErrorState
          title={t('requests.list.loadFailed')}
          message={errorMessage(list.error)}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.isSuccess && page === null && (
        <EmptyState title={t('requests.list.empty')} description={t('requests.list.emptyBody')} />
      )}
      {page && (
        <>
          {items.length === 0 && params.search && !params.includeCompleted ? (
            <EmptyState
              title={t('nud.inbox.noOpenMatch', { term: params.search })}
              description={
                completedCount === undefined
                  ? undefined
                  : completedCount === 0
                    ? t('nud.inbox.noCompletedMatch')
                    : completedCount === 1
                      ? t('nud.inbox.completedMatchOne')
                      : t('nud.inbox.completedMatch', { count: completedCount })
              }
              action={
                completedCount ? (
                  <Button onClick={() => go({ ...params, includeCompleted: true, page: 1 })}>
                    {t('nud.inbox.includeCompleted')}
                  </Button>
                ) : undefined
              }
            />
          ) : items.length === 0 ? (
            <EmptyState title={t('requests.list.empty')} description={t('requests.list.emptyBody')} />
          ) : (
            <RequestTable
              items={items}
              columns={columns}
              order={params.sort}
              selectedId={selectedId}
              hrefFor={hrefFor}
              onOpen={openRequest}
              onSort={(sort) => go({ ...params, sort, page: 1 })}
              responseTargetHours={responseTargetHours}
            />
          )}
          {totalPages > 1 && (
            <nav aria-label={t('requests.list.pagination')} className="flex shrink-0 items-center gap-3 text-sm">
              <Button
                variant="outline"
                size="sm"
                disabled={params.page <= 1}
                onClick={() => go({ ...params, page: params.page - 1 })}
              >
                {t('requests.list.previous')}
              </Button>
              <span>{t('requests.list.page', { page: params.page, pages: totalPages })}</span>
              <Button
                variant="outline"
                size="sm"
                disabled={params.page >= totalPages}
                onClick={() => go({ ...params, page: params.page + 1 })}
              >
                {t('requests.list.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );

  return (
    <section
      aria-labelledby="requests-title"
      className="flex flex-col gap-2 lg:h-[calc(100dvh-5.5rem)] lg:min-h-[32rem]"
    >
      <title>{`${t('requests.title')} – ${t('app.name')}`}</title>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <h1 id="requests-title" className="text-xl leading-tight font-bold">
          {t('requests.title')}
        </h1>
        {page && (
          <p aria-live="polite" className="text-sm">
            {page.total_capped
              ? t('requests.list.resultsCapped', { count: page.total_items.toLocaleString('en-GB') })
              : t('requests.list.results', { count: page.total_items.toLocaleString('en-GB') })}
          </p>
        )}
        <div className="ml-auto flex items-center gap-2">
          <ColumnChooser columns={chosenColumns} onChange={(next) => go({ ...params, columns: next })} />
          {shortcutsHelp}
        </div>
      </div>
      <InboxToolbar
        key={`${params.search}|${params.searchType}`}
        params={params}
        pools={page?.pools ?? []}
        onPool={(poolId) => go({ ...params, poolId, page: 1 })}
        onSearch={(term, searchType) => go({ ...params, search: term, searchType, page: 1 })}
        onSort={(sort) => go({ ...params, sort, page: 1 })}
      />
      <InboxFiltersPanel
        key={JSON.stringify(filtersToSaved(params))}
        filters={params}
        onApply={(filters) => go({ ...params, ...filters, page: 1 })}
      />
      {split ? (
        <div className="grid min-h-0 flex-1 gap-4 lg:grid-cols-[minmax(30rem,38%)_minmax(0,1fr)]">
          {listPane}
          <div className="min-w-0 lg:min-h-0 lg:overflow-y-auto lg:pr-1" data-testid="request-pane">
            {selectedId === undefined ? (
              <EmptyState title={t('requests.list.chooseRequest')} headingLevel={2} />
            ) : (
              <div className="flex flex-col gap-2">
                <Link className="self-end underline" to={paths.full.messagesRequest(selectedId)}>
                  {t('requests.list.openFull')}
                </Link>
                <RequestDetail key={selectedId} wcmsId={wcmsId} requestId={selectedId} summary={selectedItem} />
              </div>
            )}
          </div>
        </div>
      ) : (
        <div className="flex min-h-0 flex-1 flex-col">{listPane}</div>
      )}
    </section>
  );
}
