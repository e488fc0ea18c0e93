/** Maximum attachment size; spec §5 gives no value, the server refuses over 10 MB. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** spec §5 Upload: the extensions allowed. */
export const ALLOWED_EXTENSIONS = new Set([
  'jfif',
  'png',
  'pjp',
  'pjpeg',
  'jpg',
  'jpeg',
  'gif',
  'bmp',
  'tif',
  'tiff',
  'doc',
  'docx',
  'text',
  'txt',
  'rtf',
  'pdf',
]);

/** spec §5 Upload: the MIME types allowed. */
export const ALLOWED_MIME_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/bmp',
  'image/x-windows-bmp',
  'image/x-ms-bmp',
  'image/tiff',
  'image/x-tiff',
  'application/pdf',
  'application/msword',
  'text/plain',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/rtf',
  'text/rtf',
]);

// what a browser reports when it does not know a file's type: the extension then decides (as on the server)
const UNKNOWN_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

export type UploadProblem = { kind: 'type' | 'size' | 'empty'; name: string };

/** Checks a chosen file against spec §5 before it is sent; null when it may be uploaded. */
export function checkUpload(file: { name: string; type: string; size: number }): UploadProblem | null {
  const name = file.name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  const type = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!ALLOWED_EXTENSIONS.has(extension)) return { kind: 'type', name };
  if (!UNKNOWN_TYPES.has(type) && !ALLOWED_MIME_TYPES.has(type)) return { kind: 'type', name };
  if (file.size > MAX_ATTACHMENT_BYTES) return { kind: 'size', name };
  if (file.size === 0) return { kind: 'empty', name };
  return null;
}
