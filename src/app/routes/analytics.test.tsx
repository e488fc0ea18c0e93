import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_VIEWED, useAnalytics } from './analytics';

afterEach(() => {
  delete window.analytics;
});

describe('analytics through the page global (spec §7)', () => {
  it('identifies the signed-in user by id and tracks each page by its route pattern', () => {
    const identify = vi.fn();
    const track = vi.fn();
    window.analytics = { identify, track };
    const { rerender } = renderHook(({ userId, pathname }) => useAnalytics(userId, pathname), {
      initialProps: { userId: null as number | null, pathname: '/login' },
    });
    expect(identify).not.toHaveBeenCalled();
    expect(track).not.toHaveBeenCalled();

    rerender({ userId: 4, pathname: '/full/messages/list' });
    expect(identify).toHaveBeenCalledWith('4');
    expect(track).toHaveBeenLastCalledWith(PAGE_VIEWED, { route: '/full/messages/list' });
    rerender({ userId: 4, pathname: '/full/request/1234/full' });
    expect(track).toHaveBeenLastCalledWith(PAGE_VIEWED, { route: '/full/request/:id/full' });
    expect(identify).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledTimes(2);
  });

  it('does nothing without the global, and a failing library never breaks the page', () => {
    expect(() => renderHook(() => useAnalytics(4, '/full/messages/list'))).not.toThrow();
    window.analytics = {
      identify: () => {
        throw new Error('analytics down');
      },
    };
    expect(() => renderHook(() => useAnalytics(4, '/full/messages/list'))).not.toThrow();
  });
});
