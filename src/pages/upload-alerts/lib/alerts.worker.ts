/// <reference lib="webworker" />
import { parseAlerts, type ParsedAlerts } from './parse-alerts';

// The alerts CSV is parsed and checked off the main thread, as the outbound recipients CSV is.
const scope = self as unknown as DedicatedWorkerGlobalScope;

export type AlertsWorkerRequest = { file: Blob; today: string };
export type AlertsWorkerReply = { type: 'done'; result: ParsedAlerts } | { type: 'error'; message: string };

scope.onmessage = async (event: MessageEvent<AlertsWorkerRequest>) => {
  const post = (reply: AlertsWorkerReply) => scope.postMessage(reply);
  try {
    post({ type: 'done', result: parseAlerts(await event.data.file.text(), event.data.today) });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
