import { isAllowedUpload, MAX_ATTACHMENT_BYTES, UPLOAD_EXTENSIONS } from '@contracts/rules/limits';

/* spec §5 Upload: the allowed kinds and the size limit are the server's own (schema/rules/limits.ts). */
export { MAX_ATTACHMENT_BYTES };

/** The file chooser's accept attribute: every allowed extension. */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export type UploadProblem = { kind: 'type' | 'size' | 'empty'; name: string };

/** Checks a chosen file against spec §5 before it is sent; null when it may be uploaded. */
export function checkUpload(file: { name: string; type: string; size: number }): UploadProblem | null {
  const name = file.name;
  if (!isAllowedUpload(name, file.type)) return { kind: 'type', name };
  if (file.size > MAX_ATTACHMENT_BYTES) return { kind: 'size', name };
  if (file.size === 0) return { kind: 'empty', name };
  return null;
}
