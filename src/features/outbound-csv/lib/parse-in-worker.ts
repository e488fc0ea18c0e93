import { OUTBOUND_LIMITS } from '@/entities/outbound';
import type { ParsedRecipients } from './parse-recipients';
import type { WorkerReply } from './worker-protocol';

export type CsvOutcome = ParsedRecipients | { kind: 'too-big' } | { kind: 'unreadable'; message: string };

/** Starts the CSV worker (a function so tests can replace it). */
export type WorkerFactory = () => Worker;

export const createCsvWorker: WorkerFactory = () =>
  new Worker(new URL('./csv.worker.ts', import.meta.url), { type: 'module', name: 'outbound-csv' });

/**
 * Checks the size on the main thread (spec §5: under 10Mb), then parses and validates in a web worker,
 * reporting progress. The promise settles once; the worker is ended either way.
 */
export function parseCsvFile(
  file: Blob,
  onProgress: (fraction: number) => void,
  factory: WorkerFactory = createCsvWorker,
): { result: Promise<CsvOutcome>; cancel: () => void } {
  if (file.size >= OUTBOUND_LIMITS.csvBytesUnder)
    return { result: Promise.resolve({ kind: 'too-big' }), cancel: () => {} };
  const worker = factory();
  let settle: (outcome: CsvOutcome) => void = () => {};
  const result = new Promise<CsvOutcome>((resolve) => {
    settle = resolve;
  });
  worker.onmessage = (event: MessageEvent<WorkerReply>) => {
    const reply = event.data;
    if (reply.type === 'progress') onProgress(reply.fraction);
    else {
      worker.terminate();
      settle(reply.type === 'done' ? reply.result : { kind: 'unreadable', message: reply.message });
    }
  };
  worker.onerror = (event) => {
    worker.terminate();
    settle({ kind: 'unreadable', message: event.message || 'worker error' });
  };
  worker.postMessage({ file });
  return { result, cancel: () => worker.terminate() };
}
