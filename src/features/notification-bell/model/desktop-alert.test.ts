import { QueryClient } from '@tanstack/react-query';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoAccounts, riverside, signInAs } from '@/shared/mocks';
import { staffNotificationFixture } from '@/shared/mocks/fixtures/notifications';
import { server } from '@/shared/mocks/node';
import { createDesktopAlert, DESKTOP_ALERT_GATHER_MS } from './desktop-alert';

type Shown = { title: string; body: string; closed: boolean; onclick: (() => void) | null };

/** A stand-in for the browser Notification API with permission granted. */
function installNotification(permission: NotificationPermission = 'granted') {
  const shown: Shown[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(async () => permission);
    onclick: (() => void) | null = null;
    readonly record: Shown;
    constructor(title: string, options: { body: string }) {
      this.record = { title, body: options.body, closed: false, onclick: null };
      shown.push(this.record);
      queueMicrotask(() => (this.record.onclick = this.onclick));
    }
    close() {
      this.record.closed = true;
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return shown;
}

function staffList(list: unknown[]) {
  server.use(graphql.query('StaffNotifications', () => HttpResponse.json({ data: { staffNotifications: list } })));
}

describe('createDesktopAlert', () => {
  let cleanup: () => void = () => undefined;
  beforeEach(() => {
    cleanup = signInAs(demoAccounts.clinician, riverside);
    vi.spyOn(window, 'focus').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("shows one 'New Message' for new notifications arriving together, opening the one request", async () => {
    const shown = installNotification();
    staffList([staffNotificationFixture(1)]);
    const navigate = vi.fn();
    const alert = createDesktopAlert({ queryClient: new QueryClient(), wcmsId: '1001', userId: 11, navigate });
    alert.add(1);
    alert.add(1);
    await vi.waitFor(() => expect(shown).toHaveLength(1), { timeout: DESKTOP_ALERT_GATHER_MS + 2000 });
    expect(shown[0]).toMatchObject({ title: 'New Message', body: 'You have one unread message' });
    await vi.waitFor(() => expect(shown[0]?.onclick).toBeTypeOf('function'));
    shown[0]?.onclick?.();
    expect(navigate).toHaveBeenCalledWith('/full/request/501/full');
    expect(shown[0]?.closed).toBe(true);
  });

  it('counts every unread one and goes to the list of all pools', async () => {
    const shown = installNotification();
    staffList(Array.from({ length: 30 }, (_, i) => staffNotificationFixture(i + 1)));
    const navigate = vi.fn();
    const alert = createDesktopAlert({ queryClient: new QueryClient(), wcmsId: '1001', userId: 11, navigate });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    alert.add(3);
    await vi.advanceTimersByTimeAsync(DESKTOP_ALERT_GATHER_MS);
    vi.useRealTimers();
    await vi.waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]?.body).toBe('You have 25+ unread messages');
    await vi.waitFor(() => expect(shown[0]?.onclick).toBeTypeOf('function'));
    shown[0]?.onclick?.();
    expect(navigate).toHaveBeenCalledWith('/full/messages/list?poolId=0');
  });

  it('shows nothing when the new one was read meanwhile', async () => {
    const shown = installNotification();
    staffList([staffNotificationFixture(1, { read: true }), staffNotificationFixture(2)]);
    const alert = createDesktopAlert({ queryClient: new QueryClient(), wcmsId: '1001', userId: 11, navigate: vi.fn() });
    alert.add(1);
    await new Promise((resolve) => setTimeout(resolve, DESKTOP_ALERT_GATHER_MS + 200));
    expect(shown).toHaveLength(0);
  });

  it('tells the desktop toolbar the unread count too', async () => {
    installNotification();
    const messages: string[] = [];
    window.vixie = {
      OpenToolbar: () => undefined,
      ToolbarMessage: (message: string) => {
        messages.push(message);
      },
    };
    try {
      staffList([staffNotificationFixture(1), staffNotificationFixture(2)]);
      const alert = createDesktopAlert({
        queryClient: new QueryClient(),
        wcmsId: '1001',
        userId: 11,
        navigate: vi.fn(),
      });
      alert.add(2);
      await vi.waitFor(() => expect(messages).toEqual(['You have 2 unread messages']), {
        timeout: DESKTOP_ALERT_GATHER_MS + 2000,
      });
    } finally {
      delete window.vixie;
    }
  });
});
