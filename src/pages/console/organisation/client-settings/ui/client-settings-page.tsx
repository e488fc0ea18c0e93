import { useCurrentOrganisation } from '@/entities/organisation';
import { ClientSettingsPanel } from './client-settings-panel';

/** The panel for the organisation being configured. */
export function ClientSettingsPage() {
  const organisation = useCurrentOrganisation();
  return <ClientSettingsPanel wcmsId={Number(organisation?.wcmsId ?? 0)} />;
}
