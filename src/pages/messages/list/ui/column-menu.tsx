import type { ReactNode } from 'react';
import { t } from '@/shared/i18n';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
  useFirstOpenFocus,
  type OpenedBy,
} from '@/shared/ui';
import { COLUMN_LABEL_KEYS, INBOX_COLUMNS, REQUIRED_COLUMNS, type InboxColumnId } from '../model/columns';

/** The column chooser's menu, loaded on its first use (column-chooser.tsx); opens at once if asked for before. */
export function ColumnMenu({
  trigger,
  openedBy,
  columns,
  onChange,
}: {
  trigger: ReactNode;
  openedBy: OpenedBy | null;
  columns: readonly InboxColumnId[];
  onChange: (columns: InboxColumnId[]) => void;
}) {
  const firstOpenFocus = useFirstOpenFocus(openedBy);
  return (
    <DropdownMenu defaultOpen={openedBy !== null}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" {...firstOpenFocus}>
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
            {t(COLUMN_LABEL_KEYS[id])}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
