import { randomBytes } from 'node:crypto';
import type { VideoProvider } from './provider.js';

/**
 * The embedded provider: the browsers connect peer to peer (WebRTC); our socket.io relays their offers, answers
 * and candidates. The room key is 32 random bytes: joining a room needs it, so rooms cannot be guessed.
 */
export function createEmbeddedVideo(): VideoProvider {
  return {
    name: 'embedded',
    async createRoom() {
      return { roomKey: randomBytes(32).toString('base64url') };
    },
  };
}
