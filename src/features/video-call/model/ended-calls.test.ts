import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { renderHook, waitFor } from '@testing-library/react';
import { demoAccounts, riverside, signInAs } from '@/shared/mocks';
import { server } from '@/shared/mocks/node';
import { storage } from '@/shared/lib/storage';
import {
  completeEndedVideoCalls,
  recordEndedVideoCall,
  useCompleteEndedVideoCalls,
  useVideoWindowOpen,
} from './ended-calls';

afterEach(() => {
  storage.remove('video_calls_that_have_ended');
  storage.remove('video_window_open');
});

describe('video_calls_that_have_ended (spec §4 Video)', () => {
  it('sends every held id to the complete call, then removes the key', async () => {
    const cleanup = signInAs(demoAccounts.clinician, riverside);
    const completed: string[] = [];
    server.use(
      graphql.mutation('CompleteAdhocVideo', ({ variables }) => {
        completed.push(String(variables.id));
        return HttpResponse.json({ data: { completeAdhocVideo: { id: String(variables.id) } } });
      }),
    );
    recordEndedVideoCall(7);
    recordEndedVideoCall(8);
    recordEndedVideoCall(7);
    expect(storage.get('video_calls_that_have_ended')).toEqual([7, 8]);
    await completeEndedVideoCalls();
    expect(completed).toEqual(['7', '8']);
    expect(storage.get('video_calls_that_have_ended')).toBeNull();
    cleanup();
  });

  it('records a failed complete, keeps the ids and rethrows', async () => {
    const cleanup = signInAs(demoAccounts.clinician, riverside);
    server.use(
      graphql.mutation('CompleteAdhocVideo', () =>
        HttpResponse.json({ errors: [{ message: 'Video consultation not found', extensions: { code: 'NOT_FOUND' } }] }),
      ),
    );
    recordEndedVideoCall(9);
    const onError = vi.fn();
    await expect(completeEndedVideoCalls(undefined, onError)).rejects.toThrow('Video consultation not found');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Video consultation not found' }));
    expect(storage.get('video_calls_that_have_ended')).toEqual([9]);
    cleanup();
  });

  it('completes the calls another window ended, when storage changes', async () => {
    const cleanup = signInAs(demoAccounts.clinician, riverside);
    const completed: string[] = [];
    server.use(
      graphql.mutation('CompleteAdhocVideo', ({ variables }) => {
        completed.push(String(variables.id));
        return HttpResponse.json({ data: { completeAdhocVideo: { id: String(variables.id) } } });
      }),
    );
    const onError = vi.fn();
    renderHook(() => useCompleteEndedVideoCalls(onError));
    // another window (the video chat) writes the key; this window hears of it through the storage event
    window.localStorage.setItem('video_calls_that_have_ended', JSON.stringify([12]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'video_calls_that_have_ended' }));
    await waitFor(() => expect(completed).toEqual(['12']));
    await waitFor(() => expect(storage.get('video_calls_that_have_ended')).toBeNull());
    expect(onError).not.toHaveBeenCalled();
    cleanup();
  });

  it('holds video_window_open while the video window is open', () => {
    const { unmount } = renderHook(() => useVideoWindowOpen());
    expect(storage.get('video_window_open')).toBe(true);
    unmount();
    expect(storage.get('video_window_open')).toBeNull();
  });
});
