import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { desktopInfo, isDesktopOpen } from '@/shared/desktop-host';
import { storage } from '@/shared/lib/storage';
import { attachTaskQueries, fetchQueuedMessages, type QueuedMessage } from '../api/attach-tasks';
import { attachQueuedMessage } from './attach-through-host';

/** spec §9: the attach task poll runs every 60 s; video tasks every 1000 ms. */
export const ATTACH_TASK_POLL_MS = 60_000;
export const VIDEO_TASK_POLL_MS = 1_000;

// One run at a time in this window: a task is never attached twice by overlapping runs.
let running: Promise<void> | null = null;

function organisationId(): number | null {
  const id = Number(storage.get('organisation')?.wcmsId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Attaches the queued messages (all, or one type) through the desktop host, one after another. A failure is
 * reported and leaves the task queued for the next run (spec §4). Does nothing outside a connected host.
 */
export function runAttachTasks(type?: QueuedMessage['type']): Promise<void> {
  running ??= (async () => {
    const info = desktopInfo();
    const wcmsId = organisationId();
    if (!info.inVixie || !info.isConnected || wcmsId === null) return;
    const messages = await fetchQueuedMessages(wcmsId, info.vixieVersion).catch(() => []);
    for (const message of messages) {
      if (type && message.type !== type) continue;
      await attachQueuedMessage(wcmsId, message).catch(() => undefined);
    }
  })().finally(() => {
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
