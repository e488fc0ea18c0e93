import type { VideoErrorKind } from '@/entities/video';

/** An OpenTok room key is `{sessionId}|{token}` (server/src/providers/video/opentok.ts); the embedded one has no '|'. */
export function openTokRoom(roomKey: string): { sessionId: string; token: string } | null {
  const bar = roomKey.indexOf('|');
  if (bar <= 0 || bar === roomKey.length - 1) return null;
  return { sessionId: roomKey.slice(0, bar), token: roomKey.slice(bar + 1) };
}

/** OpenTok's error names, as the spec §8 errors a person sees. */
export function openTokErrorKind(error: { name?: string } | undefined): VideoErrorKind {
  switch (error?.name) {
    case 'OT_USER_MEDIA_ACCESS_DENIED':
    case 'OT_PERMISSION_DENIED':
      return 'devicesDenied';
    case 'OT_HARDWARE_UNAVAILABLE':
    case 'OT_NO_DEVICES_FOUND':
    case 'OT_NO_VALID_CONSTRAINTS':
      return 'noDevices';
    case 'OT_NOT_SUPPORTED':
    case 'OT_UNSUPPORTED_BROWSER':
      return 'deviceNotSupported';
    case 'OT_NOT_CONNECTED':
    case 'OT_SOCKET_CLOSE_TIMEOUT':
    case 'OT_CONNECT_FAILED':
      return typeof navigator !== 'undefined' && navigator.onLine === false ? 'noNetwork' : 'failedToConnect';
    default:
      return 'technicalDifficulty';
  }
}

export type OpenTokMediaCallbacks = {
  onRemoteStream(stream: MediaStream | null): void;
  onConnected(): void;
  onReconnecting(): void;
  onFailure(kind: VideoErrorKind): void;
};

/**
 * The media of a call through Vonage/OpenTok (the real video adapter): our signalling still decides who may be
 * in the room (two participants, open appointment); OpenTok carries the audio and video. The camera and
 * microphone already opened are published; the other participant's stream is subscribed to when it appears.
 * @opentok/client is loaded only here, so the embedded provider never downloads it.
 */
export async function connectOpenTokMedia(
  apiKey: string,
  room: { sessionId: string; token: string },
  local: MediaStream,
  callbacks: OpenTokMediaCallbacks,
): Promise<{ close(): void }> {
  const OT = (await import('@opentok/client')).default;
  if (OT.checkSystemRequirements() !== 1) {
    callbacks.onFailure('deviceNotSupported');
    return { close: () => undefined };
  }
  const session = OT.initSession(apiKey, room.sessionId);
  const publisher = OT.initPublisher(
    undefined,
    {
      insertDefaultUI: false,
      videoSource: local.getVideoTracks()[0] ?? null,
      audioSource: local.getAudioTracks()[0] ?? null,
    },
    (error) => {
      if (error) callbacks.onFailure(openTokErrorKind(error));
    },
  );
  let closed = false;
  session.on('streamCreated', (event) => {
    const subscriber = session.subscribe(event.stream, undefined, { insertDefaultUI: false }, (error) => {
      if (error) callbacks.onFailure(openTokErrorKind(error));
    });
    subscriber.on('videoElementCreated', (created) => {
      const element = created.element as HTMLVideoElement;
      const stream = (element.srcObject as MediaStream | null) ?? null;
      callbacks.onRemoteStream(stream);
      callbacks.onConnected();
    });
  });
  session.on('streamDestroyed', () => callbacks.onRemoteStream(null));
  session.on('sessionReconnecting', () => callbacks.onReconnecting());
  session.on('sessionReconnected', () => callbacks.onConnected());
  session.on('sessionDisconnected', () => {
    if (!closed) callbacks.onFailure(openTokErrorKind({ name: 'OT_CONNECT_FAILED' }));
  });
  session.connect(room.token, (error) => {
    if (error) {
      callbacks.onFailure(openTokErrorKind(error));
      return;
    }
    session.publish(publisher, (publishError) => {
      if (publishError) callbacks.onFailure(openTokErrorKind(publishError));
    });
  });
  return {
    close: () => {
      closed = true;
      session.off();
      session.disconnect();
      publisher.destroy();
    },
  };
}
