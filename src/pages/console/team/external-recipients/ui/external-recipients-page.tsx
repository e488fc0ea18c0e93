import type { ConsolePanelProps } from '@/features/console-access';
import { ExternalRecipientsPanel } from './external-recipients-panel';

/** The panel for the organisation being configured (its API takes the organisation's number). */
export function ExternalRecipientsPage({ wcmsId }: ConsolePanelProps) {
  return <ExternalRecipientsPanel wcmsId={Number(wcmsId)} />;
}
