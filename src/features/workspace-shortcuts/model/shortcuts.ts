import type { MessageKey } from '@/shared/i18n';

/** What a shortcut does. The request actions press the control marked `data-shortcut="<action>"`. */
export type ShortcutAction =
  'next' | 'previous' | 'take' | 'assign' | 'complete' | 'priority' | 'note' | 'search' | 'help';

/** The workspace's keyboard shortcuts (issue 24): single keys, as in mail and issue trackers. */
export const SHORTCUTS: readonly { key: string; action: ShortcutAction; label: MessageKey }[] = [
  { key: 'j', action: 'next', label: 'workspace.shortcuts.next' },
  { key: 'k', action: 'previous', label: 'workspace.shortcuts.previous' },
  { key: 't', action: 'take', label: 'workspace.shortcuts.take' },
  { key: 'a', action: 'assign', label: 'workspace.shortcuts.assign' },
  { key: 'c', action: 'complete', label: 'workspace.shortcuts.complete' },
  { key: 'p', action: 'priority', label: 'workspace.shortcuts.priority' },
  { key: 'n', action: 'note', label: 'workspace.shortcuts.note' },
  { key: '/', action: 'search', label: 'workspace.shortcuts.search' },
  { key: '?', action: 'help', label: 'workspace.shortcuts.help' },
];

/** True when the key goes to what the user is typing in (a field, a select, an editable area): no shortcut fires. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return true;
  return false;
}

/** The shortcut a key press means, or null (modifiers, typing, an open dialog or menu). */
export function shortcutFor(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target' | 'defaultPrevented'>,
  doc: Pick<Document, 'querySelector'> = document,
): ShortcutAction | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  // a dialog or menu has the keyboard: its own keys win
  if (doc.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]')) return null;
  return SHORTCUTS.find((s) => s.key === event.key)?.action ?? null;
}

/** The enabled control marked for `action` (the first one on the page that is not hidden), if any. */
export function markedControl(action: ShortcutAction, root: ParentNode = document): HTMLElement | null {
  const marked = root.querySelectorAll<HTMLElement>(`[data-shortcut="${action}"]`);
  for (const element of marked) {
    if ((element as HTMLButtonElement).disabled || element.closest('[hidden], [inert]')) continue;
    return element;
  }
  return null;
}
