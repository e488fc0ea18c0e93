import type { ConsolePanelProps } from '@/features/console-access';
import { EmailNotificationsPanel } from './email-notifications-panel';

/** The panel for the organisation being configured (its API takes the organisation's number). */
export function EmailNotificationsPage({ wcmsId }: ConsolePanelProps) {
  return <EmailNotificationsPanel wcmsId={Number(wcmsId)} />;
}
