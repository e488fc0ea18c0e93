import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useCurrentOrganisation } from '@/entities/organisation';
import { staffAlertQueries, useAcknowledgeStaffAlertMutation, type StaffAlert } from '@/entities/staff-alert';
import { errorMessage } from '@/shared/api';
import { t, type MessageKey } from '@/shared/i18n';
import { formatDate, formatDateTime } from '@/shared/lib/format';
import { paths } from '@/shared/routes';
import { Badge, Button, ErrorState, Skeleton } from '@/shared/ui';

const SEVERITY: Record<StaffAlert['severity'], MessageKey> = {
  information: 'alerts.severity.information',
  warning: 'alerts.severity.warning',
  urgent: 'alerts.severity.urgent',
};

function AlertItem({ alert, wcmsId }: { alert: StaffAlert; wcmsId: string }) {
  const acknowledge = useAcknowledgeStaffAlertMutation(wcmsId);
  const headingId = `alert-${alert.id}-title`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={`space-y-2 rounded-md border-s-8 bg-card p-4 ${
          alert.severity === 'urgent'
            ? 'border-destructive'
            : alert.severity === 'warning'
              ? 'border-warning'
              : 'border-primary'
        }`}
      >
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={alert.severity === 'urgent' ? 'destructive' : 'secondary'}>
            {t(SEVERITY[alert.severity])}
          </Badge>
          <h2 id={headingId} className="text-lg font-semibold">
            {alert.title}
          </h2>
        </div>
        <p className="whitespace-pre-line">{alert.message}</p>
        {alert.expiresOn && (
          <p className="text-sm text-muted-foreground">
            {t('alerts.page.expires', { date: formatDate(alert.expiresOn) })}
          </p>
        )}
        {alert.acknowledgedAt ? (
          <p className="text-sm font-semibold">
            {t('alerts.page.acknowledged', { when: formatDateTime(alert.acknowledgedAt) })}
          </p>
        ) : (
          <Button
            onClick={() => acknowledge.mutate(alert.id)}
            disabled={acknowledge.isPending}
            aria-describedby={headingId}
          >
            {t('alerts.page.acknowledge')}
          </Button>
        )}
        {acknowledge.isError && (
          <p role="alert" className="text-destructive">
            {t('alerts.page.ackFailed')}: {errorMessage(acknowledge.error)}
          </p>
        )}
      </article>
    </li>
  );
}

/** The alerts view for a known organisation (stories render it directly). */
export function AlertList({ wcmsId }: { wcmsId: string }) {
  const alerts = useQuery(staffAlertQueries.list(wcmsId));
  if (alerts.isPending) return <Skeleton className="h-40 w-full" aria-label={t('common.loading')} />;
  if (alerts.isError) return <ErrorState message={errorMessage(alerts.error)} onRetry={() => void alerts.refetch()} />;
  if (alerts.data.length === 0) return <p>{t('alerts.page.empty')}</p>;
  return (
    <ul className="space-y-4">
      {alerts.data.map((alert) => (
        <AlertItem key={alert.id} alert={alert} wcmsId={wcmsId} />
      ))}
    </ul>
  );
}

/**
 * /alert (spec §2, bare layout): the organisation's alerts from super users, each acknowledged by the staff member
 * who reads it; an acknowledged alert leaves the banner.
 */
export function AlertPage() {
  const organisation = useCurrentOrganisation();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4">
      <title>{`${t('alerts.page.title')} – ${t('app.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('alerts.page.title')}</h1>
      <p>{t('alerts.page.intro')}</p>
      {organisation && <AlertList wcmsId={String(organisation.wcmsId)} />}
      <p>
        <Link to={paths.full.messagesList()} className="underline underline-offset-4">
          {t('alerts.page.back')}
        </Link>
      </p>
    </div>
  );
}
