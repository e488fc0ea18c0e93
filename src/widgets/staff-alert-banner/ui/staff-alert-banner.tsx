import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useCurrentOrganisation } from '@/entities/organisation';
import { staffAlertQueries } from '@/entities/staff-alert';
import { t } from '@/shared/i18n';
import { paths } from '@/shared/routes';

/**
 * The banner of spec §2 alerts: while the signed-in staff member has alerts they have not acknowledged, the newest
 * one's title and a link to /alert, where they read and acknowledge them.
 */
export function StaffAlertBanner() {
  const organisation = useCurrentOrganisation();
  const wcmsId = organisation ? String(organisation.wcmsId) : null;
  const alerts = useQuery({ ...staffAlertQueries.list(wcmsId ?? ''), enabled: wcmsId !== null });
  const open = (alerts.data ?? []).filter((alert) => !alert.acknowledgedAt);
  if (open.length === 0) return null;
  const latest = open[0]!;
  const urgent = open.some((alert) => alert.severity === 'urgent');
  return (
    <section
      aria-label={t('alerts.page.title')}
      data-testid="staff-alert-banner"
      className={`flex flex-wrap items-center justify-between gap-3 border-b px-4 py-2 ${
        urgent ? 'border-destructive bg-destructive-subtle' : 'bg-muted'
      }`}
    >
      <p className="font-semibold">
        {open.length === 1
          ? t('alerts.banner.one', { title: latest.title })
          : t('alerts.banner.many', { count: open.length, title: latest.title })}
      </p>
      <Link to={paths.alert()} className="font-semibold underline underline-offset-4">
        {t('alerts.banner.open')}
      </Link>
    </section>
  );
}
