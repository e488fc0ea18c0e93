import type { ConsolePanelProps } from '@/features/console-access';
import { AgentsPanel } from './agents-panel';
import { DefaultAttachStaffPanel } from './default-attach-staff-panel';
import { ServerDetailsPanel } from './server-details-panel';

/** Console area clinical integration for the organisation being configured: agents, server details, attach staff. */
export function ClinicalIntegrationPage({ wcmsId, clinicalSystem }: ConsolePanelProps) {
  return (
    <div className="space-y-6">
      <AgentsPanel wcmsId={wcmsId} />
      <ServerDetailsPanel wcmsId={wcmsId} />
      <DefaultAttachStaffPanel wcmsId={wcmsId} clinicalSystem={clinicalSystem} />
    </div>
  );
}
