import { randomBytes } from 'node:crypto';
import type { IceServer, VideoProvider } from './provider.js';

/**
 * The embedded provider: the browsers connect peer to peer (WebRTC); our socket.io relays their offers, answers
 * and candidates. The room key is 32 random bytes: joining a room needs it, so rooms cannot be guessed. Across
 * networks the browsers need a STUN server, and a TURN server behind strict firewalls (VIDEO_ICE_SERVERS).
 */
export function createEmbeddedVideo(iceServers: IceServer[] = []): VideoProvider {
  return {
    name: 'embedded',
    iceServers,
    async createRoom() {
      return { roomKey: randomBytes(32).toString('base64url') };
    },
  };
}
