import { useEffect } from 'react';
import { completeAdhocVideo } from '@/entities/video';
import { storage } from '@/shared/lib/storage';

/** Notes that a call has ended: the window that completes it is told through storage (spec §4 Video). */
export function recordEndedVideoCall(id: number): void {
  const ended = storage.get('video_calls_that_have_ended') ?? [];
  if (!ended.map(String).includes(String(id))) storage.set('video_calls_that_have_ended', [...ended, id]);
}

/**
 * spec §4 Video: every appointment id held under video_calls_that_have_ended is sent to the complete call, then
 * the key is removed. If the complete call fails, the error is recorded (onError: the error state), and the
 * error is rethrown.
 */
export async function completeEndedVideoCalls(
  complete: (id: number | string) => Promise<unknown> = completeAdhocVideo,
  onError: (error: unknown) => void = () => undefined,
): Promise<void> {
  const ended = storage.get('video_calls_that_have_ended');
  if (!ended || ended.length === 0) return;
  try {
    for (const id of ended) await complete(id);
    storage.remove('video_calls_that_have_ended');
  } catch (error) {
    onError(error);
    throw error;
  }
}

/** Completes ended calls whenever browser storage changes (and once on mount), while mounted. */
export function useCompleteEndedVideoCalls(onError: (error: unknown) => void): void {
  useEffect(() => {
    const run = () => {
      completeEndedVideoCalls(completeAdhocVideo, onError).catch(() => {
        // recorded through onError: the page shows it; nothing else to do with it here
      });
    };
    run();
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === 'video_calls_that_have_ended') run();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [onError]);
}

/** spec §3 video_window_open: true while a video chat window is open. */
export function useVideoWindowOpen(): void {
  useEffect(() => {
    storage.set('video_window_open', true);
    const closed = () => storage.remove('video_window_open');
    window.addEventListener('pagehide', closed);
    return () => {
      window.removeEventListener('pagehide', closed);
      closed();
    };
  }, []);
}
