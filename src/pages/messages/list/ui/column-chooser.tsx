import { t, type MessageKey } from '@/shared/i18n';
import {
  Button,
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/shared/ui';
import { INBOX_COLUMNS, REQUIRED_COLUMNS, type InboxColumnId } from '../model/columns';

const LABELS: Record<InboxColumnId, MessageKey> = {
  priority: 'workspace.columns.priority',
  patient: 'workspace.columns.patient',
  subject: 'workspace.columns.subject',
  type: 'workspace.columns.type',
  waiting: 'workspace.columns.waiting',
  status: 'workspace.columns.status',
  assignee: 'workspace.columns.assignee',
  reference: 'workspace.columns.reference',
  received: 'workspace.columns.received',
  pool: 'workspace.columns.pool',
};

/** Which columns the inbox shows (kept in the URL); patient and subject always stay. */
export function ColumnChooser({
  columns,
  onChange,
}: {
  columns: readonly InboxColumnId[];
  onChange: (columns: InboxColumnId[]) => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size="sm" variant="outline">
          {t('workspace.columns.choose')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('workspace.columns.chooseLabel')}</DropdownMenuLabel>
        {INBOX_COLUMNS.map((id) => (
          <DropdownMenuCheckboxItem
            key={id}
            checked={columns.includes(id)}
            disabled={REQUIRED_COLUMNS.includes(id)}
            // keep the menu open to choose several
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={(on) =>
              onChange(INBOX_COLUMNS.filter((c) => (c === id ? on === true : columns.includes(c))))
            }
          >
            {t(LABELS[id])}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
