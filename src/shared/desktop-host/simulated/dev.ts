import { installSimulatedHost, type SimulatedHostOptions } from './install';

const SYSTEMS = ['emisweb', 'systmone', 'vision', 'vision_rest'] as const;
const DEV_KEY = 'carebridge.simulatedHost.options';

/**
 * Development only (`npm run dev`): ?simulated-host=emisweb[&host-version=20&client-version=10] installs the
 * simulated host for this tab and remembers the choice for the tab (sessionStorage); ?simulated-host=off forgets
 * it. Imported only behind a development check, so the production build never contains it.
 */
export function installSimulatedHostForDevelopment(): void {
  const query = new URLSearchParams(window.location.search);
  const asked = query.get('simulated-host');
  if (asked === 'off') {
    window.sessionStorage.removeItem(DEV_KEY);
    return;
  }
  let options: SimulatedHostOptions | null = null;
  if (asked && (SYSTEMS as readonly string[]).includes(asked)) {
    options = {
      clinicalSystem: asked as SimulatedHostOptions['clinicalSystem'],
      hostVersion: Number(query.get('host-version') ?? 20),
      clientVersion: Number(query.get('client-version') ?? 10),
    };
    window.sessionStorage.setItem(DEV_KEY, JSON.stringify(options));
  } else {
    const saved = window.sessionStorage.getItem(DEV_KEY);
    options = saved ? (JSON.parse(saved) as SimulatedHostOptions) : null;
  }
  if (options) installSimulatedHost(options);
}
