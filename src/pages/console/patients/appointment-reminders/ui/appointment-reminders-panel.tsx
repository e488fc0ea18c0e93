import { Link } from 'react-router';
import { ReminderSettingsPanel } from '@/features/reminder-settings';
import { t } from '@/shared/i18n';
import { paths } from '@/shared/routes';

/**
 * The management console's Appointment reminders area (spec §1, a basic area): the organisation's reminder settings
 * (spec §3), the same form as on the patients menu's reminders page, with the way to that page's reminder log.
 */
export function AppointmentRemindersPanel({ wcmsId }: { wcmsId: string }) {
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold">{t('console.appointmentReminders.title')}</h2>
      <p className="max-w-prose">{t('console.appointmentReminders.intro')}</p>
      <ReminderSettingsPanel wcmsId={Number(wcmsId)} headingLevel={3} />
      <p>
        <Link className="underline underline-offset-4" to={paths.full.appointmentReminders()}>
          {t('console.appointmentReminders.viewLog')}
        </Link>
      </p>
    </div>
  );
}
