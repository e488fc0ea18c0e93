import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { dateTextFromIso, isoFromDateText } from '@contracts/rules/date-entry';
import { useCurrentOrganisation } from '@/entities/organisation';
import { errorMessage } from '@/shared/api';
import { t, type MessageKey } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/format';
import {
  Button,
  DateInput,
  EmptyState,
  Field,
  FieldControl,
  FieldLabel,
  Input,
  ErrorState,
  Skeleton,
  dateEntryError,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@/shared/ui';
import { reportQueries } from '../api/report';
import { downloadCsv, figureTitle, formatValue, rowLabel } from '../model/labels';
import {
  isEmptyReport,
  lastDays,
  rangeProblem,
  readReportParams,
  REPORT_TABS,
  TABS_WITH_COMMENTS,
  type Report,
  type ReportParams,
  type ReportTab,
} from '../model/report-params';
import { ReportChart } from './report-chart';

const RANGE_MESSAGES: Record<'from' | 'to' | 'order' | 'tooLong', { field: 'from' | 'to'; key: MessageKey }> = {
  from: { field: 'from', key: 'reports.range.required' },
  to: { field: 'to', key: 'reports.range.required' },
  order: { field: 'to', key: 'reports.range.order' },
  tooLong: { field: 'to', key: 'reports.range.tooLong' },
};

/**
 * From and to, each typed as day, month and year (the one date entry pattern, issue 23 item 21), with quick ranges;
 * the applied range lives in the URL as YYYY-MM-DD.
 */
function RangeForm({ params, onApply }: { params: ReportParams; onApply: (from: string, to: string) => void }) {
  const [from, setFrom] = useState(dateTextFromIso(params.from));
  const [to, setTo] = useState(dateTextFromIso(params.to));
  const [problem, setProblem] = useState<ReturnType<typeof rangeProblem>>(null);
  const apply = (nextFrom: string, nextTo: string) => {
    const found = rangeProblem(nextFrom, nextTo);
    setProblem(found);
    if (found === null) onApply(nextFrom, nextTo);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(isoFromDateText(from) ?? '', isoFromDateText(to) ?? '');
  };
  const quick = (days: number) => {
    const range = lastDays(days);
    setFrom(dateTextFromIso(range.from));
    setTo(dateTextFromIso(range.to));
    apply(range.from, range.to);
  };
  const message = problem ? RANGE_MESSAGES[problem] : null;
  // a date left unfinished or not real is named in the spec's words ('From must include a month')
  const errorFor = (field: 'from' | 'to', text: string, label: string) => {
    if (message?.field !== field) return null;
    if (message.key === 'reports.range.required')
      return dateEntryError(text, label)?.message ?? t('dateInput.required');
    return t(message.key);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('reports.range.legend')} className="space-y-3">
      <div className="flex flex-wrap items-end gap-6">
        <DateInput
          name="from"
          label={t('reports.range.from')}
          value={from}
          onChange={setFrom}
          error={errorFor('from', from, t('reports.range.from'))}
        />
        <DateInput
          name="to"
          label={t('reports.range.to')}
          value={to}
          onChange={setTo}
          error={errorFor('to', to, t('reports.range.to'))}
        />
        <Button type="submit">{t('reports.range.apply')}</Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => quick(7)}>
          {t('reports.range.last7')}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => quick(30)}>
          {t('reports.range.last30')}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => quick(365)}>
          {t('reports.range.last365')}
        </Button>
      </div>
    </form>
  );
}

