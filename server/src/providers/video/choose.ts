import { createEmbeddedVideo } from './embedded.js';
import { createOpenTokVideo } from './opentok.js';
import type { IceServer, VideoProvider } from './provider.js';

/**
 * Reads VIDEO_ICE_SERVERS: a JSON array of RTCIceServer objects, e.g.
 * [{"urls":"stun:stun.example.org:3478"},{"urls":"turn:turn.example.org:3478","username":"u","credential":"p"}].
 */
export function parseIceServers(value: string | undefined): IceServer[] {
  if (!value?.trim()) return [];
  const parsed: unknown = JSON.parse(value);
  const valid =
    Array.isArray(parsed) &&
    parsed.every(
      (s: { urls?: unknown; username?: unknown; credential?: unknown }) =>
        typeof s === 'object' &&
        s !== null &&
        (typeof s.urls === 'string' || (Array.isArray(s.urls) && s.urls.every((u) => typeof u === 'string'))) &&
        (s.username === undefined || typeof s.username === 'string') &&
        (s.credential === undefined || typeof s.credential === 'string'),
    );
  if (!valid) throw new Error('VIDEO_ICE_SERVERS must be a JSON array of { urls, username?, credential? }');
  return parsed as IceServer[];
}

/** OpenTok when both its key and secret are configured, else the embedded WebRTC provider. */
export function chooseVideoProvider(
  env: { openTokApiKey: string | null; openTokApiSecret?: string | null; iceServers?: IceServer[] },
  tokenTtlSeconds: number,
): VideoProvider {
  if (env.openTokApiKey && env.openTokApiSecret) {
    return createOpenTokVideo({ apiKey: env.openTokApiKey, apiSecret: env.openTokApiSecret }, { tokenTtlSeconds });
  }
  return createEmbeddedVideo(env.iceServers ?? []);
}
