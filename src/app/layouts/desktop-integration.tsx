import { ConnectionBadge, useCurrentPatientPoll } from '@/features/desktop-connection';
import { useAttachTaskPoll } from '@/features/clinical-send';

/**
 * Inside the desktop host: the connection badge (spec §2), the EMIS Web current-patient poll (spec §4) and the
 * attach task poll (spec §9, every 60 s). Outside a host the badge hides and the polls do nothing.
 */
export function DesktopIntegration() {
  useCurrentPatientPoll();
  useAttachTaskPoll();
  return <ConnectionBadge className="fixed bottom-12 left-2 z-40" />;
}
