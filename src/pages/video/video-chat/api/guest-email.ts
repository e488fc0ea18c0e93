import { useMutation, useQueryClient } from '@tanstack/react-query';
import { videoQueries } from '@/entities/video';
import { RestError, restClient, unwrap } from '@/shared/api';

/** The guest gives their email address (noAuth); the answer, now with the room, replaces the looked-up appointment. */
export function useGiveGuestEmailMutation(uid: string, type: 'adhoc' | 'appointment') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) => {
      const result = await unwrap(restClient.POST('/guest-video-chat/email', { body: { uid, type, email } }));
      if (!result) throw new RestError(404, null);
      return result;
    },
    onSuccess: (appointment) => queryClient.setQueryData(videoQueries.guest(uid, type).queryKey, appointment),
  });
}
