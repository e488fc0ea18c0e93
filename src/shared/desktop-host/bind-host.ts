import { CONNECTION_STATUS_EVENT, type BrowserInfo } from './contract';
import {
  asConnectionStatus,
  asNumber,
  bindOnce,
  desktopHost,
  desktopInfo,
  OUTSIDE_DESKTOP,
  safeParse,
  updateDesktopInfo,
  type DesktopInfo,
} from './bridge';
import { callHost } from './calls';

/** spec §9: the desktop bridge re-bind check runs every 1000 ms. */
const REBIND_CHECK_MS = 1_000;

let rebindTimer: ReturnType<typeof setInterval> | null = null;
let listening = false;

function onConnectionEvent(event: Event) {
  updateDesktopInfo({ connectionStatus: asConnectionStatus((event as CustomEvent<unknown>).detail) });
}

/**
 * spec §4 bootstrap inside a desktop host: binds the host object and reads the desktop info (version, browser info,
 * connection status; each call logged like any other) before the app shows anything. Then keeps the binding alive
 * (the re-bind check every 1000 ms) and follows the host's connection change events.
 */
export async function bindHostAndReadInfo(): Promise<DesktopInfo> {
  const bound = await bindOnce().catch(() => false);
  const host = desktopHost();
  if (!bound || !host) {
    updateDesktopInfo({ ...OUTSIDE_DESKTOP, inVixie: true, connectionStatus: 'Unavailable' });
    return desktopInfo();
  }
  const [version, info, status] = await Promise.all([
    callHost('Version').catch(() => null),
    callHost('browserInfo').catch(() => null),
    callHost('GetClinicalConnectionStatus').catch(() => 'Unavailable'),
  ]);
  const browser = (typeof info === 'string' ? safeParse(info) : info) as Partial<BrowserInfo> | null;
  updateDesktopInfo({
    inVixie: true,
    vixieVersion: asNumber(version),
    clientVersion: asNumber(browser?.clientVersion),
    clinicalSystem: browser?.clinicalSystem ?? null,
    clinicalId: asNumber(browser?.apiId),
    browserType: browser?.browserType ?? (host.browserType === 'toolbar' ? 'toolbar' : 'desktop'),
    connectionStatus: asConnectionStatus(status),
  });
  if (!listening) {
    listening = true;
    window.addEventListener(CONNECTION_STATUS_EVENT, onConnectionEvent);
  }
  rebindTimer ??= setInterval(() => {
    if (!window.vixie) void bindOnce().catch(() => undefined);
  }, REBIND_CHECK_MS);
  return desktopInfo();
}
