import { badgeAllowedAt, type ConnectionStatus, type DesktopInfo } from '@/shared/desktop-host';

/**
 * spec §2 Connection badge: shown only inside the desktop integration, when the clinical system is expected
 * (NotExpected hides it) and the desktop client is version 10 or above.
 */
export function showConnectionBadge(
  info: Pick<DesktopInfo, 'inVixie' | 'clientVersion' | 'connectionStatus'>,
): boolean {
  return info.inVixie && info.connectionStatus !== 'NotExpected' && badgeAllowedAt(info.clientVersion);
}

/** Green when connected (a selected patient is still connected), red otherwise. */
export function isConnectedStatus(status: ConnectionStatus): boolean {
  return status === 'Connected' || status === 'PatientSelected';
}
