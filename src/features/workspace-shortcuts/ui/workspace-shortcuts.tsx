import { useEffect, useRef, useState } from 'react';
import { t } from '@/shared/i18n';
import { Button, firstUse, useFirstUse } from '@/shared/ui';
import { markedControl, shortcutFor, type ShortcutAction } from '../model/shortcuts';

// the help dialog (Radix's dialog and the table styles) loads when first asked for, not with the inbox (ARCHITECTURE §8)
const dialogCode = firstUse(() => import('./shortcuts-dialog'));

/**
 * The workspace's keyboard shortcuts (issue 24) and their help dialog ('?'). Next and previous are the page's
 * (`onNext`, `onPrevious`); take, assign, complete and priority press the request's marked buttons, note and search
 * focus their fields. Nothing fires while the user types in a field or while a dialog is open.
 */
export function WorkspaceShortcuts({ onNext, onPrevious }: { onNext?: () => void; onPrevious?: () => void }) {
  const [open, setOpen] = useState(false);
  const [dialog, loadDialog] = useFirstUse(dialogCode);
  const handlers = useRef({ onNext, onPrevious });
  useEffect(() => {
    handlers.current = { onNext, onPrevious };
  });

  useEffect(() => {
    function run(action: ShortcutAction): boolean {
      switch (action) {
        case 'help':
          setOpen(true);
          loadDialog();
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
  }, [loadDialog]);

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          setOpen(true);
          loadDialog();
        }}
        aria-keyshortcuts="?"
      >
        {t('workspace.shortcuts.open')}
      </Button>
      {/* opens as soon as its code has loaded */}
      {dialog && <dialog.ShortcutsDialog open={open} onOpenChange={setOpen} />}
    </>
  );
}
