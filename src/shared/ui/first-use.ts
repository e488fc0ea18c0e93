import { useCallback, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';

/**
 * Code loaded on first use (ARCHITECTURE §8): the menus, dialogs and tooltips of every page's frame bring Radix's
 * layers and positioning, which the first render of a page does not need. Their trigger buttons render at once and
 * load the code when first used; once loaded it stays loaded for the page's life.
 */
export type FirstUse<T> = {
  /** The loaded code, if it has loaded. */
  peek: () => T | undefined;
  /** Loads the code once (a failed load is tried again on the next call). */
  load: () => Promise<T>;
};

export function firstUse<T>(importer: () => Promise<T>): FirstUse<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    peek: () => loaded,
    load: () =>
      (loading ??= importer().then(
        (code) => (loaded = code),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
}

/**
 * The code of `use` once loaded (undefined before), and a function that loads it. A load that fails leaves the
 * trigger as it was, so the next use tries again.
 */
export function useFirstUse<T>(use: FirstUse<T>): [T | undefined, () => void] {
  const [code, setCode] = useState<T | undefined>(use.peek);
  const load = useCallback(() => {
    use.load().then(
      (loaded) => setCode(() => loaded),
      () => undefined,
    );
  }, [use]);
  return [code, load];
}

/** How a menu was first asked for: from the keyboard its first item takes focus, as Radix's own trigger does. */
export type OpenedBy = 'pointer' | 'keyboard';

/**
 * The props of a menu's trigger button shown until the menu's code has loaded: a click, Enter, Space or the down
 * arrow asks for the menu (`onOpen`), as Radix's trigger would open it.
 */
export function menuTriggerProps(onOpen: (openedBy: OpenedBy) => void) {
  return {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    'data-state': 'closed',
    // a click from Enter or Space has no pointer detail
    onClick: (event: MouseEvent) => onOpen(event.detail === 0 ? 'keyboard' : 'pointer'),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      onOpen('keyboard');
    },
  };
}

/**
 * For a menu's content opened from the keyboard before its code had loaded (onOpenAutoFocus): its first enabled
 * item takes focus, where Radix puts it when its own trigger is opened by keyboard.
 */
export function focusFirstMenuItem(event: Event): void {
  const content = event.currentTarget;
  if (!(content instanceof HTMLElement)) return;
  const first = content.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])');
  if (!first) return;
  event.preventDefault();
  first.focus({ preventScroll: true });
}

/**
 * Props for the content of a menu that mounts open because its trigger was used before its code had loaded: the
 * first opening from the keyboard focuses the first item; later openings are Radix's own. (Radix's menu content
 * takes onOpenAutoFocus, its focus scope's, though DropdownMenu's types leave it out.)
 */
export function useFirstOpenFocus(openedBy: OpenedBy | null): object {
  const pending = useRef(openedBy === 'keyboard');
  const onOpenAutoFocus = useCallback((event: Event) => {
    if (!pending.current) return;
    pending.current = false;
    focusFirstMenuItem(event);
  }, []);
  return { onOpenAutoFocus };
}
