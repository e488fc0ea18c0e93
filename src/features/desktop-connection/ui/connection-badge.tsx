import { useDesktopInfo } from '@/shared/desktop-host';
import { showConnectionBadge } from '../model/connection-badge';
import { ConnectionBadgeView } from './connection-badge-view';

/** The connection badge for this window's desktop host; follows the host's connection change events (spec §4). */
export function ConnectionBadge({ className }: { className?: string }) {
  const info = useDesktopInfo();
  if (!showConnectionBadge(info) || info.connectionStatus === 'NotExpected') return null;
  return <ConnectionBadgeView status={info.connectionStatus} {...(className ? { className } : {})} />;
}
