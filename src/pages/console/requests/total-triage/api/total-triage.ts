import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  execute,
  graphql,
  type CareNavigationRuleInput,
  type CareNavigationTryInput,
  type TotalTriageSettingsInput,
} from '@/shared/api';

const TotalTriageSettingsQuery = graphql(`
  query TotalTriageConsoleSettings($wcmsId: ID!) {
    totalTriageConsoleSettings(wcmsId: $wcmsId) {
      available
      enabled
      minimumPatientAge
      preferences {
        text
        requestType
      }
    }
  }
`);

const SaveTotalTriageSettingsMutation = graphql(`
  mutation SaveTotalTriageSettings($wcmsId: ID!, $input: TotalTriageSettingsInput!) {
    saveTotalTriageSettings(wcmsId: $wcmsId, input: $input) {
      available
      enabled
      minimumPatientAge
      preferences {
        text
        requestType
      }
    }
  }
`);

const CareNavigationEditorQuery = graphql(`
  query CareNavigationEditor($wcmsId: ID!) {
    careNavigationEditor(wcmsId: $wcmsId) {
      rules {
        id
        name
        requestType
        patients
        medicalProblem
        adminQuery
        healthData
        questionnaire
        minAge
        minAgeUnit
        maxAge
        maxAgeUnit
        priority
        routeGroupId
        routeGroupName
        routeGroupActive
        enabled
        position
      }
      groups {
        id
        name
      }
      medicalProblems
      adminQueryTypes
    }
  }
`);

const SaveCareNavigationRuleMutation = graphql(`
  mutation SaveCareNavigationRule($wcmsId: ID!, $id: ID, $input: CareNavigationRuleInput!) {
    saveCareNavigationRule(wcmsId: $wcmsId, id: $id, input: $input) {
      id
      name
    }
  }
`);

const DeleteCareNavigationRuleMutation = graphql(`
  mutation DeleteCareNavigationRule($wcmsId: ID!, $id: ID!) {
    deleteCareNavigationRule(wcmsId: $wcmsId, id: $id)
  }
`);

const ReorderCareNavigationRulesMutation = graphql(`
  mutation ReorderCareNavigationRules($wcmsId: ID!, $ids: [ID!]!) {
    reorderCareNavigationRules(wcmsId: $wcmsId, ids: $ids) {
      id
    }
  }
`);

const TryCareNavigationQuery = graphql(`
  query TryCareNavigation($wcmsId: ID!, $input: CareNavigationTryInput!) {
    tryCareNavigation(wcmsId: $wcmsId, input: $input) {
      ruleId
      ruleName
      groupName
      priority
    }
  }
`);

export const totalTriageQueries = {
  all: () => ['console', 'total-triage'] as const,
  settings: (wcmsId: string) =>
    queryOptions({
      queryKey: [...totalTriageQueries.all(), 'settings', wcmsId] as const,
      queryFn: async ({ signal }) =>
        (await execute(TotalTriageSettingsQuery, { wcmsId }, { signal })).totalTriageConsoleSettings,
    }),
  rules: (wcmsId: string) =>
    queryOptions({
      queryKey: [...totalTriageQueries.all(), 'rules', wcmsId] as const,
      queryFn: async ({ signal }) =>
        (await execute(CareNavigationEditorQuery, { wcmsId }, { signal })).careNavigationEditor,
    }),
};

export function useSaveTotalTriageSettingsMutation(wcmsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TotalTriageSettingsInput) =>
      (await execute(SaveTotalTriageSettingsMutation, { wcmsId, input })).saveTotalTriageSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: totalTriageQueries.all() }),
  });
}

export function useSaveCareNavigationRuleMutation(wcmsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: CareNavigationRuleInput }) =>
      (await execute(SaveCareNavigationRuleMutation, { wcmsId, id, input })).saveCareNavigationRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: totalTriageQueries.all() }),
  });
}

export function useDeleteCareNavigationRuleMutation(wcmsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await execute(DeleteCareNavigationRuleMutation, { wcmsId, id })).deleteCareNavigationRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: totalTriageQueries.all() }),
  });
}

export function useReorderCareNavigationRulesMutation(wcmsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) =>
      (await execute(ReorderCareNavigationRulesMutation, { wcmsId, ids })).reorderCareNavigationRules,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: totalTriageQueries.all() }),
  });
}

/** The 'try it' box: asks the server's routing function (never a copy of it in the browser). */
export function useTryCareNavigationMutation(wcmsId: string) {
  return useMutation({
    mutationFn: async (input: CareNavigationTryInput) =>
      (await execute(TryCareNavigationQuery, { wcmsId, input })).tryCareNavigation,
  });
}
