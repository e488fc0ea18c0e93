import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { restClient, unwrap, type RestComponents } from '@/shared/api';

export type ReminderSettings = RestComponents['schemas']['ReminderSettings'];
export type ReminderSettingsUpdate = RestComponents['schemas']['ReminderSettingsUpdate'];
export type ReminderLogEntry = RestComponents['schemas']['ReminderLogEntry'];
export type ReminderLogQuery = { from?: string; to?: string; nhs_number?: string; page: number; page_size: number };

/** Query keys and fetchers for the reminder settings and log; mutations invalidate through these keys. */
export const reminderQueries = {
  all: () => ['appointment-reminders'] as const,
  settings: (wcmsId: number) =>
    queryOptions({
      queryKey: [...reminderQueries.all(), 'settings', wcmsId] as const,
      queryFn: ({ signal }) =>
        unwrap(
          restClient.GET('/appointment-reminders/wcms_id/{wcms_id}/settings', {
            params: { path: { wcms_id: wcmsId } },
            signal,
          }),
        ),
    }),
  logs: () => [...reminderQueries.all(), 'log'] as const,
  log: (wcmsId: number, query: ReminderLogQuery) =>
    queryOptions({
      queryKey: [...reminderQueries.logs(), wcmsId, query] as const,
      queryFn: ({ signal }) =>
        unwrap(
          restClient.GET('/appointment-reminders/wcms_id/{wcms_id}', {
            params: { path: { wcms_id: wcmsId }, query },
            signal,
          }),
        ),
    }),
};

export function useSaveReminderSettingsMutation(wcmsId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderSettingsUpdate) =>
      unwrap(
        restClient.PUT('/appointment-reminders/wcms_id/{wcms_id}/settings', {
          params: { path: { wcms_id: wcmsId } },
          body,
        }),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(reminderQueries.settings(wcmsId).queryKey, saved);
      // pending reminders for days no longer chosen are withdrawn
      return queryClient.invalidateQueries({ queryKey: reminderQueries.logs() });
    },
  });
}

export function useCancelReminderMutation(wcmsId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(
        restClient.POST('/appointment-reminders/wcms_id/{wcms_id}/{id}/cancel', {
          params: { path: { wcms_id: wcmsId, id } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reminderQueries.logs() }),
  });
}
