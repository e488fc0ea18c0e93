import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { restClient, unwrap } from '@/shared/api';

/** The reset link as the patient opens it (noAuth): valid, used or expired; null when there is no such link. */
export const passwordResetLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['consult-password-reset', token] as const,
    queryFn: ({ signal }) =>
      unwrap(restClient.GET('/consult/password-reset/{token}', { params: { path: { token } }, signal })),
    retry: false,
    staleTime: Infinity,
  });

/** Sets the new password; afterwards the link reads as used. */
export function useCompleteResetMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { password: string; password_confirmation: string }) =>
      unwrap(restClient.POST('/consult/password-reset/{token}', { params: { path: { token } }, body })),
    onSuccess: (data) => {
      if (data) queryClient.setQueryData(passwordResetLinkQuery(token).queryKey, data);
    },
  });
}
