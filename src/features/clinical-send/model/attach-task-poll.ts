import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { desktopInfo, isDesktopOpen } from '@/shared/desktop-host';
import { storage } from '@/shared/lib/storage';
import { attachTaskQueries, fetchQueuedMessages, requeueUnattachedItem, type QueuedMessage } from '../api/attach-tasks';
import { attachQueuedMessage } from './attach-through-host';

/** spec §9: the attach task poll runs every 60 s; video tasks every 1000 ms. */
export const ATTACH_TASK_POLL_MS = 60_000;

/**
 * A task this window tried less than this long ago is left to a later poll: the window's first poll, which runs once
 * its code has loaded, does not send again at once what the user has just sent and seen fail.
 */
export const RETRY_AFTER_MS = ATTACH_TASK_POLL_MS / 2;

// One attach run at a time in this window (the polls and a manual send): a task is never attached twice.
let running: Promise<void> | null = null;
let lane: Promise<unknown> = Promise.resolve();
/** This window's last try of each task, by task id: when, its place in the window's tries, and how it failed. */
const tried = new Map<string, { at: number; seq: number; failure: unknown }>();
let tries = 0;

/** Runs `work` after every attach run already started in this window, and before any started later. */
function inAttachLane<T>(work: () => Promise<T>): Promise<T> {
  const run = lane.then(work, work);
  lane = run.catch(() => undefined);
  return run;
}

async function attachOnce(wcmsId: number, message: QueuedMessage): Promise<void> {
  const attempt = { at: Date.now(), seq: ++tries, failure: null as unknown };
  tried.set(message.id, attempt);
  try {
    await attachQueuedMessage(wcmsId, message);
  } catch (error) {
    attempt.failure = error;
    throw error;
  }
}

/**
 * Attaches one task now, a user's send (spec §4), in the attach lane: after a poll already running, so the two never
 * attach it both. A poll of this window that tried the task after the user asked has answered for it: its failure is
 * the send's. Otherwise the queue is read afresh: 'attached' when it was attached (by this call, or by a poll of this
 * window just before), 'queued' when it is waiting for a desktop client that can take it. A refusal throws
 * AttachFailedError and leaves the task queued.
 */
export function attachTaskNow(
  wcmsId: number,
  taskId: string,
  vixieVersion: number | null,
): Promise<'attached' | 'queued'> {
  const asked = tries;
  return inAttachLane(async () => {
    const since = tried.get(taskId);
    if (since && since.seq > asked) {
      if (since.failure) throw since.failure;
      return 'attached';
    }
    const pending = await fetchQueuedMessages(wcmsId, vixieVersion);
    const message = pending.find((m) => m.id === taskId);
    if (!message) return tried.has(taskId) ? 'attached' : 'queued';
    await attachOnce(wcmsId, message);
    return 'attached';
  });
}

function organisationId(): number | null {
  const id = Number(storage.get('organisation')?.wcmsId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Attaches the queued messages (all, or one type) through the desktop host, one after another. A failure is
 * reported and leaves the task queued for the next run (spec §4). Does nothing outside a connected host.
 */
export function runAttachTasks(type?: QueuedMessage['type']): Promise<void> {
  running ??= inAttachLane(async () => {
    const info = desktopInfo();
    const wcmsId = organisationId();
    if (!info.inVixie || !info.isConnected || wcmsId === null) return;
    const messages = await fetchQueuedMessages(wcmsId, info.vixieVersion).catch(() => []);
    for (const message of messages) {
      if (type && message.type !== type) continue;
      if (Date.now() - (tried.get(message.id)?.at ?? -Infinity) < RETRY_AFTER_MS) continue;
      await attachOnce(wcmsId, message).catch(() => undefined);
    }
  }).finally(() => {
    running = null;
  });
  return running;
}

/**
 * Polls the attach tasks while inside the desktop host (spec §9): every 60 s by default, skipped while the desktop
 * is open when skipWhenDesktopOpen is set (the desktop window attaches them); video tasks use VIDEO_TASK_POLL_MS.
 */
export function useAttachTaskPoll(
  options: { intervalMs?: number; type?: QueuedMessage['type']; skipWhenDesktopOpen?: boolean } = {},
): void {
  const queryClient = useQueryClient();
  const { intervalMs = ATTACH_TASK_POLL_MS, type, skipWhenDesktopOpen = false } = options;
  useEffect(() => {
    const tick = async () => {
      if (!desktopInfo().inVixie) return;
      if (skipWhenDesktopOpen && (await isDesktopOpen().catch(() => false))) return;
      await runAttachTasks(type);
      void queryClient.invalidateQueries({ queryKey: attachTaskQueries.all() });
    };
    // a window that opens attaches what is waiting at once, then every interval
    void tick();
    const timer = setInterval(() => void tick(), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, type, skipWhenDesktopOpen, queryClient]);
}

/** What became of an unattached item a cover sent (spec §4). */
export type ManualSendOutcome = 'attached' | 'queued';

/**
 * A cover of the Unattached items group sends an item set to manual (spec §4): the server queues it again under them;
 * inside a connected desktop host it is attached at once (throwing AttachFailedError with the clinical system's
 * words when that fails, and the task stays queued for the next run); elsewhere the next desktop client attaches it.
 */
export async function sendUnattachedItem(wcmsId: number, taskId: string): Promise<ManualSendOutcome> {
  await requeueUnattachedItem(wcmsId, taskId);
  const info = desktopInfo();
  if (!info.inVixie || !info.isConnected) return 'queued';
  // a poll that ran meanwhile may have attached it already; a task this host cannot take waits for one that can
  return attachTaskNow(wcmsId, taskId, info.vixieVersion);
}
