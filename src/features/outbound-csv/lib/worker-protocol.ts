import type { ParsedRecipients } from './parse-recipients';

export type WorkerRequest = { file: Blob };
export type WorkerReply =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; result: ParsedRecipients }
  | { type: 'error'; message: string };
