import { useCurrentOrganisation } from '@/entities/organisation';
import { WorkloadPanel } from './workload-panel';

/** Console area workload dashboard (basic) for the organisation being configured. */
export function WorkloadPage() {
  const organisation = useCurrentOrganisation();
  return <WorkloadPanel wcmsId={String(organisation?.wcmsId ?? 0)} />;
}
