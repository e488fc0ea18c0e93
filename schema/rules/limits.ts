/* spec §5 and §9 limits and lists that the browser and the server both enforce. */

/** Maximum attachment size: spec §5 gives no value; 10 MB. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** spec §5 Upload: the extensions allowed, each with the MIME type stored for a file of that extension. */
export const UPLOAD_EXTENSION_TYPES: Readonly<Record<string, string>> = {
  jfif: 'image/jpeg',
  pjp: 'image/jpeg',
  pjpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  text: 'text/plain',
  txt: 'text/plain',
  rtf: 'application/rtf',
  pdf: 'application/pdf',
};

/** spec §5 Upload: the extensions allowed. */
export const UPLOAD_EXTENSIONS: readonly string[] = Object.keys(UPLOAD_EXTENSION_TYPES);

/** spec §5 Upload: the MIME types allowed. */
export const UPLOAD_MIME_TYPES: readonly string[] = [
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
];

/** What a browser sends when it does not know a file's type: the extension then decides. */
export const UNKNOWN_UPLOAD_TYPES: readonly string[] = ['', 'application/octet-stream', 'binary/octet-stream'];

/** The lower-case extension of a file name ('' when it has none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Whether a file of this name and reported type is of an allowed kind (spec §5 Upload); size is checked apart. */
export function isAllowedUpload(name: string, type: string): boolean {
  const extension = fileExtension(name);
  const mime = type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!(extension in UPLOAD_EXTENSION_TYPES)) return false;
  return UNKNOWN_UPLOAD_TYPES.includes(mime) || UPLOAD_MIME_TYPES.includes(mime);
}

/** spec §5 Outbound and §9 limits. */
export const OUTBOUND_LIMITS = {
  preference: 50,
  pathwayName: 64,
  pathwayDescription: 128,
  /** spec §5 gives no maximum for pathway amount and interval gaps: the reminder limit is used. */
  pathwayGapMax: 99,
  reminderMax: 99,
  senderIdUnder: 12,
  addressUnder: 255,
  postcodeUnder: 16,
  csvBytesUnder: 10 * 1024 * 1024,
  csvRecipients: 20_000,
  fragment: 160,
  fallbackHours: [3, 24] as readonly number[],
  yearsAhead: 2,
} as const;
