/**
 * The desktop integration host binds an object to the page (spec §7 Desktop host calls). This file holds the
 * window-management part the application shell needs; the clinical calls are added with the desktop host
 * integration. Every member is optional: older hosts lack newer functions (spec §9 version thresholds).
 */
export type DesktopHostObject = {
  Version?: () => number | string;
  browserInfo?: () => { browserType?: string } | string;
  MinimiseWindow?: () => void;
  CloseWindow?: () => void;
  OpenToolbar?: () => void;
  OpenDesktop?: () => void;
  SetToolbarWidth?: (width: number) => void;
  /** spec §7: shows a notification through the desktop host instead of the browser. */
  SpawnNotification?: (title: string, body: string) => void;
};

declare global {
  interface Window {
    vixie?: DesktopHostObject;
  }
}

/** The bound host object, or null in a plain browser. */
export function desktopHost(): DesktopHostObject | null {
  return typeof window !== 'undefined' && window.vixie ? window.vixie : null;
}

/** The host's major version (spec §9: 8 to 20 are known), or null outside the host. */
export function hostVersion(): number | null {
  const host = desktopHost();
  if (!host?.Version) return null;
  const version = Number.parseInt(String(host.Version()), 10);
  return Number.isFinite(version) ? version : null;
}

/** spec §9: host version 20 or above shows the minimise button. */
export const MINIMISE_MIN_HOST_VERSION = 20;

export function canMinimise(version: number | null = hostVersion()): boolean {
  return version !== null && version >= MINIMISE_MIN_HOST_VERSION;
}

/** True when the host offers the desktop toolbar (spec §2: open-toolbar shows only then). */
export function hasToolbar(): boolean {
  return typeof desktopHost()?.OpenToolbar === 'function';
}

export function minimiseWindow(): void {
  desktopHost()?.MinimiseWindow?.();
}

/** Closes the window through the host when present, otherwise the browser's own pop-up window. */
export function closeWindow(): void {
  const host = desktopHost();
  if (host?.CloseWindow) host.CloseWindow();
  else window.close();
}

export function openToolbar(): void {
  desktopHost()?.OpenToolbar?.();
}

/** True when the host can show notifications itself (SpawnNotification). */
export function canSpawnNotification(): boolean {
  return typeof desktopHost()?.SpawnNotification === 'function';
}

/** Shows a notification through the host; false when the host has no SpawnNotification. */
export function spawnNotification(title: string, body: string): boolean {
  const host = desktopHost();
  if (typeof host?.SpawnNotification !== 'function') return false;
  host.SpawnNotification(title, body);
  return true;
}
