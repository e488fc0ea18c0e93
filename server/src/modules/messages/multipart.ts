import type { FastifyInstance } from 'fastify';
import { HttpProblem } from '../../errors.js';

/**
 * multipart/form-data for the single-file uploads of the contract (spec §7: file bodies are sent as multipart).
 * The body is buffered (the route's bodyLimit caps it) and handed to the handler, which reads it with
 * parseMultipart. Enough for one file and a few text fields; @fastify/multipart could replace it for streaming.
 */
export function registerMultipartParser(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
}

export type MultipartPart = {
  name: string;
  filename: string | null;
  contentType: string | null;
  data: Buffer;
};

const badRequest = (message: string) => new HttpProblem(400, message, 'BAD_MULTIPART');

function boundaryOf(contentType: string | undefined): string {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary || boundary.length > 200) throw badRequest('The upload is not valid multipart/form-data.');
  return boundary;
}

function headerParam(header: string, name: string): string | null {
  // filename*=UTF-8''percent-encoded (RFC 5987) wins over filename="..."
  const extended = new RegExp(`;\\s*${name}\\*=(?:UTF-8|utf-8)''([^;]+)`).exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      return null;
    }
  }
  // browsers send quotes and line breaks in a name as %22, %0D and %0A, and a backslash as it is (HTML spec)
  const quoted = new RegExp(`;\\s*${name}="([^"]*)"`).exec(header);
  if (quoted?.[1] !== undefined) {
    return quoted[1].replace(/%22/gi, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');
  }
  const bare = new RegExp(`;\\s*${name}=([^;\\s]+)`).exec(header);
  return bare?.[1] ?? null;
}

/** Splits a buffered multipart/form-data body into its parts. */
export function parseMultipart(body: unknown, contentType: string | undefined): MultipartPart[] {
  if (!Buffer.isBuffer(body)) throw badRequest('The upload is not valid multipart/form-data.');
  const delimiter = Buffer.from(`--${boundaryOf(contentType)}`);
  const parts: MultipartPart[] = [];
  let position = body.indexOf(delimiter);
  if (position < 0) throw badRequest('The upload is not valid multipart/form-data.');
  for (;;) {
    position += delimiter.length;
    // the closing delimiter ends with --
    if (body[position] === 0x2d && body[position + 1] === 0x2d) break;
    if (body[position] === 0x0d && body[position + 1] === 0x0a) position += 2;
    const headerEnd = body.indexOf('\r\n\r\n', position);
    if (headerEnd < 0) throw badRequest('The upload is not valid multipart/form-data.');
    const headers = body.subarray(position, headerEnd).toString('utf8').split('\r\n');
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headerEnd + 4);
    if (next < 0) throw badRequest('The upload is not valid multipart/form-data.');
    const disposition = headers.find((h) => /^content-disposition:/i.test(h)) ?? '';
    const type = headers.find((h) => /^content-type:/i.test(h));
    const name = headerParam(disposition, 'name');
    if (name !== null) {
      parts.push({
        name,
        filename: headerParam(disposition, 'filename'),
        contentType: type
          ? type
              .slice(type.indexOf(':') + 1)
              .trim()
              .toLowerCase()
          : null,
        data: body.subarray(headerEnd + 4, next),
      });
    }
    position = next + 2;
  }
  return parts;
}
