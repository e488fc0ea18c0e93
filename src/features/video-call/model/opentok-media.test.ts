import { describe, expect, it, vi } from 'vitest';
import { connectOpenTokMedia, openTokErrorKind, openTokRoom } from './opentok-media';

type Handler = (event: Record<string, unknown>) => void;

function emitter() {
  const handlers = new Map<string, Handler>();
  return {
    handlers,
    on: vi.fn((name: string, handler: Handler) => void handlers.set(name, handler)),
    off: vi.fn(),
    emit: (name: string, event: Record<string, unknown> = {}) => handlers.get(name)?.(event),
  };
}

const fake = vi.hoisted(() => ({
  system: 1,
  session: null as unknown,
  publisher: null as unknown,
  calls: [] as unknown[],
}));

vi.mock('@opentok/client', () => ({
  default: {
    checkSystemRequirements: () => fake.system,
    initSession: (apiKey: string, sessionId: string) => {
      fake.calls.push(['initSession', apiKey, sessionId]);
      return fake.session;
    },
    initPublisher: (_target: unknown, properties: unknown) => {
      fake.calls.push(['initPublisher', properties]);
      return fake.publisher;
    },
  },
}));

describe('OpenTok media (the real video adapter)', () => {
  it('reads the room key the server made', () => {
    expect(openTokRoom('2_MX40|T1==abc')).toEqual({ sessionId: '2_MX40', token: 'T1==abc' });
    expect(openTokRoom('a-plain-embedded-key')).toBeNull();
    expect(openTokErrorKind({ name: 'OT_USER_MEDIA_ACCESS_DENIED' })).toBe('devicesDenied');
    expect(openTokErrorKind({ name: 'OT_HARDWARE_UNAVAILABLE' })).toBe('noDevices');
    expect(openTokErrorKind({ name: 'OT_SOMETHING_ELSE' })).toBe('technicalDifficulty');
  });

  it('publishes our camera and shows the other participant’s stream', async () => {
    const session = {
      ...emitter(),
      connect: vi.fn((_token: string, done: (error?: unknown) => void) => done()),
      publish: vi.fn((_publisher: unknown, done: (error?: unknown) => void) => done()),
      subscribe: vi.fn(),
      disconnect: vi.fn(),
    };
    const subscriber = emitter();
    session.subscribe.mockReturnValue(subscriber);
    const publisher = { destroy: vi.fn() };
    fake.session = session;
    fake.publisher = publisher;
    const video = { id: 'v' };
    const audio = { id: 'a' };
    const local = { getVideoTracks: () => [video], getAudioTracks: () => [audio] } as unknown as MediaStream;
    const callbacks = { onRemoteStream: vi.fn(), onConnected: vi.fn(), onReconnecting: vi.fn(), onFailure: vi.fn() };

    const media = await connectOpenTokMedia('4712345', { sessionId: '2_MX40', token: 'T1==abc' }, local, callbacks);
    expect(fake.calls).toContainEqual(['initSession', '4712345', '2_MX40']);
    expect(fake.calls).toContainEqual([
      'initPublisher',
      { insertDefaultUI: false, videoSource: video, audioSource: audio },
    ]);
    expect(session.connect).toHaveBeenCalledWith('T1==abc', expect.any(Function));
    expect(session.publish).toHaveBeenCalledWith(publisher, expect.any(Function));

    const remote = { kind: 'remote stream' };
    session.emit('streamCreated', { stream: { streamId: 's1' } });
    subscriber.emit('videoElementCreated', { element: { srcObject: remote } });
    expect(callbacks.onRemoteStream).toHaveBeenCalledWith(remote);
    expect(callbacks.onConnected).toHaveBeenCalled();

    session.emit('sessionReconnecting');
    expect(callbacks.onReconnecting).toHaveBeenCalled();
    session.emit('streamDestroyed');
    expect(callbacks.onRemoteStream).toHaveBeenLastCalledWith(null);

    media.close();
    expect(session.disconnect).toHaveBeenCalled();
    expect(publisher.destroy).toHaveBeenCalled();
    session.emit('sessionDisconnected');
    expect(callbacks.onFailure).not.toHaveBeenCalled();
  });

  it('says the device is not supported when OpenTok cannot run here', async () => {
    fake.system = 0;
    const onFailure = vi.fn();
    await connectOpenTokMedia('1', { sessionId: 's', token: 't' }, {} as MediaStream, {
      onRemoteStream: vi.fn(),
      onConnected: vi.fn(),
      onReconnecting: vi.fn(),
      onFailure,
    });
    expect(onFailure).toHaveBeenCalledWith('deviceNotSupported');
    fake.system = 1;
  });
});
