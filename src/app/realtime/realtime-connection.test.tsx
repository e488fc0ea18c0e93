import { act, render } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig } from '@/shared/config';
import { storage } from '@/shared/lib/storage';
import { TestProviders, demoAccounts, hillview, riverside, signInAs } from '@/shared/mocks';
import { RealtimeConnection } from './realtime-connection';

type FakeSocket = {
  token: () => string | null;
  connect: ReturnType<typeof vi.fn>;
  disconnect: ReturnType<typeof vi.fn>;
  connected: boolean;
  active: boolean;
  on: () => FakeSocket;
  off: () => FakeSocket;
};

const sockets: FakeSocket[] = [];

vi.mock('@/shared/realtime', () => ({
  subscribeChannel: () => Promise.resolve(),
  createSocket: (getToken: () => string | null) => {
    const socket: FakeSocket = {
      token: getToken,
      connect: vi.fn(() => {
        socket.token();
        return socket;
      }),
      disconnect: vi.fn(() => socket),
      connected: false,
      active: false,
      on: () => socket,
      off: () => socket,
    };
    sockets.push(socket);
    return socket;
  },
}));

function renderConnection() {
  return render(
    <TestProviders>
      <Suspense fallback={null}>
        <RealtimeConnection />
      </Suspense>
    </TestProviders>,
  );
}

describe('RealtimeConnection', () => {
  // the app renders the connection below the bootstrap gate, which has loaded the runtime config
  beforeAll(loadRuntimeConfig);
  let signOut: () => void = () => undefined;
  beforeEach(() => {
    sockets.length = 0;
    signOut = signInAs(demoAccounts.clinician, riverside);
  });
  afterEach(() => signOut());

  it('opens one socket for the user and organisation, and a new one when the organisation changes', async () => {
    const view = renderConnection();
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    expect(sockets[0]?.connect).toHaveBeenCalledTimes(1);
    expect(sockets[0]?.token()).toBe(demoAccounts.clinician.session.bearer_token);

    act(() => storage.set('organisation', hillview));
    await vi.waitFor(() => expect(sockets).toHaveLength(2));
    expect(sockets[0]?.disconnect).toHaveBeenCalled();
    expect(sockets[1]?.connect).toHaveBeenCalledTimes(1);

    view.unmount();
    expect(sockets[1]?.disconnect).toHaveBeenCalled();
  });

  it('connects again with the new bearer token after a refresh', async () => {
    renderConnection();
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0]!;
    act(() => storage.set('session_data', { ...demoAccounts.clinician.session, bearer_token: 'bearer-refreshed' }));
    await vi.waitFor(() => expect(socket.connect).toHaveBeenCalledTimes(2));
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
    expect(socket.token()).toBe('bearer-refreshed');
    expect(sockets).toHaveLength(1);
  });

  it('opens nothing before an organisation is chosen', async () => {
    act(() => storage.remove('organisation'));
    renderConnection();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sockets).toHaveLength(0);
  });
});
