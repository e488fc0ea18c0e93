/// <reference lib="webworker" />
import { parseRecipients } from './parse-recipients';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

// The CSV worker (ARCHITECTURE §8: a 20,000-row file is parsed and validated off the main thread).
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const post = (reply: WorkerReply) => scope.postMessage(reply);
  try {
    const text = await event.data.file.text();
    const result = parseRecipients(text, (fraction) => post({ type: 'progress', fraction }));
    post({ type: 'done', result });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
