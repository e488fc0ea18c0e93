import { execute, fitsKeepalive, graphql, loadRestClient, unwrap, type RestComponents } from '@/shared/api';
import { getAccessToken } from '@/shared/auth';
import { CLIENT_VERSION } from '@/shared/config';
import { storage } from '@/shared/lib/storage';
import { IM1_METHODS, type DesktopHostObject } from './contract';
import { desktopInfo } from './bridge';

/** One desktop host call and its result (spec §3 Transaction log). */
export type HostCallEntry = {
  method: keyof DesktopHostObject & string;
  request: string | null;
  response: string | null;
  success: boolean;
  error: string | null;
  responseTimeMilliseconds: number;
  numAttachments: number | null;
  at: string;
};

const RecordIm1TransactionMutation = graphql(`
  mutation RecordIm1Transaction($input: TransactionLogInput!) {
    recordIm1Transaction(input: $input) {
      id
    }
  }
`);

/** Entries wait here until someone is signed in; the oldest go first when it overflows. */
const MAX_PENDING = 200;
const FLUSH_DELAY_MS = 500;
/** The client-logs call takes at most 100 entries (openapi ClientLogs). */
const CLIENT_LOG_BATCH = 100;
const pending: HostCallEntry[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let flushing: Promise<void> | null = null;
let listening = false;

type SendContext = { wcmsId: number | null; clientVersion: string };
type ClientLogEntry = RestComponents['schemas']['ClientLogEntry'];

function sendContext(): SendContext {
  const id = Number(storage.get('organisation')?.wcmsId);
  return {
    wcmsId: Number.isInteger(id) && id > 0 ? id : null,
    clientVersion: String(desktopInfo().clientVersion ?? CLIENT_VERSION),
  };
}

function isIm1(entry: HostCallEntry): boolean {
  return IM1_METHODS.has(entry.method);
}

/** Takes the entries that `match` off the queue, in order. */
function take(match: (entry: HostCallEntry) => boolean, limit = Infinity): HostCallEntry[] {
  const taken: HostCallEntry[] = [];
  for (let i = 0; i < pending.length && taken.length < limit;) {
    if (match(pending[i]!)) taken.push(...pending.splice(i, 1));
    else i++;
  }
  return taken;
}

/**
 * spec §7: every desktop call and its result are logged to the server. Clinical (IM1) calls go through
 * recordIm1Transaction, window and notification calls through the client-logs batch.
 */
export function logHostCall(entry: HostCallEntry): void {
  pending.push(entry);
  if (pending.length > MAX_PENDING) pending.splice(0, pending.length - MAX_PENDING);
  if (!listening) {
    listening = true;
    window.addEventListener('pagehide', sendOnLeave);
  }
  timer ??= setTimeout(() => {
    timer = null;
    void flushHostCallLog();
  }, FLUSH_DELAY_MS);
}

/** Sends what is pending (waits for a flush already under way); kept for later when nobody is signed in. */
export function flushHostCallLog(): Promise<void> {
  flushing ??= send().finally(() => {
    flushing = null;
  });
  return flushing;
}

function recordIm1(entry: HostCallEntry, context: SendContext): Promise<unknown> {
  return execute(
    RecordIm1TransactionMutation,
    {
      input: {
        wcmsId: context.wcmsId === null ? null : String(context.wcmsId),
        method: entry.method,
        request: entry.request,
        response: entry.response,
        success: entry.success,
        responseTimeMilliseconds: entry.responseTimeMilliseconds,
        error: entry.error,
        apiId: desktopInfo().clinicalId,
        clientVersion: context.clientVersion,
        numAttachments: entry.numAttachments,
      },
    },
    { keepalive: true },
  );
}

function clientLogEntries(entries: HostCallEntry[], context: SendContext): ClientLogEntry[] {
  return entries.map((e) => ({
    method: e.method,
    request: e.request,
    response: e.response,
    success: e.success,
    error: e.error,
    response_time_ms: e.responseTimeMilliseconds,
    wcms_id: context.wcmsId,
    client_version: context.clientVersion,
    at: e.at,
  }));
}

/**
 * Entries leave the queue one request at a time (every window and notification call pending in one batch, each
 * clinical call on its own, in order), so that if the page goes away meanwhile, what has not gone yet is sent by
 * sendOnLeave. Each request is made with keepalive when its body fits, so the one on the wire then is not cancelled
 * with the page.
 */
async function send(): Promise<void> {
  while (pending.length > 0 && getAccessToken()) {
    const context = sendContext();
    const [next] = take(isIm1, 1);
    const others = take((e) => !isIm1(e), CLIENT_LOG_BATCH);
    // the log is best effort: a failed send never breaks the call it describes
    if (next) await recordIm1(next, context).catch(() => undefined);
    if (others.length > 0) await postClientLogs(others, context).catch(() => undefined);
  }
}

async function postClientLogs(entries: HostCallEntry[], context: SendContext): Promise<void> {
  // openapi-fetch loads with the first batch, not with the entry (ARCHITECTURE §8)
  const restClient = await loadRestClient();
  const body = { entries: clientLogEntries(entries, context) };
  await unwrap(restClient.POST('/client-logs', { body, keepalive: fitsKeepalive(JSON.stringify(body)) }));
}

/**
 * The page is going away (a reload, a link to another page of the product, the window closing): the entries still
 * waiting for their flush, or for their turn in one, go now, all at once, in requests that outlive the page (fetch
 * keepalive). Without this a call made in the last half second before leaving never reached the log.
 */
function sendOnLeave(): void {
  if (timer !== null) {
    clearTimeout(timer);
    timer = null;
  }
  const token = getAccessToken();
  if (pending.length === 0 || !token) return;
  const context = sendContext();
  for (const entry of take(isIm1)) void recordIm1(entry, context).catch(() => undefined);
  // the clinical calls are gone: what is left goes in batches the call takes
  while (pending.length > 0) {
    const others = take(() => true, CLIENT_LOG_BATCH);
    // openapi-fetch may not have loaded yet, and nothing can wait for it now
    const body = JSON.stringify({ entries: clientLogEntries(others, context) });
    void fetch('/api/client-logs', {
      method: 'POST',
      keepalive: fitsKeepalive(body),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    }).catch(() => undefined);
  }
}
