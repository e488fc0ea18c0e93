/**
 * The video signalling contract: the embedded video provider's WebRTC peer-to-peer calls exchange their offers,
 * answers and ICE candidates over our socket.io, on the `/video` namespace. Clinicians connect with their bearer
 * token; guests connect without one. Either may join a room only with the room and room key of an appointment
 * that is neither completed nor expired, and a room holds two participants (spec §8 Video: 'room full').
 */

/** socket.io namespace of the video signalling (same path, /socket.io, as the notification channels). */
export const VIDEO_NAMESPACE = '/video';

/** Participants a room holds: the clinician and the patient. */
export const VIDEO_ROOM_CAPACITY = 2;

export type VideoRole = 'clinician' | 'guest';

/** Why a join was refused. */
export type VideoJoinRefusal = 'ROOM_FULL' | 'COMPLETED' | 'EXPIRED' | 'NOT_FOUND' | 'FORBIDDEN';

export type VideoJoinRequest = {
  room: string;
  roomKey: string;
  /** The guest link's uid; clinicians send none and are known by their bearer token. */
  uid?: string;
};

export type VideoJoinResult =
  | { ok: true; appointmentId: number; role: VideoRole; peers: number }
  | { ok: false; code: VideoJoinRefusal; error: string };

/** An SDP description or an ICE candidate, relayed as is to the other participant. */
export type VideoSignal =
  | { kind: 'description'; description: { type: 'offer' | 'answer' | 'pranswer' | 'rollback'; sdp?: string } }
  | { kind: 'candidate'; candidate: { candidate: string; sdpMid?: string | null; sdpMLineIndex?: number | null } };

export interface VideoClientToServerEvents {
  join: (request: VideoJoinRequest, ack: (result: VideoJoinResult) => void) => void;
  signal: (signal: VideoSignal) => void;
  leave: () => void;
}

export interface VideoServerToClientEvents {
  /** Another participant joined: the one already in the room makes the offer. */
  peerJoined: (peer: { role: VideoRole }) => void;
  peerLeft: (peer: { role: VideoRole }) => void;
  signal: (signal: VideoSignal) => void;
  /** The appointment was completed: the call is over for everyone in it. */
  ended: (info: { appointmentId: number; durationSeconds: number | null }) => void;
}
