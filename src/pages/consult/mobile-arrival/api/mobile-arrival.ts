import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { RestError, restClient, unwrap, type RestComponents } from '@/shared/api';

export type MobileArrival = RestComponents['schemas']['MobileArrivalPage'];
export type MobileCheckIn = RestComponents['schemas']['KioskCheckIn'];

/** What the arrival link shows (no sign-in: the one-time token from the SMS is the key). */
export const mobileArrivalQuery = (token: string) =>
  queryOptions({
    queryKey: ['mobile-arrival', token] as const,
    queryFn: async ({ signal }) => {
      const page = await unwrap(restClient.GET('/mobile-arrival/{token}', { params: { path: { token } }, signal }));
      if (!page) throw new RestError(404, { code: 'LINK_INVALID' });
      return page;
    },
    retry: false,
  });

/** Sends the phone's position; the server decides whether the patient is at the practice. */
export function useMobileCheckInMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (position: { latitude: number; longitude: number; accuracy: number | null }) => {
      const answer = await unwrap(
        restClient.POST('/mobile-arrival/{token}/check-in', { params: { path: { token } }, body: position }),
      );
      if (!answer) throw new RestError(404, { code: 'LINK_INVALID' });
      return answer;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['mobile-arrival', token] }),
  });
}
