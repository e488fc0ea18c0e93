import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { HttpProblem } from '../../errors.js';

/**
 * multipart/form-data for the single-file uploads of the contract (spec §7: file bodies are sent as multipart),
 * parsed by @fastify/multipart (busboy) as a stream: the handler reads the parts itself with readUploadedFile, so a
 * file's name and type are checked before any of it is read, and no more than the size limit is ever held.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fields: 10, fieldSize: 64 * 1024, files: 3, parts: 12, headerPairs: 20 },
  });
}

/** The name and declared type of an uploaded file, known before its content is read. */
export type UploadMeta = { filename: string; contentType: string | null };

const notMultipart = () => new HttpProblem(400, 'The upload is not valid multipart/form-data.', 'BAD_MULTIPART');

/**
 * Streams the file part named `field` of a multipart request: `accept` sees its name and type first (and throws to
 * refuse it before the content is read); the content is then read up to maxBytes, and `tooLarge` is thrown as soon
 * as the file goes past it. Other parts are skipped. Null when the request has no such file part.
 */
export async function readUploadedFile<T>(
  request: FastifyRequest,
  options: {
    field: string;
    maxBytes: number;
    accept: (meta: UploadMeta) => T;
    tooLarge: (accepted: T) => HttpProblem;
  },
): Promise<{ accepted: T; data: Buffer } | null> {
  if (!request.isMultipart()) throw notMultipart();
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxBytes } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== options.field) {
        part.file.resume();
        continue;
      }
      // browsers escape a quote in a file name as %22 (HTML spec), line breaks as %0D and %0A
      const filename = part.filename.replace(/%22/gi, '"').replace(/%0D|%0A/gi, '');
      const accepted = options.accept({ filename, contentType: part.mimetype || null });
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) throw options.tooLarge(accepted);
      return { accepted, data: Buffer.concat(chunks) };
    }
    return null;
  } catch (error) {
    if (error instanceof HttpProblem) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    // the plugin's own limits (too many parts or files) keep their 4xx; anything busboy cannot read is a 400
    if (status && status >= 400 && status < 500) {
      throw new HttpProblem(status, (error as Error).message, 'BAD_MULTIPART');
    }
    throw notMultipart();
  }
}
