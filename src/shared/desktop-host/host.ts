import { desktopHost, desktopInfo } from './bridge';
import { canMinimiseAt, MINIMISE_MIN_HOST_VERSION } from './versions';

export { MINIMISE_MIN_HOST_VERSION };

/** The host's major version (spec §9: 8 to 20 are known), or null outside the host. */
export function hostVersion(): number | null {
  const known = desktopInfo().vixieVersion;
  if (known !== null) return known;
  const host = desktopHost();
  if (!host?.Version) return null;
  const answer = host.Version();
  if (answer instanceof Promise) return null;
  const version = Number.parseInt(String(answer), 10);
  return Number.isFinite(version) ? version : null;
}

/** spec §9: host version 20 or above shows the minimise button. */
export function canMinimise(version: number | null = hostVersion()): boolean {
  return canMinimiseAt(version);
}

/** True when the host offers the desktop toolbar (spec §2: open-toolbar shows only then). */
export function hasToolbar(): boolean {
  return typeof desktopHost()?.OpenToolbar === 'function';
}

/** True when the host can show notifications itself (SpawnNotification). */
export function canSpawnNotification(): boolean {
  return typeof desktopHost()?.SpawnNotification === 'function';
}
