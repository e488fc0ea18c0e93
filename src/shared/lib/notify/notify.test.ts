import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { NOTIFICATION_DISMISS_MS, dismiss, notify, useTransientNotifications } from './notify';

afterEach(() => {
  vi.useRealTimers();
});

describe('transient notifications', () => {
  it('appear at once and clear themselves after 10 s', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useTransientNotifications());
    act(() => {
      notify('Saved', 'success');
    });
    expect(result.current.map((n) => n.message)).toEqual(['Saved']);
    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_DISMISS_MS - 1);
    });
    expect(result.current).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toHaveLength(0);
  });

  it('can be closed before their time', () => {
    const { result } = renderHook(() => useTransientNotifications());
    let id = 0;
    act(() => {
      id = notify('Could not save', 'error');
    });
    expect(result.current[0]).toMatchObject({ severity: 'error', message: 'Could not save' });
    act(() => dismiss(id));
    expect(result.current).toHaveLength(0);
  });
});
