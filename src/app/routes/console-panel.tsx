import { createElement, type ComponentType } from 'react';
import { useParams, type RouteObject } from 'react-router';
import { useCurrentOrganisation } from '@/entities/organisation';
import type { ConsolePanelProps } from '@/features/console-access';
import { NotFoundPage } from '@/pages/system/error';
import { loadClassMerge } from '@/shared/ui/cn';

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

// each area's route component, made once (the same component on every visit, so a search-parameter change keeps it)
const panels = new Map<string, ComponentType>();

/** The open area: its panel, or 'not found' for an id the registry does not have. */
function ConsoleArea() {
  // the loader made the area's component before this render (the same one on every visit)
  const panel = panels.get(useParams().area ?? '');
  return panel ? createElement(panel) : <NotFoundPage />;
}

/**
 * /full/management-console/:area. The registry (console-areas.ts, with its titles' strings) and the area's panel load
 * before the route renders, with the console, so neither is in the app's entry chunk (ARCHITECTURE §8 /login
 * budget). The loader runs again only when the area changes.
 */
export const consoleAreaRoute: Pick<RouteObject, 'loader' | 'shouldRevalidate' | 'Component'> = {
  loader: async ({ params }) => {
    // tailwind-merge before the panel's modules, as for every screen (screen.ts): the console's own load runs alongside
    const [{ consoleAreas }] = await Promise.all([import('./console-areas'), loadClassMerge()]);
    const area = consoleAreas.find((candidate) => candidate.id === params.area);
    if (area && !panels.has(area.id)) panels.set(area.id, consolePanel(await area.load()));
    return null;
  },
  shouldRevalidate: ({ currentParams, nextParams }) => currentParams.area !== nextParams.area,
  Component: ConsoleArea,
};
