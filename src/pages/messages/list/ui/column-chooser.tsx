import { useState } from 'react';
import { t } from '@/shared/i18n';
import { Button, firstUse, menuTriggerProps, useFirstUse, type OpenedBy } from '@/shared/ui';
import type { InboxColumnId } from '../model/columns';

// the menu (Radix's menu and positioning) loads when the button is first used, not with the inbox (ARCHITECTURE §8)
const menuCode = firstUse(() => import('./column-menu'));

/** Which columns the inbox shows (kept in the URL); patient and subject always stay. */
export function ColumnChooser({
  columns,
  onChange,
}: {
  columns: readonly InboxColumnId[];
  onChange: (columns: InboxColumnId[]) => void;
}) {
  const [menu, loadMenu] = useFirstUse(menuCode);
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const label = t('workspace.columns.choose');
  if (menu) {
    return (
      <menu.ColumnMenu
        trigger={
          <Button size="sm" variant="outline">
            {label}
          </Button>
        }
        openedBy={openedBy}
        columns={columns}
        onChange={onChange}
      />
    );
  }
  return (
    <Button
      size="sm"
      variant="outline"
      {...menuTriggerProps((by) => {
        setOpenedBy(by);
        loadMenu();
      })}
    >
      {label}
    </Button>
  );
}
