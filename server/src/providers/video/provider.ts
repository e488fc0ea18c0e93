/** An RTCIceServer as the browser takes it. */
export type IceServer = { urls: string | string[]; username?: string; credential?: string };

/** Which video provider a room belongs to (ARCHITECTURE §5 Providers). */
export type VideoProviderName = 'embedded' | 'opentok';

/**
 * A room as the provider made it. The room key is the provider's secret for joining it: for the embedded
 * provider a random key checked by our signalling; for OpenTok `{sessionId}|{token}`. Whoever holds the room and
 * its key can join, so the key only reaches the clinician (startAdhocVideo) and the guest link's holder.
 */
export type VideoRoomCredentials = { roomKey: string };

/**
 * Video calls between a clinician and a patient guest. The embedded default is WebRTC peer to peer with
 * signalling over our socket.io (server/src/realtime/video-signalling.ts); the real adapter is Vonage/OpenTok
 * when OPENTOK_API_KEY and OPENTOK_API_SECRET are set.
 */
export type VideoProvider = {
  name: VideoProviderName;
  /** STUN and TURN servers the browsers use for peer-to-peer calls (embedded provider; empty on one network). */
  iceServers: IceServer[];
  /** Makes the provider's room for an appointment and returns the key that joins it. */
  createRoom(appointmentId: number): Promise<VideoRoomCredentials>;
};
