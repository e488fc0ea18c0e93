import type { ConsolePanelProps } from '@/features/console-access';
import { ClientSettingsPanel } from './client-settings-panel';

/** The panel for the organisation being configured (its API takes the organisation's number). */
export function ClientSettingsPage({ wcmsId }: ConsolePanelProps) {
  return <ClientSettingsPanel wcmsId={Number(wcmsId)} />;
}
