import type { FastifyInstance } from 'fastify';

/**
 * A strict Content-Security-Policy: no inline script or style, nothing from other origins, no framing. Media
 * from blob: is for WebRTC video; connect-src 'self' covers same-origin websockets.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The policy for an HTML page carrying a style nonce. Radix's scroll lock (dialogs) adds one <style> element;
 * the client stamps it with this nonce (get-nonce), so no inline style without the nonce is ever allowed.
 */
export function contentSecurityPolicyWithNonce(
  nonce: string,
  options: { openTok?: boolean; mapTilesUrl?: string | null } = {},
): string {
  let policy = CONTENT_SECURITY_POLICY.replace("style-src 'self'", `style-src 'self' 'nonce-${nonce}'`);
  const tiles = tilesOrigin(options.mapTilesUrl);
  // mobile arrival's map (issue 17): images from the configured map tiles server
  if (tiles) policy = policy.replace("img-src 'self' data: blob:", `img-src 'self' data: blob: ${tiles}`);
  if (options.openTok) {
    // Vonage/OpenTok video (when its keys are configured): its signalling, media relays and logging services
    policy = policy
      .replace("connect-src 'self'", `connect-src 'self' ${OPENTOK_SOURCES}`)
      .replace("img-src 'self' data: blob:", `img-src 'self' data: blob: ${OPENTOK_SOURCES}`);
  }
  return policy;
}

/** The origin of a map tiles URL template ({z}/{x}/{y} and {s} placeholders allowed); null when there is none. */
function tilesOrigin(template: string | null | undefined): string | null {
  if (!template) return null;
  try {
    const url = new URL(template.replace(/\{s\}/g, 'a').replace(/[{}]/g, ''));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

const OPENTOK_SOURCES = 'https://*.opentok.com wss://*.opentok.com https://*.tokbox.com wss://*.tokbox.com';

export function registerSecurityHeaders(app: FastifyInstance, options: { production: boolean }) {
  app.addHook('onSend', async (_request, reply, payload) => {
    // an HTML page sets its own policy with its nonce; everything else gets the strict one
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('cross-origin-resource-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(self), microphone=(self), geolocation=(self), payment=()');
    if (options.production) reply.header('strict-transport-security', 'max-age=63072000; includeSubDomains');
    return payload;
  });
}
