import { useEffect, useRef, useState } from 'react';
import { t } from '@/shared/i18n';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, tableClasses } from '@/shared/ui';
import { SHORTCUTS, markedControl, shortcutFor, type ShortcutAction } from '../model/shortcuts';

/**
 * The workspace's keyboard shortcuts (issue 24) and their help dialog ('?'). Next and previous are the page's
 * (`onNext`, `onPrevious`); take, assign, complete and priority press the request's marked buttons, note and search
 * focus their fields. Nothing fires while the user types in a field or while a dialog is open.
 */
export function WorkspaceShortcuts({ onNext, onPrevious }: { onNext?: () => void; onPrevious?: () => void }) {
  const [open, setOpen] = useState(false);
  const handlers = useRef({ onNext, onPrevious });
  useEffect(() => {
    handlers.current = { onNext, onPrevious };
  });

  useEffect(() => {
    function run(action: ShortcutAction): boolean {
      switch (action) {
        case 'help':
          setOpen(true);
          return true;
        case 'next':
          handlers.current.onNext?.();
          return handlers.current.onNext !== undefined;
        case 'previous':
          handlers.current.onPrevious?.();
          return handlers.current.onPrevious !== undefined;
        case 'note':
        case 'search': {
          const field = markedControl(action);
          field?.focus();
          return field !== null;
        }
        default: {
          const button = markedControl(action);
          button?.click();
          return button !== null;
        }
      }
    }
    function onKeyDown(event: KeyboardEvent) {
      const action = shortcutFor(event);
      if (action && run(action)) event.preventDefault();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-keyshortcuts="?">
        {t('workspace.shortcuts.open')}
      </Button>
      <ShortcutsDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

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
