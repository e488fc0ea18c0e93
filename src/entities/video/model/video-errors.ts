import type { VideoJoinRefusal } from '@contracts/realtime/video';

/** spec §8 Video: every error a video call can end in. */
export const VIDEO_ERROR_KINDS = [
  'missedAppointment',
  'roomFull',
  'deviceNotSupported',
  'devicesDenied',
  'noDevices',
  'noNetwork',
  'failedToConnect',
  'technicalDifficulty',
] as const;
export type VideoErrorKind = (typeof VIDEO_ERROR_KINDS)[number];

/** Why the browser would not give us the camera and microphone (getUserMedia's DOMException names). */
export function mediaErrorKind(error: unknown): VideoErrorKind {
  const name =
    error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error)
      ? String((error as { name: unknown }).name)
      : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'devicesDenied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'noDevices';
    case 'TypeError':
      return 'deviceNotSupported';
    default:
      return 'technicalDifficulty';
  }
}

/** What a refused join means to the person joining. */
export function joinRefusalKind(code: VideoJoinRefusal): VideoErrorKind {
  switch (code) {
    case 'ROOM_FULL':
      return 'roomFull';
    case 'COMPLETED':
    case 'EXPIRED':
    case 'NOT_FOUND':
      return 'missedAppointment';
    default:
      return 'failedToConnect';
  }
}

/** True when this browser can make a WebRTC video call at all. */
export function supportsVideoCalls(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.RTCPeerConnection === 'function' &&
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}
