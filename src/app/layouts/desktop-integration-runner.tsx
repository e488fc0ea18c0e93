import { ConnectionBadge, useCurrentPatientPoll } from '@/features/desktop-connection';
import { useAttachTaskPoll } from '@/features/clinical-send';

/** The desktop host's badge and polls (desktop-integration.tsx loads this module only inside a host). */
export function DesktopIntegrationRunner() {
  useCurrentPatientPoll();
  useAttachTaskPoll();
  return <ConnectionBadge className="fixed bottom-12 left-2 z-40" />;
}
