import { useCurrentOrganisation } from '@/entities/organisation';
import { EmailNotificationsPanel } from './email-notifications-panel';

/** The panel for the organisation being configured. */
export function EmailNotificationsPage() {
  const organisation = useCurrentOrganisation();
  return <EmailNotificationsPanel wcmsId={Number(organisation?.wcmsId ?? 0)} />;
}
