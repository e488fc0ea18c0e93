import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { restClient, unwrap, type RestComponents } from '@/shared/api';
import { viewerQueries } from '@/entities/viewer';

type UserData = RestComponents['schemas']['UserData'];
type UserSettingsUpdate = RestComponents['schemas']['UserSettingsUpdate'];
type UserUpdate = RestComponents['schemas']['UserUpdate'];

export const accountQueries = {
  user: (userId: number) =>
    queryOptions({
      queryKey: ['account', 'user', userId] as const,
      queryFn: async ({ signal }): Promise<UserData | null> =>
        unwrap(restClient.GET('/users/{user_id}', { params: { path: { user_id: userId } }, signal })),
    }),
};

export function useUpdateUserMutation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserUpdate) =>
      unwrap(restClient.PUT('/users/{user_id}', { params: { path: { user_id: userId } }, body })),
    onSuccess: (user) => queryClient.setQueryData(accountQueries.user(userId).queryKey, user),
  });
}

export function useUpdateSettingsMutation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UserSettingsUpdate }) =>
      unwrap(restClient.PUT('/lt-user-settings/{id}', { params: { path: { id } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewerQueries.settings(userId).queryKey }),
  });
}
