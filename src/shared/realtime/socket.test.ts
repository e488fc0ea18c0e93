import { describe, expect, it } from 'vitest';
import { SOCKET_PATH } from '@contracts/realtime/channels';
import { createSocket } from './socket';

describe('createSocket', () => {
  it('uses the spec §7 settings and does not connect by itself', () => {
    const socket = createSocket(() => 'token-1');
    const opts = socket.io.opts;
    expect(opts.path).toBe(SOCKET_PATH);
    expect(opts.transports).toEqual(['polling', 'websocket']);
    expect(socket.io.timeout()).toBe(20_000);
    expect(socket.io.reconnectionDelay()).toBe(1_000);
    expect(socket.io.reconnectionDelayMax()).toBe(5_000);
    expect(socket.io.randomizationFactor()).toBe(0.5);
    expect(socket.io.reconnectionAttempts()).toBe(Infinity);
    expect(socket.connected).toBe(false);
    expect(socket.active).toBe(false);
  });

  it('reads the token at each connection', () => {
    let token = 'first';
    const socket = createSocket(() => token);
    const auth = socket.auth as (send: (data: object) => void) => void;
    const seen: object[] = [];
    auth((data) => seen.push(data));
    token = 'second';
    auth((data) => seen.push(data));
    expect(seen).toEqual([{ token: 'first' }, { token: 'second' }]);
  });
});
