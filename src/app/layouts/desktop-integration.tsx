import { useLocation } from 'react-router';
import { ConnectionBadge, useCurrentPatientPoll } from '@/features/desktop-connection';
import { useAttachTaskPoll } from '@/features/clinical-send';
import { paths } from '@/shared/routes';

function DesktopIntegrationRunner() {
  useCurrentPatientPoll();
  useAttachTaskPoll();
  return <ConnectionBadge className="fixed bottom-12 left-2 z-40" />;
}

/**
 * Inside the desktop host: the connection badge (spec §2), the EMIS Web current-patient poll (spec §4) and the
 * attach task poll (spec §9, every 60 s). Outside a host the badge hides and the polls do nothing. The toolbar
 * page runs its own (its attach poll is skipped while the desktop is open).
 */
export function DesktopIntegration() {
  const { pathname } = useLocation();
  return pathname === paths.toolbar() ? null : <DesktopIntegrationRunner />;
}
