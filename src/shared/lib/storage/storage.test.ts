import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, storage, useStoredValue } from '.';

/** What the browser fires in this tab when another tab changes localStorage. */
function writeFromOtherTab(key: string | null, value: string | null) {
  if (key === null) window.localStorage.clear();
  else if (value === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: window.localStorage }));
}

describe('storage', () => {
  it('lists every key of spec §3', () => {
    // spec §3's 27, privateQueries (issue 23: patient identifiers kept out of URLs) and vision_authorization (/authorize)
    expect(STORAGE_KEYS).toHaveLength(29);
    expect(new Set(STORAGE_KEYS).size).toBe(STORAGE_KEYS.length);
  });

  it('stores JSON and reads it back', () => {
    storage.set('locked', { locked: true, username: 'sam@riverside.nhs.uk', url: '/full/messages/list' });
    expect(window.localStorage.getItem('locked')).toBe(
      '{"locked":true,"username":"sam@riverside.nhs.uk","url":"/full/messages/list"}',
    );
    expect(storage.get('locked')).toEqual({
      locked: true,
      username: 'sam@riverside.nhs.uk',
      url: '/full/messages/list',
    });
    storage.remove('locked');
    expect(storage.get('locked')).toBeNull();
  });

  it('reads a corrupt or missing value as null', () => {
    window.localStorage.setItem('session_data', '{not json');
    expect(storage.get('session_data')).toBeNull();
    window.localStorage.setItem('route', 'undefined');
    expect(storage.get('route')).toBeNull();
    expect(storage.get('organisation')).toBeNull();
  });

  it('returns the same object while the stored text is unchanged', () => {
    storage.set('organisation', { wcmsId: '1001', name: 'Riverside', clinicalSystem: 'emisweb', role: 'full' });
    expect(storage.get('organisation')).toBe(storage.get('organisation'));
  });

  it('tells subscribers about writes in this tab', () => {
    const listener = vi.fn();
    const unsubscribe = storage.subscribe('is_vpn', listener);
    storage.set('is_vpn', true);
    storage.remove('is_vpn');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    storage.set('is_vpn', false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('tells subscribers about writes in other tabs, only for their key', () => {
    const session = vi.fn();
    const route = vi.fn();
    const offSession = storage.subscribe('session_data', session);
    const offRoute = storage.subscribe('route', route);
    writeFromOtherTab('session_data', null);
    expect(session).toHaveBeenCalledTimes(1);
    expect(route).not.toHaveBeenCalled();
    writeFromOtherTab(null, null);
    expect(session).toHaveBeenCalledTimes(2);
    expect(route).toHaveBeenCalledTimes(1);
    offSession();
    offRoute();
  });
});

describe('useStoredValue', () => {
  it('follows the value in this tab and in other tabs', () => {
    const { result } = renderHook(() => useStoredValue('super_user'));
    expect(result.current).toBeNull();
    act(() => storage.set('super_user', true));
    expect(result.current).toBe(true);
    act(() => writeFromOtherTab('super_user', 'false'));
    expect(result.current).toBe(false);
    act(() => writeFromOtherTab('super_user', null));
    expect(result.current).toBeNull();
  });
});
