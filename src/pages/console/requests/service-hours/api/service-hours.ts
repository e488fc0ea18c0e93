import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { execute, graphql } from '@/shared/api';

const ConsoleServiceHoursQuery = graphql(`
  query ConsoleServiceHours($wcmsId: ID!) {
    consoleServiceHours(wcmsId: $wcmsId) {
      wcmsId
      days {
        day
        start
        finish
      }
      inHoursNow
    }
  }
`);

const SaveServiceHoursMutation = graphql(`
  mutation SaveServiceHours($wcmsId: ID!, $days: [ServiceHoursDayInput!]!) {
    saveServiceHours(wcmsId: $wcmsId, days: $days) {
      wcmsId
      days {
        day
        start
        finish
      }
      inHoursNow
    }
  }
`);

const ConsoleConfirmationMessagesQuery = graphql(`
  query ConsoleConfirmationMessages($wcmsId: ID!) {
    consoleConfirmationMessages(wcmsId: $wcmsId) {
      wcmsId
      inHoursScreen
      outOfHoursScreen
      inHoursEmail
      outOfHoursEmail
    }
  }
`);

const SaveConfirmationMessagesMutation = graphql(`
  mutation SaveConfirmationMessages($wcmsId: ID!, $messages: ConfirmationMessagesInput!) {
    saveConfirmationMessages(wcmsId: $wcmsId, messages: $messages) {
      wcmsId
      inHoursScreen
      outOfHoursScreen
      inHoursEmail
      outOfHoursEmail
    }
  }
`);

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
export type DayHours = { day: Weekday; start: string | null; finish: string | null };
export type ServiceHours = { wcmsId: string; days: DayHours[]; inHoursNow: boolean };
export type ConfirmationMessages = {
  inHoursScreen: string;
  outOfHoursScreen: string;
  inHoursEmail: string;
  outOfHoursEmail: string;
};

export const serviceHoursQueries = {
  all: () => ['console', 'service-hours'] as const,
  hours: (wcmsId: string) =>
    queryOptions({
      queryKey: [...serviceHoursQueries.all(), 'hours', wcmsId] as const,
      queryFn: async ({ signal }): Promise<ServiceHours> =>
        (await execute(ConsoleServiceHoursQuery, { wcmsId }, { signal })).consoleServiceHours,
    }),
  messages: (wcmsId: string) =>
    queryOptions({
      queryKey: [...serviceHoursQueries.all(), 'messages', wcmsId] as const,
      queryFn: async ({ signal }): Promise<ConfirmationMessages> =>
        (await execute(ConsoleConfirmationMessagesQuery, { wcmsId }, { signal })).consoleConfirmationMessages,
    }),
};

export function useSaveServiceHoursMutation(wcmsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (days: DayHours[]): Promise<ServiceHours> =>
      (await execute(SaveServiceHoursMutation, { wcmsId, days })).saveServiceHours,
    onSuccess: (saved) => {
      queryClient.setQueryData(serviceHoursQueries.hours(wcmsId).queryKey, saved);
      // the reports count in hours by these times
      void queryClient.invalidateQueries({ queryKey: ['reports'] });
    },
  });
}

export function useSaveConfirmationMessagesMutation(wcmsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (messages: ConfirmationMessages): Promise<ConfirmationMessages> =>
      (await execute(SaveConfirmationMessagesMutation, { wcmsId, messages })).saveConfirmationMessages,
    onSuccess: (saved) => queryClient.setQueryData(serviceHoursQueries.messages(wcmsId).queryKey, saved),
  });
}
