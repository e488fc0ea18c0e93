import { afterEach, describe, expect, it } from 'vitest';
import { markedControl, shortcutFor } from './shortcuts';

const press = (key: string, target: EventTarget | null = document.body, extra: Partial<KeyboardEvent> = {}) =>
  shortcutFor({ key, target, ctrlKey: false, metaKey: false, altKey: false, defaultPrevented: false, ...extra });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('workspace shortcuts', () => {
  it('maps single keys to actions', () => {
    expect(press('j')).toBe('next');
    expect(press('k')).toBe('previous');
    expect(press('t')).toBe('take');
    expect(press('c')).toBe('complete');
    expect(press('/')).toBe('search');
    expect(press('?')).toBe('help');
    expect(press('x')).toBeNull();
  });

  it('never fires while typing in a field, with a modifier, or while a dialog is open', () => {
    document.body.innerHTML = '<textarea></textarea><input type="search"><select></select>';
    for (const field of document.body.children) expect(press('t', field)).toBeNull();
    expect(press('t', document.body, { ctrlKey: true })).toBeNull();
    expect(press('c', document.body, { metaKey: true })).toBeNull();
    document.body.innerHTML = '<div role="dialog"><button>Save</button></div>';
    expect(press('c', document.body.querySelector('button'))).toBeNull();
  });

  it('presses the first enabled, shown control marked for the action', () => {
    document.body.innerHTML = `
      <button data-shortcut="take" disabled>Take</button>
      <div hidden><button data-shortcut="take">Take</button></div>
      <button data-shortcut="take" id="live">Take</button>`;
    expect(markedControl('take')?.id).toBe('live');
    expect(markedControl('assign')).toBeNull();
  });
});
