import { t } from '@/shared/i18n';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, tableClasses } from '@/shared/ui';
import { SHORTCUTS } from '../model/shortcuts';

/** The list of shortcuts, as a table. */
export function ShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('workspace.shortcuts.title')}</DialogTitle>
          <DialogDescription>{t('workspace.shortcuts.intro')}</DialogDescription>
        </DialogHeader>
        <div className={tableClasses.frame}>
          <table className={tableClasses.table}>
            <thead className={tableClasses.head}>
              <tr>
                <th scope="col" className={tableClasses.headerCell}>
                  {t('workspace.shortcuts.key')}
                </th>
                <th scope="col" className={tableClasses.headerCell}>
                  {t('workspace.shortcuts.action')}
                </th>
              </tr>
            </thead>
            <tbody>
              {SHORTCUTS.map((shortcut) => (
                <tr key={shortcut.key} className={tableClasses.row}>
                  <td className={tableClasses.cell}>
                    <kbd className="rounded border border-border bg-muted px-1.5 font-mono">{shortcut.key}</kbd>
                  </td>
                  <td className={tableClasses.cell}>{t(shortcut.label)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </DialogContent>
    </Dialog>
  );
}
