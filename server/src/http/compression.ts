import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed body saves less than a packet and costs CPU on every call. */
export const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE_TYPE = /^(application\/(json|problem\+json|graphql-response\+json)|text\/)/;

/** The encoding a response may use for this request: brotli, else gzip, else none (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const allowed = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return null;
}

/**
 * Up to this size a body is compressed on the request's own thread: handing it to the thread pool and back costs more
 * CPU than compressing it (an inbox page of 50 requests, about 25 KB: 0.1 ms at brotli quality 4, against 0.3 ms more
 * for the hand-over). Larger bodies go to the pool so that one does not hold up other requests.
 */
const COMPRESS_SYNC_MAX_BYTES = 64 * 1024;

function compress(encoding: 'br' | 'gzip', body: Buffer): Buffer | Promise<Buffer> {
  const sync = body.length <= COMPRESS_SYNC_MAX_BYTES;
  if (encoding === 'gzip') return sync ? gzipSync(body, { level: 6 }) : gzipAsync(body, { level: 6 });
  const options = {
    params: {
      // quality 4 compresses JSON about as well as gzip -9 at a fraction of the CPU
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  };
  return sync ? brotliCompressSync(body, options) : brotli(body, options);
}

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (current === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, accept-encoding` : 'accept-encoding');
}

/**
 * Compresses API JSON and HTML bodies (strings and buffers of at least COMPRESS_MIN_BYTES) for clients that accept
 * brotli or gzip. Static files are not touched here: they are compressed once at build time and served as they are
 * (@fastify/static preCompressed), which already sets content-encoding.
 */
export function registerResponseCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.hasHeader('content-encoding') || request.method === 'HEAD') return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!COMPRESSIBLE_TYPE.test(type)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_MIN_BYTES) return payload;
    // the answer depends on accept-encoding even when this client gets it uncompressed
    addVary(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = await compress(encoding, body);
    reply.header('content-encoding', encoding);
    reply.header('content-length', compressed.length);
    return compressed;
  });
}
