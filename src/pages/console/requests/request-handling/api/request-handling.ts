import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { requestQueries } from '@/entities/request';
import { execute, graphql, type RequestType } from '@/shared/api';

const ConsoleOutcomesQuery = graphql(`
  query ConsoleOutcomes($wcmsId: ID!) {
    consoleOutcomes(wcmsId: $wcmsId)
  }
`);

const SaveOutcomesMutation = graphql(`
  mutation SaveOutcomes($wcmsId: ID!, $outcomes: [String!]!) {
    saveOutcomes(wcmsId: $wcmsId, outcomes: $outcomes)
  }
`);

const ConsoleAdminQueryTypesQuery = graphql(`
  query ConsoleAdminQueryTypes($wcmsId: ID!) {
    consoleAdminQueryTypes(wcmsId: $wcmsId)
  }
`);

const SaveAdminQueryTypesMutation = graphql(`
  mutation SaveAdminQueryTypes($wcmsId: ID!, $adminQueryTypes: [String!]!) {
    saveAdminQueryTypes(wcmsId: $wcmsId, adminQueryTypes: $adminQueryTypes)
  }
`);

const ConsoleTranslationQuery = graphql(`
  query ConsoleTranslation($wcmsId: ID!) {
    consoleTranslation(wcmsId: $wcmsId) {
      wcmsId
      enabled
    }
  }
`);

const SaveTranslationSettingsMutation = graphql(`
  mutation SaveTranslationSettings($wcmsId: ID!, $enabled: Boolean!) {
    saveTranslationSettings(wcmsId: $wcmsId, enabled: $enabled) {
      wcmsId
      enabled
    }
  }
`);

/** Which list a text-list panel edits. */
export type TextListKind = 'outcomes' | 'adminQueries';

export const requestHandlingQueries = {
  all: () => ['console', 'request-handling'] as const,
  list: (kind: TextListKind, wcmsId: string) =>
    queryOptions({
      queryKey: [...requestHandlingQueries.all(), kind, wcmsId] as const,
      queryFn: async ({ signal }): Promise<string[]> =>
        kind === 'outcomes'
          ? (await execute(ConsoleOutcomesQuery, { wcmsId }, { signal })).consoleOutcomes
          : (await execute(ConsoleAdminQueryTypesQuery, { wcmsId }, { signal })).consoleAdminQueryTypes,
    }),
  translation: (wcmsId: string) =>
    queryOptions({
      queryKey: [...requestHandlingQueries.all(), 'translation', wcmsId] as const,
      queryFn: async ({ signal }) =>
        (await execute(ConsoleTranslationQuery, { wcmsId }, { signal })).consoleTranslation,
    }),
};

/**
 * Saves a whole list. What the product offers refreshes at once: the Complete dialog's outcomes (request queries)
 * and the create-request wizard's admin query types (total triage settings).
 */
export function useSaveTextListMutation(kind: TextListKind, wcmsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (entries: string[]): Promise<string[]> =>
      kind === 'outcomes'
        ? (await execute(SaveOutcomesMutation, { wcmsId, outcomes: entries })).saveOutcomes
        : (await execute(SaveAdminQueryTypesMutation, { wcmsId, adminQueryTypes: entries })).saveAdminQueryTypes,
    onSuccess: (saved) => {
      queryClient.setQueryData(requestHandlingQueries.list(kind, wcmsId).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: requestQueries.all() });
      void queryClient.invalidateQueries({ queryKey: ['total-triage'] });
    },
  });
}

/** Turns translations on or off; open request views refetch, so the toggle goes or comes back. */
export function useSaveTranslationMutation(wcmsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (enabled: boolean) =>
      (await execute(SaveTranslationSettingsMutation, { wcmsId, enabled })).saveTranslationSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(requestHandlingQueries.translation(wcmsId).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: requestQueries.all() });
    },
  });
}

const ConsoleDailyLimitsQuery = graphql(`
  query ConsoleDailyLimits($wcmsId: ID!) {
    consoleDailyLimits(wcmsId: $wcmsId) {
      requestType
      limit
      usedToday
    }
  }
`);

const SaveDailyLimitsMutation = graphql(`
  mutation SaveDailyLimits($wcmsId: ID!, $limits: [DailyLimitInput!]!) {
    saveDailyLimits(wcmsId: $wcmsId, limits: $limits) {
      requestType
      limit
      usedToday
    }
  }
`);

export type DailyLimit = { requestType: RequestType; limit: number | null; usedToday: number };

export const dailyLimitQueries = {
  list: (wcmsId: string) =>
    queryOptions({
      queryKey: [...requestHandlingQueries.all(), 'daily-limits', wcmsId] as const,
      queryFn: async ({ signal }): Promise<DailyLimit[]> =>
        (await execute(ConsoleDailyLimitsQuery, { wcmsId }, { signal })).consoleDailyLimits,
    }),
};

/** Saves every type's limit; the server applies them at once to new requests and to assigning. */
export function useSaveDailyLimitsMutation(wcmsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (limits: { requestType: RequestType; limit: number | null }[]): Promise<DailyLimit[]> =>
      (await execute(SaveDailyLimitsMutation, { wcmsId, limits })).saveDailyLimits,
    onSuccess: (saved) => queryClient.setQueryData(dailyLimitQueries.list(wcmsId).queryKey, saved),
  });
}
