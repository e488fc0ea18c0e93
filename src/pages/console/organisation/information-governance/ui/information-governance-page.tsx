import { useCurrentOrganisation } from '@/entities/organisation';
import { InformationGovernancePanel } from './information-governance-panel';

/** The panel for the organisation being configured. */
export function InformationGovernancePage() {
  const organisation = useCurrentOrganisation();
  return <InformationGovernancePanel wcmsId={String(organisation?.wcmsId ?? '')} />;
}
