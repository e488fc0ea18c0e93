import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { restClient, unwrap } from '@/shared/api';

/** What a patient's self-book link offers and its free slots (no sign-in: the token is the key). */
export const bookingLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['booking-link', token] as const,
    queryFn: ({ signal }) => unwrap(restClient.GET('/booking-link/{token}', { params: { path: { token } }, signal })),
    retry: false,
  });

/** Books the chosen slot; the answer is the link as it now is (booked). */
export function useBookWithLinkMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appointmentId: string) =>
      unwrap(
        restClient.POST('/booking-link/{token}', {
          params: { path: { token } },
          body: { appointment_id: appointmentId },
        }),
      ),
    onSuccess: (data) => queryClient.setQueryData(bookingLinkQuery(token).queryKey, data),
    // a refused booking (slot taken, link used or expired) shows the link as it now is
    onError: () => queryClient.invalidateQueries({ queryKey: bookingLinkQuery(token).queryKey }),
  });
}
