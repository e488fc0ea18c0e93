import { desktopInfo, inDesktopHost, OUTSIDE_DESKTOP, updateDesktopInfo, type DesktopInfo } from './bridge';

/**
 * spec §4 bootstrap: binds the host object and reads the desktop info before the app shows anything
 * (bind-host.ts). Outside a host it answers at once, and the binding code (the host calls and their log) is not
 * loaded at all: it is not on the sign-in path of a browser (ARCHITECTURE §8 /login budget).
 */
export async function loadDesktopInfo(): Promise<DesktopInfo> {
  if (!inDesktopHost()) {
    updateDesktopInfo(OUTSIDE_DESKTOP);
    return desktopInfo();
  }
  return (await import('./bind-host')).bindHostAndReadInfo();
}
