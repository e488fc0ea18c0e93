import { useCurrentOrganisation } from '@/entities/organisation';
import { CareNavigationPanel } from './care-navigation-panel';
import { TotalTriageSettingsPanel } from './total-triage-settings-panel';

/** Console area total-triage (advanced): the settings, then the care navigation rules. */
export function TotalTriagePage() {
  const organisation = useCurrentOrganisation();
  const wcmsId = String(organisation?.wcmsId ?? '');
  return (
    <div className="space-y-6">
      <TotalTriageSettingsPanel wcmsId={wcmsId} />
      <CareNavigationPanel wcmsId={wcmsId} />
    </div>
  );
}

/** Console area care-navigation (advanced; offered when the clinical system is none or unknown, spec §2). */
export function CareNavigationPage() {
  const organisation = useCurrentOrganisation();
  return <CareNavigationPanel wcmsId={String(organisation?.wcmsId ?? '')} />;
}
