import { OUTBOUND_LIMITS } from '@contracts/rules/limits';
import { ukToday } from '@contracts/rules/uk-time';
import type { ParsedAlerts } from './parse-alerts';
import type { AlertsWorkerReply } from './alerts.worker';

export type AlertsOutcome = ParsedAlerts | { kind: 'too-big' } | { kind: 'unreadable'; message: string };

/** Starts the alerts worker (a function so stories and tests can replace it). */
export type AlertsWorkerFactory = () => Worker;

export const createAlertsWorker: AlertsWorkerFactory = () =>
  new Worker(new URL('./alerts.worker.ts', import.meta.url), { type: 'module', name: 'alerts-csv' });

/** Checks the size (spec §5 CSV under 10Mb), then parses and checks the file in a web worker. */
export function parseAlertsFile(file: Blob, factory: AlertsWorkerFactory = createAlertsWorker): Promise<AlertsOutcome> {
  if (file.size >= OUTBOUND_LIMITS.csvBytesUnder) return Promise.resolve({ kind: 'too-big' });
  const worker = factory();
  return new Promise<AlertsOutcome>((resolve) => {
    worker.onmessage = (event: MessageEvent<AlertsWorkerReply>) => {
      worker.terminate();
      resolve(event.data.type === 'done' ? event.data.result : { kind: 'unreadable', message: event.data.message });
    };
    worker.onerror = (event) => {
      worker.terminate();
      resolve({ kind: 'unreadable', message: event.message || 'worker error' });
    };
    worker.postMessage({ file, today: ukToday() });
  });
}
