import { useCurrentOrganisation } from '@/entities/organisation';
import { ExternalRecipientsPanel } from './external-recipients-panel';

/** The panel for the organisation being configured. */
export function ExternalRecipientsPage() {
  const organisation = useCurrentOrganisation();
  return <ExternalRecipientsPanel wcmsId={Number(organisation?.wcmsId ?? 0)} />;
}
