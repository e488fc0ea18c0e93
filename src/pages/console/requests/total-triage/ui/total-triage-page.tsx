import type { ConsolePanelProps } from '@/features/console-access';
import { TotalTriageSettingsPanel } from './total-triage-settings-panel';
import { CareNavigationPanel } from './care-navigation-panel';

/** Console area total-triage (advanced): the settings, then the care navigation rules. */
export function TotalTriagePage({ wcmsId }: ConsolePanelProps) {
  return (
    <div className="space-y-6">
      <TotalTriageSettingsPanel wcmsId={wcmsId} />
      <CareNavigationPanel wcmsId={wcmsId} />
    </div>
  );
}
