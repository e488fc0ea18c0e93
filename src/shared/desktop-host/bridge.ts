import { useSyncExternalStore } from 'react';
import {
  CONNECTION_STATUSES,
  type BrowserInfo,
  type ClinicalSystemId,
  type ConnectionStatus,
  type DesktopHostObject,
} from './contract';

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

/** Replaces part of the bridge state and tells subscribers (bootstrap and connection events use it). */
export function updateDesktopInfo(next: Partial<DesktopInfo>): void {
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

/** Binds the host object through CefSharp when it is not bound yet; true once window.vixie exists. */
export async function bindOnce(): Promise<boolean> {
  if (window.vixie) return true;
  const bind = window.CefSharp?.BindObjectAsync;
  if (!bind) return false;
  await bind('vixie');
  return Boolean(window.vixie);
}

export const asNumber = (value: unknown): number | null => {
  const n = Number.parseInt(String(value), 10);
  return Number.isFinite(n) ? n : null;
};

export function asConnectionStatus(value: unknown): ConnectionStatus {
  return (CONNECTION_STATUSES as readonly string[]).includes(String(value))
    ? (value as ConnectionStatus)
    : 'Unavailable';
}

export function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The state outside any host. */
export const OUTSIDE_DESKTOP: DesktopInfo = OUTSIDE;

/** Test seam: sets the bridge state directly (null: outside any host). */
export function setDesktopInfoForTests(next: Partial<DesktopInfo> | null): void {
  if (next === null) {
    state = OUTSIDE;
    for (const listener of listeners) listener();
  } else updateDesktopInfo(next);
}
