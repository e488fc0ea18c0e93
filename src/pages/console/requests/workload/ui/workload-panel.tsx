import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ErrorState,
  Skeleton,
  tableClasses,
} from '@/shared/ui';
import { workloadQueries, type Workload } from '../api/workload';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

function Figure({ label, value, testId }: { label: string; value: number | string; testId: string }) {
  return (
    <div className="rounded border border-border p-3">
      <dt className="text-sm">{label}</dt>
      <dd className="text-2xl font-semibold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function CountTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string;
  rows: { key: string; name: string; open: number }[];
}) {
  return (
    <div className={tableClasses.frame}>
      <table className={tableClasses.table}>
        <caption className={tableClasses.caption}>{caption}</caption>
        <thead className={tableClasses.head}>
          <tr>
            <th scope="col" className={tableClasses.headerCell}>
              {head}
            </th>
            <th scope="col" className={tableClasses.headerCell}>
              {t('console.workload.openColumn')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={tableClasses.row}>
              <th scope="row" className={tableClasses.rowHeader}>
                {row.name}
              </th>
              <td className={tableClasses.cell}>{row.open}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function WorkloadFigures({ workload }: { workload: Workload }) {
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Figure label={t('console.workload.open')} value={workload.open} testId="workload-open" />
        <Figure
          label={t('console.workload.receivedToday')}
          value={workload.today.received}
          testId="workload-received-today"
        />
        <Figure
          label={t('console.workload.completedToday')}
          value={workload.today.completed}
          testId="workload-completed-today"
        />
        <Figure
          label={t('console.workload.oldestWaiting')}
          value={
            workload.oldestWaiting
              ? dateTime.format(new Date(workload.oldestWaiting))
              : t('console.workload.noneWaiting')
          }
          testId="workload-oldest"
        />
        <Figure
          label={t('console.workload.receivedWeek')}
          value={workload.week.received}
          testId="workload-received-week"
        />
        <Figure
          label={t('console.workload.completedWeek')}
          value={workload.week.completed}
          testId="workload-completed-week"
        />
      </dl>
      <div className="grid gap-6 md:grid-cols-2">
        <CountTable
          caption={t('console.workload.byGroup')}
          head={t('console.workload.group')}
          rows={workload.byGroup.map((g) => ({ key: g.groupId, name: g.name, open: g.open }))}
        />
        {workload.byAssignee.length > 0 ? (
          <CountTable
            caption={t('console.workload.byAssignee')}
            head={t('console.workload.assignee')}
            rows={workload.byAssignee.map((a) => ({ key: a.userId, name: a.name, open: a.open }))}
          />
        ) : (
          <p>{t('console.workload.noAssignees')}</p>
        )}
      </div>
      <div className={tableClasses.frame}>
        <table className={tableClasses.table}>
          <caption className={tableClasses.caption}>{t('console.workload.limits')}</caption>
          <thead className={tableClasses.head}>
            <tr>
              <th scope="col" className={tableClasses.headerCell}>
                {t('console.requestLimits.type')}
              </th>
              <th scope="col" className={tableClasses.headerCell}>
                {t('console.requestLimits.usedToday')}
              </th>
              <th scope="col" className={tableClasses.headerCell}>
                {t('console.requestLimits.limit')}
              </th>
            </tr>
          </thead>
          <tbody>
            {workload.dailyLimits.map((l) => (
              <tr key={l.requestType} className={tableClasses.row}>
                <th scope="row" className={tableClasses.rowHeader}>
                  {t(`requests.type.${l.requestType}`)}
                </th>
                <td className={tableClasses.cell}>{l.usedToday}</td>
                <td className={tableClasses.cell}>{l.limit ?? t('console.workload.noLimit')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * Console area workload dashboard (spec §1): the organisation's requests today and this week, open by group and
 * by assignee, the oldest waiting and each daily limit used. It reads the figures again every second, so a
 * colleague's work shows without a reload and there is no Refresh button.
 */
export function WorkloadPanel({ wcmsId }: { wcmsId: string }) {
  const workload = useQuery(workloadQueries.now(wcmsId));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('console.workload.title')}</CardTitle>
        <CardDescription>{t('console.workload.hint')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {workload.isPending && <Skeleton className="h-48 w-full" aria-label={t('common.loading')} />}
        {workload.isError && !workload.data && (
          <ErrorState message={errorMessage(workload.error)} onRetry={() => void workload.refetch()} />
        )}
        {workload.data && workload.data.open === 0 && workload.data.week.received === 0 && (
          <p>{t('console.workload.empty')}</p>
        )}
        {workload.data && <WorkloadFigures workload={workload.data} />}
      </CardContent>
    </Card>
  );
}
