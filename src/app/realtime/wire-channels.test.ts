import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { notificationQueries } from '@/entities/notification';
import type { RealtimeSocket } from '@/shared/realtime';
import { wireChannels } from './wire-channels';

type Listener = (...args: unknown[]) => void;

/** Just enough of a socket.io client socket: listeners, a connect flag, and a subscribe that acks. */
function fakeSocket(answer: (channel: string) => { ok: true } | { ok: false; error: string } = () => ({ ok: true })) {
  const listeners = new Map<string, Set<Listener>>();
  const subscribed: string[] = [];
  const socket = {
    connected: false,
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return socket;
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return socket;
    },
    timeout() {
      return {
        emit(event: string, channel: string, ack: (error: Error | null, result: unknown) => void) {
          if (event === 'subscribe') {
            subscribed.push(channel);
            ack(null, answer(channel));
          }
        },
      };
    },
  };
  const fire = (event: string, ...args: unknown[]) => {
    if (event === 'connect') socket.connected = true;
    if (event === 'disconnect') socket.connected = false;
    for (const listener of listeners.get(event) ?? []) listener(...args);
  };
  return { socket: socket as unknown as RealtimeSocket, subscribed, fire, listeners };
}

const target = { wcmsId: '1001', userId: 11, prefix: 'cb:' };
const staffChannel = 'cb:staffNotifications.wcms.1001.user.11';
const clinicianChannel = 'cb:clinicianNotifications.wcms.1001.user.11';

describe('wireChannels', () => {
  it('subscribes to both private channels with the prefix on every connect', () => {
    const { socket, subscribed, fire } = fakeSocket();
    wireChannels(socket, target, { queryClient: new QueryClient() });
    expect(subscribed).toEqual([]);
    fire('connect');
    fire('connect');
    expect(subscribed).toEqual([staffChannel, clinicianChannel, staffChannel, clinicianChannel]);
  });

  it('reports a refused channel', async () => {
    const { socket, fire } = fakeSocket(() => ({ ok: false, error: 'You cannot join this channel' }));
    const onSubscribeError = vi.fn();
    wireChannels(socket, target, { queryClient: new QueryClient(), onSubscribeError });
    fire('connect');
    await vi.waitFor(() => expect(onSubscribeError).toHaveBeenCalledTimes(2));
    expect(onSubscribeError).toHaveBeenCalledWith(staffChannel, new Error('You cannot join this channel'));
  });

  it('does not report a join cut off by the connection going (it joins again on the next connect)', async () => {
    const fake = fakeSocket(() => {
      fake.fire('disconnect');
      throw new Error('socket has been disconnected');
    });
    const onSubscribeError = vi.fn();
    wireChannels(fake.socket, target, { queryClient: new QueryClient(), onSubscribeError });
    fake.fire('connect');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onSubscribeError).not.toHaveBeenCalled();
  });

  it("drops a 'removed' staff notification, refetches on 'new', and refreshes the request lists", async () => {
    const { socket, fire } = fakeSocket();
    const queryClient = new QueryClient();
    const staffKey = notificationQueries.staff('1001', 11).queryKey;
    queryClient.setQueryData(staffKey, [
      { id: '5', messageId: '42', subject: null, body: null, read: false, createdAt: '2026-11-22T10:00:00Z' },
      { id: '6', messageId: '43', subject: null, body: null, read: false, createdAt: '2026-11-22T10:00:00Z' },
    ]);
    queryClient.setQueryData(['requests', 'list', 1001], { items: [] });
    const onNew = vi.fn();
    wireChannels(socket, target, { queryClient, onNewStaffNotification: onNew });

    fire('StaffNotificationEvent', staffChannel, { type: 'removed', id: 5 });
    expect(queryClient.getQueryData(staffKey)?.map((n) => n.id)).toEqual(['6']);
    expect(queryClient.getQueryState(['requests', 'list', 1001])?.isInvalidated).toBe(true);
    expect(onNew).not.toHaveBeenCalled();

    fire('StaffNotificationEvent', staffChannel, { type: 'new', id: 7 });
    expect(queryClient.getQueryState(staffKey)?.isInvalidated).toBe(true);
    expect(onNew).toHaveBeenCalledWith(7);
  });

  it("refetches clinician notifications on 'refresh' and ignores other users' channels", () => {
    const { socket, fire } = fakeSocket();
    const queryClient = new QueryClient();
    const clinicianKey = notificationQueries.clinician('1001', 11).queryKey;
    const staffKey = notificationQueries.staff('1001', 11).queryKey;
    queryClient.setQueryData(clinicianKey, []);
    queryClient.setQueryData(staffKey, []);
    const onNew = vi.fn();
    wireChannels(socket, target, { queryClient, onNewStaffNotification: onNew });

    fire('StaffNotificationEvent', 'cb:staffNotifications.wcms.1001.user.12', { type: 'new', id: 1 });
    expect(onNew).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(staffKey)?.isInvalidated).toBe(false);

    fire('ClinicianNotificationEvent', clinicianChannel, { type: 'refresh' });
    expect(queryClient.getQueryState(clinicianKey)?.isInvalidated).toBe(true);
  });

  it('once first joined, and after a dropped connection, refetches the notifications and request lists', async () => {
    const { socket, fire } = fakeSocket();
    const queryClient = new QueryClient();
    const staffKey = notificationQueries.staff('1001', 11).queryKey;
    const clinicianKey = notificationQueries.clinician('1001', 11).queryKey;
    const lists = () => [staffKey, clinicianKey, ['requests', 'list', 1001]];
    const fill = () => {
      for (const key of lists()) queryClient.setQueryData(key, []);
    };
    const invalidated = () => lists().map((key) => queryClient.getQueryState(key)?.isInvalidated);
    fill();
    wireChannels(socket, target, { queryClient });
    // what the page fetched before the socket joined may predate an event published before the join
    fire('connect');
    await vi.waitFor(() => expect(invalidated()).toEqual([true, true, true]));
    fill();

    // closed here to reconnect with a new bearer token: nothing was missed
    fire('disconnect', 'io client disconnect');
    fire('connect');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(invalidated()).toEqual([false, false, false]);

    // the server went away (a restart): the events of the gap are refetched
    fire('disconnect', 'transport close');
    fire('connect');
    await vi.waitFor(() => expect(invalidated()).toEqual([true, true, true]));

    // once only
    fill();
    fire('disconnect', 'io client disconnect');
    fire('connect');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(invalidated()).toEqual([false, false, false]);
  });

  it('unwires every listener', () => {
    const { socket, listeners } = fakeSocket();
    const unwire = wireChannels(socket, target, { queryClient: new QueryClient() });
    unwire();
    expect([...listeners.values()].every((set) => set.size === 0)).toBe(true);
  });
});
