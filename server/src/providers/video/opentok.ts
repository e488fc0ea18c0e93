import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { VideoProvider } from './provider.js';

export type OpenTokSettings = { apiKey: string; apiSecret: string; apiUrl?: string };

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/** A project JWT for the OpenTok REST API (HS256, signed with the project secret, valid for five minutes). */
export function openTokProjectJwt(settings: OpenTokSettings, nowSeconds: number): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({ iss: settings.apiKey, ist: 'project', iat: nowSeconds, exp: nowSeconds + 300, jti: randomUUID() }),
  );
  const signature = createHmac('sha256', settings.apiSecret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/**
 * A client token for a session, in OpenTok's documented "T1==" format: the data string signed with HMAC-SHA1 of
 * the project secret. Publisher role: both the clinician and the patient publish audio and video.
 */
export function openTokClientToken(
  settings: OpenTokSettings,
  sessionId: string,
  nowSeconds: number,
  ttlSeconds: number,
) {
  const data = new URLSearchParams({
    session_id: sessionId,
    create_time: String(nowSeconds),
    expire_time: String(nowSeconds + ttlSeconds),
    role: 'publisher',
    nonce: randomBytes(8).toString('hex'),
  }).toString();
  const sig = createHmac('sha1', settings.apiSecret).update(data).digest('hex');
  return `T1==${Buffer.from(`partner_id=${settings.apiKey}&sig=${sig}:${data}`).toString('base64')}`;
}

/**
 * The Vonage/OpenTok adapter: a routed session per appointment (so the media goes through OpenTok's servers),
 * and a publisher token valid as long as a guest link is. The room key is `{sessionId}|{token}`.
 */
export function createOpenTokVideo(
  settings: OpenTokSettings,
  options: { tokenTtlSeconds: number; now?: () => Date; fetch?: typeof fetch } = { tokenTtlSeconds: 86_400 },
): VideoProvider {
  const now = () => Math.floor((options.now?.() ?? new Date()).getTime() / 1000);
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'opentok',
    // OpenTok routes the media through its own servers
    iceServers: [],
    async createRoom() {
      const response = await doFetch(`${settings.apiUrl ?? 'https://api.opentok.com'}/session/create`, {
        method: 'POST',
        headers: {
          'X-OPENTOK-AUTH': openTokProjectJwt(settings, now()),
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ 'p2p.preference': 'disabled', archiveMode: 'manual' }).toString(),
      });
      if (!response.ok) throw new Error(`OpenTok session/create failed with status ${response.status}`);
      const sessions = (await response.json()) as { session_id?: string }[];
      const sessionId = sessions[0]?.session_id;
      if (!sessionId) throw new Error('OpenTok session/create returned no session id');
      return { roomKey: `${sessionId}|${openTokClientToken(settings, sessionId, now(), options.tokenTtlSeconds)}` };
    },
  };
}
