import { useCurrentOrganisation } from '@/entities/organisation';
import { ServerDetailsPanel } from './server-details-panel';

/** Console area clinical integration for the organisation being configured (server details so far). */
export function ClinicalIntegrationPage() {
  const organisation = useCurrentOrganisation();
  return <ServerDetailsPanel wcmsId={String(organisation?.wcmsId ?? '')} />;
}