function Figures({ report }: { report: Report }) {
  return (
    <section aria-labelledby="report-figures">
      <h4 id="report-figures" className="sr-only">
        {t('reports.figures')}
      </h4>
      <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {report.figures.map((f) => (
          <div key={f.key} className="rounded-md border border-border p-3">
            <dt className="text-sm">{figureTitle(f.key)}</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-figure={f.key}>
              {formatValue(f.value, f.unit)}
            </dd>
            <dd className="text-sm text-muted-foreground">
              {f.previous === null
                ? t('reports.previousNone')
                : t('reports.previous', { value: formatValue(f.previous, f.unit) })}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Comments({ report, search, onSearch }: { report: Report; search: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(search);
  return (
    <section aria-labelledby="report-comments" className="space-y-3">
      <h4 id="report-comments" className="text-lg font-semibold">
        {t('reports.comments.title')}
      </h4>
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
      >
        <Field className="w-72">
          <FieldLabel>{t('reports.comments.search')}</FieldLabel>
          <FieldControl>
            <Input type="search" value={text} maxLength={200} onChange={(event) => setText(event.target.value)} />
          </FieldControl>
        </Field>
        <Button type="submit" variant="outline">
          {t('reports.comments.searchButton')}
        </Button>
      </form>
      {report.comments.length === 0 ? (
        <p>{t('reports.comments.empty')}</p>
      ) : (
        <ul className="space-y-2">
          {report.comments.map((c, i) => (
            <li key={`${c.at}-${i}`} className="rounded-md border border-border p-3">
              <p className="text-sm text-muted-foreground">
                {rowLabel(c.category, 'category')} · {new Date(c.at).toLocaleDateString('en-GB')}
              </p>
              <p className="whitespace-pre-wrap">{c.text}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One tab's figures, charts with their tables, and its comments; loading, error and empty states. */
function ReportPanel({
  wcmsId,
  params,
  onSearch,
}: {
  wcmsId: string;
  params: ReportParams;
  onSearch: (q: string) => void;
}) {
  const query = useQuery(
    reportQueries.tab({
      wcmsId,
      tab: params.tab,
      from: params.from,
      to: params.to,
      search: TABS_WITH_COMMENTS.includes(params.tab) ? params.search : '',
    }),
  );
  if (query.isPending) return <Skeleton className="h-64 w-full" aria-label={t('reports.loading')} role="img" />;
  if (query.isError)
    return <ErrorState headingLevel={3} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const report = query.data;
  return (
    <div className="space-y-6" aria-busy={query.isFetching}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>
          {t('reports.range.comparison', {
            previousFrom: formatDate(report.previousFrom),
            previousTo: formatDate(report.previousTo),
          })}
        </p>
        <Button type="button" variant="outline" onClick={() => downloadCsv(report)}>
          {t('reports.export')}
        </Button>
      </div>
      {isEmptyReport(report) && !params.search ? (
        <EmptyState headingLevel={3} title={t('reports.empty')} />
      ) : (
        <>
          <Figures report={report} />
          <div className="grid gap-4 2xl:grid-cols-2">
            {report.tables.map((table) => (
              <ReportChart key={table.key} table={table} />
            ))}
          </div>
          {TABS_WITH_COMMENTS.includes(report.tab) && (
            <Comments report={report} search={params.search} onSearch={onSearch} />
          )}
        </>
      )}
    </div>
  );
}

/** Reports (spec §2): eight tabs over the practice's own data, the tab, range and search kept in the URL. */
export function ReportsPage() {
  const organisation = useCurrentOrganisation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readReportParams(searchParams);
  const update = (next: Partial<ReportParams>) => {
    const merged = { ...params, ...next };
    const out = new URLSearchParams(searchParams);
    out.set('tab', merged.tab);
    out.set('from', merged.from);
    out.set('to', merged.to);
    if (merged.search) out.set('q', merged.search);
    else out.delete('q');
    setSearchParams(out, { replace: false });
  };
  const wcmsId = String(organisation?.wcmsId ?? '');
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold">{t('console.reports.title')}</h2>
      <RangeForm key={`${params.from}:${params.to}`} params={params} onApply={(from, to) => update({ from, to })} />
      <Tabs value={params.tab} onValueChange={(tab) => update({ tab: tab as ReportTab, search: '' })}>
        <TabsList aria-label={t('reports.tabs.label')} className="flex w-full flex-wrap">
          {REPORT_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`reports.tab.${tab}` as MessageKey)}
            </TabsTrigger>
          ))}
        </TabsList>
        {REPORT_TABS.map((tab) => (
          <TabsContent key={tab} value={tab} className="space-y-4">
            <h3 className="sr-only">{t(`reports.tab.${tab}` as MessageKey)}</h3>
            {tab === params.tab && wcmsId && (
              <ReportPanel wcmsId={wcmsId} params={params} onSearch={(search) => update({ search })} />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
