import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DESKTOP_NOTIFICATION_HIDE_MS,
  desktopPermission,
  requestDesktopPermission,
  showDesktopNotification,
} from './desktop-notification';

type Shown = { title: string; body: string; closed: boolean };

function installNotification(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const shown: (Shown & { instance: { onclick: (() => void) | null } })[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(async () => answer);
    onclick: (() => void) | null = null;
    constructor(title: string, options: { body: string }) {
      shown.push({ title, body: options.body, closed: false, instance: this });
    }
    close() {
      const record = shown.find((s) => s.instance === this);
      if (record) record.closed = true;
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, FakeNotification };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  delete window.vixie;
});

describe('showDesktopNotification', () => {
  it('shows a browser notification that hides after 5000 ms and opens its target when clicked', () => {
    vi.useFakeTimers();
    vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    const { shown } = installNotification('granted');
    const onClick = vi.fn();
    expect(showDesktopNotification('New Message', 'You have one unread message', onClick)).toBe(true);
    expect(shown).toMatchObject([{ title: 'New Message', body: 'You have one unread message', closed: false }]);
    vi.advanceTimersByTime(DESKTOP_NOTIFICATION_HIDE_MS - 1);
    expect(shown[0]?.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(shown[0]?.closed).toBe(true);
    shown[0]?.instance.onclick?.();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows nothing without permission', () => {
    const { shown } = installNotification('default');
    expect(showDesktopNotification('New Message', 'x', vi.fn())).toBe(false);
    expect(shown).toHaveLength(0);
  });

  it("uses the desktop host's SpawnNotification when present", () => {
    const { shown } = installNotification('denied');
    const spawn = vi.fn();
    window.vixie = { SpawnNotification: spawn };
    expect(desktopPermission()).toBe('granted');
    expect(showDesktopNotification('New Message', 'You have 2 unread messages', vi.fn())).toBe(true);
    expect(spawn).toHaveBeenCalledWith('New Message', 'You have 2 unread messages');
    expect(shown).toHaveLength(0);
  });
});

describe('requestDesktopPermission', () => {
  it('asks the browser only while undecided', async () => {
    const { FakeNotification } = installNotification('default', 'denied');
    expect(desktopPermission()).toBe('default');
    await expect(requestDesktopPermission()).resolves.toBe('denied');
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
  });

  it('is unsupported without the Notification API', async () => {
    vi.stubGlobal('Notification', undefined);
    Reflect.deleteProperty(window, 'Notification');
    await expect(requestDesktopPermission()).resolves.toBe('unsupported');
  });
});
