import { useMutation, useQueryClient } from '@tanstack/react-query';
import { desktopInfo } from '@/shared/desktop-host';
import { attachTaskQueries, queueRequests } from '../api/attach-tasks';
import { attachTaskNow } from './attach-task-poll';

export type SendOutcome = 'sent' | 'queued';

/**
 * Send to clinical (spec §4): the request is queued as an attach task; inside a connected desktop host it is
 * attached at once through the host, otherwise the desktop client attaches it from the queue. A refused attach
 * throws AttachFailedError and the task stays queued (retried by the attach task poll).
 */
export async function sendRequestToClinical(wcmsId: number, requestId: number): Promise<SendOutcome> {
  const info = desktopInfo();
  const taskId = await queueRequests(wcmsId, [requestId], info.vixieVersion);
  if (!info.inVixie || !info.isConnected) return 'queued';
  return (await attachTaskNow(wcmsId, String(taskId), info.vixieVersion)) === 'attached' ? 'sent' : 'queued';
}

export function useSendToClinicalMutation(wcmsId: number, requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendRequestToClinical(wcmsId, requestId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: attachTaskQueries.all() }),
  });
}
