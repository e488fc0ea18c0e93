import { execute, graphql, loadRestClient, unwrap } from '@/shared/api';
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
const pending: HostCallEntry[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let flushing: Promise<void> | null = null;

function wcmsId(): number | null {
  const id = Number(storage.get('organisation')?.wcmsId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * spec §7: every desktop call and its result are logged to the server. Clinical (IM1) calls go through
 * recordIm1Transaction, window and notification calls through the client-logs batch.
 */
export function logHostCall(entry: HostCallEntry): void {
  pending.push(entry);
  if (pending.length > MAX_PENDING) pending.splice(0, pending.length - MAX_PENDING);
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

async function send(): Promise<void> {
  if (pending.length === 0 || !getAccessToken()) return;
  const batch = pending.splice(0, pending.length);
  const organisation = wcmsId();
  const clientVersion = String(desktopInfo().clientVersion ?? CLIENT_VERSION);
  const im1 = batch.filter((e) => IM1_METHODS.has(e.method));
  const others = batch.filter((e) => !IM1_METHODS.has(e.method));
  try {
    for (const e of im1) {
      await execute(RecordIm1TransactionMutation, {
        input: {
          wcmsId: organisation === null ? null : String(organisation),
          method: e.method,
          request: e.request,
          response: e.response,
          success: e.success,
          responseTimeMilliseconds: e.responseTimeMilliseconds,
          error: e.error,
          apiId: desktopInfo().clinicalId,
          clientVersion,
          numAttachments: e.numAttachments,
        },
      });
    }
    if (others.length > 0) {
      // openapi-fetch loads with the first batch, not with the entry (ARCHITECTURE §8)
      const restClient = await loadRestClient();
      await unwrap(
        restClient.POST('/client-logs', {
          body: {
            entries: others.map((e) => ({
              method: e.method,
              request: e.request,
              response: e.response,
              success: e.success,
              error: e.error,
              response_time_ms: e.responseTimeMilliseconds,
              wcms_id: organisation,
              client_version: clientVersion,
              at: e.at,
            })),
          },
        }),
      );
    }
  } catch {
    // the log is best effort: a failed send never breaks the call it describes
  }
}
