import {
  MAX_ATTACHMENT_BYTES,
  UNKNOWN_UPLOAD_TYPES,
  UPLOAD_EXTENSION_TYPES,
  UPLOAD_MIME_TYPES,
} from '@contracts/rules/limits.js';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.js';
import { HttpProblem } from '../../errors.js';
import type { MessagesCaller } from './access.js';
import { assertNotLockedByOther } from './locks.js';
import { alreadyCompleted, requestNotFound } from './rules.js';
import { requestAttachments, requests, requestThread } from './tables.js';

/* spec §5 Upload: the allowed kinds and the size limit are shared with the browser (schema/rules/limits.ts). */
export { MAX_ATTACHMENT_BYTES };
const EXTENSION_TYPES = UPLOAD_EXTENSION_TYPES;
export const ALLOWED_MIME_TYPES: ReadonlySet<string> = new Set(UPLOAD_MIME_TYPES);
const UNKNOWN_TYPES: ReadonlySet<string> = new Set(UNKNOWN_UPLOAD_TYPES);

/** Leading bytes of the formats that have a reliable signature: a file claiming one must start with it. */
const SIGNATURES: Record<string, { label: string; bytes: number[][] }> = {
  'image/png': { label: 'PNG image', bytes: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  'image/jpeg': { label: 'JPEG image', bytes: [[0xff, 0xd8, 0xff]] },
  'image/gif': { label: 'GIF image', bytes: [[0x47, 0x49, 0x46, 0x38]] },
  'application/pdf': { label: 'PDF', bytes: [[0x25, 0x50, 0x44, 0x46]] },
};

/** The EICAR anti-virus test file's signature: what our stand-in scanner detects. */
const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

export const ALLOWED_TYPES_TEXT =
  'Attach an image (PNG, JPEG, GIF, BMP or TIFF), a PDF, a Word or RTF document, or a text file.';

/** Keeps the last path segment of a browser-sent name, without control characters, at most 255 characters. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is being removed
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (cleaned || 'attachment').slice(-255);
}

/** A virus scan stand-in: finds the EICAR test signature anywhere in the file. */
export function containsVirus(data: Buffer): boolean {
  return data.includes(EICAR, 0, 'latin1');
}

/** An uploaded file: its name and declared type as sent, and its content. */
export type UploadedFile = { filename: string | null; contentType: string | null; data: Buffer };

export const fileTooLarge = (name: string) =>
  new HttpProblem(413, `${name} is too large. Files must be 10 MB or smaller.`, 'FILE_TOO_LARGE');

/**
 * The spec §5 checks that need only a file's name and declared type, made before any of its content is read: 415
 * for a type or extension not allowed. Returns the name to store and the MIME type to store.
 */
export function checkUploadType(file: Pick<UploadedFile, 'filename' | 'contentType'>): {
  name: string;
  mimeType: string;
} {
  const name = cleanFileName(file.filename ?? '');
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  const declared = (file.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const byExtension = EXTENSION_TYPES[extension];
  if (!byExtension) {
    const what = extension ? `.${extension} files` : 'Files without an extension';
    throw new HttpProblem(415, `${what} cannot be attached (${name}). ${ALLOWED_TYPES_TEXT}`, 'UNSUPPORTED_FILE_TYPE');
  }
  if (!UNKNOWN_TYPES.has(declared) && !ALLOWED_MIME_TYPES.has(declared)) {
    throw new HttpProblem(
      415,
      `Files of type ${declared} cannot be attached (${name}). ${ALLOWED_TYPES_TEXT}`,
      'UNSUPPORTED_FILE_TYPE',
    );
  }
  return { name, mimeType: UNKNOWN_TYPES.has(declared) ? byExtension : declared };
}

/**
 * The spec §5 checks of a file's content: 413 over 10 MB, 400 when empty, 415 for content that is not what its type
 * says, 422 when the virus check finds something.
 */
export function checkUploadContent(upload: { name: string; mimeType: string }, data: Buffer): void {
  const { name, mimeType } = upload;
  if (data.length > MAX_ATTACHMENT_BYTES) throw fileTooLarge(name);
  if (data.length === 0) throw new HttpProblem(400, `${name} is empty.`, 'FILE_EMPTY');
  const signature = SIGNATURES[mimeType];
  if (signature && !signature.bytes.some((sig) => sig.every((b, i) => data[i] === b))) {
    throw new HttpProblem(415, `${name} is not a valid ${signature.label}.`, 'UNSUPPORTED_FILE_TYPE');
  }
  if (containsVirus(data)) {
    throw new HttpProblem(422, `A virus was found in ${name}. It has not been attached.`, 'VIRUS_FOUND');
  }
}

/** Every spec §5 check of one uploaded file; returns the name and MIME type to store. */
export function checkUpload(file: UploadedFile): { name: string; mimeType: string } {
  const name = cleanFileName(file.filename ?? '');
  if (file.data.length > MAX_ATTACHMENT_BYTES) throw fileTooLarge(name);
  const accepted = checkUploadType(file);
  checkUploadContent(accepted, file.data);
  return accepted;
}

/** Stores a file for the patient on an open request, with a thread entry; the lock rules apply. */
export async function addAttachment(
  ctx: Pick<RequestContext, 'db' | 'clock'>,
  caller: MessagesCaller,
  requestId: number,
  file: { name: string; mimeType: string; data: Buffer },
) {
  const { name, mimeType } = file;
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: requests.id, status: requests.status })
      .from(requests)
      .where(and(eq(requests.id, requestId), eq(requests.wcmsId, caller.wcmsId)))
      .for('update');
    if (!row) throw requestNotFound();
    if (row.status === 'completed') throw alreadyCompleted();
    await assertNotLockedByOther(tx, row.id, caller.userId, now);
    const [stored] = await tx
      .insert(requestAttachments)
      .values({
        requestId: row.id,
        name,
        mimeType,
        size: file.data.length,
        direction: 'to_patient',
        content: Buffer.from(file.data),
        uploadedBy: caller.userId,
        createdAt: now,
      })
      .returning({ id: requestAttachments.id, createdAt: requestAttachments.createdAt });
    await tx.insert(requestThread).values({
      requestId: row.id,
      kind: 'note',
      body: `Attached ${name} for the patient.`,
      authorUserId: caller.userId,
      authorName: caller.name,
      createdAt: now,
    });
    await tx.update(requests).set({ updatedAt: now }).where(eq(requests.id, row.id));
    return {
      id: stored!.id,
      name,
      mime_type: mimeType,
      size: file.data.length,
      direction: 'to_patient' as const,
      created_at: stored!.createdAt.toISOString(),
    };
  });
}

/** The stored file of one of the organisation's requests; 404 when either is not found. */
export async function readAttachment(
  ctx: Pick<RequestContext, 'db'>,
  caller: MessagesCaller,
  requestId: number,
  attachmentId: number,
) {
  const [row] = await ctx.db
    .select({
      name: requestAttachments.name,
      mimeType: requestAttachments.mimeType,
      content: requestAttachments.content,
    })
    .from(requestAttachments)
    .innerJoin(requests, eq(requests.id, requestAttachments.requestId))
    .where(
      and(
        eq(requestAttachments.id, attachmentId),
        eq(requestAttachments.requestId, requestId),
        eq(requests.wcmsId, caller.wcmsId),
      ),
    )
    .limit(1);
  if (!row) throw new HttpProblem(404, 'Attachment not found', 'NOT_FOUND');
  return row;
}
