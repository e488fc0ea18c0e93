import { createEmbeddedVideo } from './embedded.js';
import { createOpenTokVideo } from './opentok.js';
import type { VideoProvider } from './provider.js';

/** OpenTok when both its key and secret are configured, else the embedded WebRTC provider. */
export function chooseVideoProvider(
  env: { openTokApiKey: string | null; openTokApiSecret?: string | null },
  tokenTtlSeconds: number,
): VideoProvider {
  if (env.openTokApiKey && env.openTokApiSecret) {
    return createOpenTokVideo({ apiKey: env.openTokApiKey, apiSecret: env.openTokApiSecret }, { tokenTtlSeconds });
  }
  return createEmbeddedVideo();
}
