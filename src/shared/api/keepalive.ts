/**
 * Browsers refuse a keepalive request once the bodies of those in flight pass 64 KB (the fetch standard's quota),
 * and the request then fails outright: a body larger than this goes as an ordinary request instead.
 */
export const KEEPALIVE_MAX_BYTES = 60_000;

const encoder = new TextEncoder();

/** True when a request body is small enough to be sent with keepalive (measured in UTF-8 bytes). */
export function fitsKeepalive(body: string): boolean {
  return body.length * 3 <= KEEPALIVE_MAX_BYTES || encoder.encode(body).length <= KEEPALIVE_MAX_BYTES;
}
