import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useDesktopInfo } from '@/shared/desktop-host';
import { paths } from '@/shared/routes';

// Outside a host the badge hides and every poll does nothing: their code (the attach tasks, the current-patient
// poll) loads only once the page is inside one, so a browser's inbox does not carry it (ARCHITECTURE §8).
const DesktopIntegrationRunner = lazy(async () => ({
  default: (await import('./desktop-integration-runner')).DesktopIntegrationRunner,
}));

/**
 * Inside the desktop host: the connection badge (spec §2), the EMIS Web current-patient poll (spec §4) and the
 * attach task poll (spec §9, every 60 s). Outside a host nothing (a host bound later, by the re-bind check, starts
 * them then). The toolbar page runs its own (its attach poll is skipped while the desktop is open).
 */
export function DesktopIntegration() {
  const { pathname } = useLocation();
  const { inVixie } = useDesktopInfo();
  if (!inVixie || pathname === paths.toolbar()) return null;
  return (
    <Suspense fallback={null}>
      <DesktopIntegrationRunner />
    </Suspense>
  );
}
