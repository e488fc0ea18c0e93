import type { ComponentType } from 'react';
import { useCurrentOrganisation } from '@/entities/organisation';
import type { ConsolePanelProps } from '@/features/console-access';

/**
 * A console area's route component: the area's panel for the organisation being configured. The panel is keyed by
 * that organisation, so switching organisation in the console starts it afresh: a form never carries what was
 * typed for one organisation into a save for another.
 */
export function consolePanel(Panel: ComponentType<ConsolePanelProps>): ComponentType {
  return function ConsoleAreaPanel() {
    const organisation = useCurrentOrganisation();
    if (!organisation) return null;
    return (
      <Panel key={organisation.wcmsId} wcmsId={organisation.wcmsId} clinicalSystem={organisation.clinicalSystem} />
    );
  };
}
