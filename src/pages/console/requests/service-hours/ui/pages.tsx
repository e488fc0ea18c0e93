import { useCurrentOrganisation } from '@/entities/organisation';
import { ConfirmationMessagesPanel } from './confirmation-messages-panel';
import { ServiceHoursPanel } from './service-hours-panel';

/** Console area service hours (basic) for the organisation being configured. */
export function ServiceHoursPage() {
  const organisation = useCurrentOrganisation();
  return <ServiceHoursPanel wcmsId={String(organisation?.wcmsId ?? 0)} />;
}

/** Console area confirmation messages (basic). */
export function ConfirmationMessagesPage() {
  const organisation = useCurrentOrganisation();
  return <ConfirmationMessagesPanel wcmsId={String(organisation?.wcmsId ?? 0)} />;
}
