import { useSyncExternalStore } from 'react';
import {
  CONNECTION_STATUS_EVENT,
  CONNECTION_STATUSES,
  type BrowserInfo,
  type ClinicalSystemId,
  type ConnectionStatus,
  type DesktopHostObject,
} from './contract';

/** spec §9: the desktop bridge re-bind check runs every 1000 ms. */
export const REBIND_CHECK_MS = 1_000;

/** spec §3 Desktop bridge state. */
export type DesktopInfo = {
  inVixie: boolean;
  vixieVersion: number | null;
  clientVersion: number | null;
  clinicalSystem: ClinicalSystemId | null;
  /** The device api id (spec §3 mapping). */
  clinicalId: number | null;
  connectionStatus: ConnectionStatus;
  isConnected: boolean;
  browserType: BrowserInfo['browserType'] | null;
};

const OUTSIDE: DesktopInfo = {
  inVixie: false,
  vixieVersion: null,
  clientVersion: null,
  clinicalSystem: null,
  clinicalId: null,
  connectionStatus: 'NotExpected',
  isConnected: false,
  browserType: null,
};

let state: DesktopInfo = OUTSIDE;
const listeners = new Set<() => void>();

function setState(next: Partial<DesktopInfo>) {
  state = { ...state, ...next };
  state.isConnected = state.connectionStatus === 'Connected' || state.connectionStatus === 'PatientSelected';
  for (const listener of listeners) listener();
}

/** The desktop bridge state as last read (outside the host: not in vixie, NotExpected). */
export function desktopInfo(): DesktopInfo {
  return state;
}

export function subscribeDesktopInfo(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The desktop bridge state, re-rendering on connection changes. */
export function useDesktopInfo(): DesktopInfo {
  return useSyncExternalStore(subscribeDesktopInfo, desktopInfo, desktopInfo);
}

/** The bound host object, or null in a plain browser. */
export function desktopHost(): DesktopHostObject | null {
  return typeof window !== 'undefined' && window.vixie ? window.vixie : null;
}

/** True when this page runs inside a desktop host (bound already, or bindable through CefSharp). */
export function inDesktopHost(): boolean {
  return typeof window !== 'undefined' && (Boolean(window.vixie) || Boolean(window.CefSharp?.BindObjectAsync));
}

async function bindOnce(): Promise<boolean> {
  if (window.vixie) return true;
  const bind = window.CefSharp?.BindObjectAsync;
  if (!bind) return false;
  await bind('vixie');
  return Boolean(window.vixie);
}

const asNumber = (value: unknown): number | null => {
  const n = Number.parseInt(String(value), 10);
  return Number.isFinite(n) ? n : null;
};

export function asConnectionStatus(value: unknown): ConnectionStatus {
  return (CONNECTION_STATUSES as readonly string[]).includes(String(value))
    ? (value as ConnectionStatus)
    : 'Unavailable';
}

let rebindTimer: ReturnType<typeof setInterval> | null = null;
let listening = false;

function onConnectionEvent(event: Event) {
  setState({ connectionStatus: asConnectionStatus((event as CustomEvent<unknown>).detail) });
}

/**
 * spec §4 bootstrap: binds the host object and reads the desktop info (version, browser info, connection status)
 * before the app shows anything. Outside a host it answers at once. Then keeps the binding alive (the re-bind
 * check every 1000 ms) and follows connection change events.
 */
export async function loadDesktopInfo(): Promise<DesktopInfo> {
  if (!inDesktopHost()) {
    state = OUTSIDE;
    return state;
  }
  const bound = await bindOnce().catch(() => false);
  const host = desktopHost();
  if (!bound || !host) {
    setState({ ...OUTSIDE, inVixie: true, connectionStatus: 'Unavailable' });
    return state;
  }
  const [version, info, status] = await Promise.all([
    Promise.resolve(host.Version?.()).catch(() => null),
    Promise.resolve(host.browserInfo?.()).catch(() => null),
    Promise.resolve(host.GetClinicalConnectionStatus?.()).catch(() => 'Unavailable'),
  ]);
  const browser = (typeof info === 'string' ? safeParse(info) : info) as Partial<BrowserInfo> | null;
  setState({
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
  return state;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Test seam: sets the bridge state directly. */
export function setDesktopInfoForTests(next: Partial<DesktopInfo> | null): void {
  if (next === null) {
    state = OUTSIDE;
    for (const listener of listeners) listener();
  } else setState(next);
}
