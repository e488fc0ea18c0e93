import type { ConsolePanelProps } from '@/features/console-access';
import { TextListPanel } from './text-list-panel';

/** Console area outcomes (basic): the organisation's outcome list. */
export function OutcomesPage({ wcmsId }: ConsolePanelProps) {
  return <TextListPanel kind="outcomes" wcmsId={wcmsId} />;
}

/** Console area admin queries (basic): the organisation's admin query types. */
export function AdminQueriesPage({ wcmsId }: ConsolePanelProps) {
  return <TextListPanel kind="adminQueries" wcmsId={wcmsId} />;
}
