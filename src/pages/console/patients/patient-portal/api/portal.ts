import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { execute, graphql, type PharmacyCondition, type PortalServiceInput } from '@/shared/api';

/**
 * @public a fragment: other documents spread it by name, which the dead-export check cannot follow
 */
export const PortalSettingsFieldsFragment = graphql(`
  fragment PortalSettingsFields on PortalSettings {
    wcmsId
    categories {
      id
      title
      services {
        id
        type
        title
        subtext
        link
        loggedInOnly
        infoText
      }
    }
    pharmacyConditions
  }
`);

const PortalSettingsQuery = graphql(`
  query PortalSettings($wcmsId: ID!) {
    portalSettings(wcmsId: $wcmsId) {
      ...PortalSettingsFields
    }
  }
`);

const CreatePortalCategoryMutation = graphql(`
  mutation CreatePortalCategory($wcmsId: ID!, $title: String!) {
    createPortalCategory(wcmsId: $wcmsId, title: $title) {
      ...PortalSettingsFields
    }
  }
`);

const RenamePortalCategoryMutation = graphql(`
  mutation RenamePortalCategory($wcmsId: ID!, $categoryId: ID!, $title: String!) {
    renamePortalCategory(wcmsId: $wcmsId, categoryId: $categoryId, title: $title) {
      ...PortalSettingsFields
    }
  }
`);

const DeletePortalCategoryMutation = graphql(`
  mutation DeletePortalCategory($wcmsId: ID!, $categoryId: ID!) {
    deletePortalCategory(wcmsId: $wcmsId, categoryId: $categoryId) {
      ...PortalSettingsFields
    }
  }
`);

const MovePortalCategoryMutation = graphql(`
  mutation MovePortalCategory($wcmsId: ID!, $categoryId: ID!, $direction: PortalMoveDirection!) {
    movePortalCategory(wcmsId: $wcmsId, categoryId: $categoryId, direction: $direction) {
      ...PortalSettingsFields
    }
  }
`);

const CreatePortalServiceMutation = graphql(`
  mutation CreatePortalService($wcmsId: ID!, $categoryId: ID!, $input: PortalServiceInput!) {
    createPortalService(wcmsId: $wcmsId, categoryId: $categoryId, input: $input) {
      ...PortalSettingsFields
    }
  }
`);

const UpdatePortalServiceMutation = graphql(`
  mutation UpdatePortalService($wcmsId: ID!, $serviceId: ID!, $input: PortalServiceInput!) {
    updatePortalService(wcmsId: $wcmsId, serviceId: $serviceId, input: $input) {
      ...PortalSettingsFields
    }
  }
`);

const DeletePortalServiceMutation = graphql(`
  mutation DeletePortalService($wcmsId: ID!, $serviceId: ID!) {
    deletePortalService(wcmsId: $wcmsId, serviceId: $serviceId) {
      ...PortalSettingsFields
    }
  }
`);

const MovePortalServiceMutation = graphql(`
  mutation MovePortalService($wcmsId: ID!, $serviceId: ID!, $direction: PortalMoveDirection!) {
    movePortalService(wcmsId: $wcmsId, serviceId: $serviceId, direction: $direction) {
      ...PortalSettingsFields
    }
  }
`);

const SetPharmacyConditionsMutation = graphql(`
  mutation SetPharmacyConditions($wcmsId: ID!, $conditions: [PharmacyCondition!]!) {
    setPharmacyConditions(wcmsId: $wcmsId, conditions: $conditions) {
      ...PortalSettingsFields
    }
  }
`);

export const portalQueries = {
  all: () => ['console', 'patient-portal'] as const,
  settings: (wcmsId: string) =>
    queryOptions({
      queryKey: [...portalQueries.all(), wcmsId] as const,
      queryFn: async ({ signal }) => (await execute(PortalSettingsQuery, { wcmsId }, { signal })).portalSettings,
    }),
};

export type PortalSettings = Awaited<ReturnType<NonNullable<ReturnType<typeof portalQueries.settings>['queryFn']>>>;
type Direction = 'up' | 'down';

/** One portal change: it answers with the whole portal, which replaces the cached one. */
function usePortalMutation<V>(wcmsId: string, fn: (v: V) => Promise<PortalSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (settings) => queryClient.setQueryData(portalQueries.settings(wcmsId).queryKey, settings),
  });
}

export function usePortalMutations(wcmsId: string) {
  return {
    createCategory: usePortalMutation(
      wcmsId,
      async (title: string) => (await execute(CreatePortalCategoryMutation, { wcmsId, title })).createPortalCategory,
    ),
    renameCategory: usePortalMutation(
      wcmsId,
      async (v: { categoryId: string; title: string }) =>
        (await execute(RenamePortalCategoryMutation, { wcmsId, ...v })).renamePortalCategory,
    ),
    deleteCategory: usePortalMutation(
      wcmsId,
      async (categoryId: string) =>
        (await execute(DeletePortalCategoryMutation, { wcmsId, categoryId })).deletePortalCategory,
    ),
    moveCategory: usePortalMutation(
      wcmsId,
      async (v: { categoryId: string; direction: Direction }) =>
        (await execute(MovePortalCategoryMutation, { wcmsId, ...v })).movePortalCategory,
    ),
    createService: usePortalMutation(
      wcmsId,
      async (v: { categoryId: string; input: PortalServiceInput }) =>
        (await execute(CreatePortalServiceMutation, { wcmsId, ...v })).createPortalService,
    ),
    updateService: usePortalMutation(
      wcmsId,
      async (v: { serviceId: string; input: PortalServiceInput }) =>
        (await execute(UpdatePortalServiceMutation, { wcmsId, ...v })).updatePortalService,
    ),
    deleteService: usePortalMutation(
      wcmsId,
      async (serviceId: string) =>
        (await execute(DeletePortalServiceMutation, { wcmsId, serviceId })).deletePortalService,
    ),
    moveService: usePortalMutation(
      wcmsId,
      async (v: { serviceId: string; direction: Direction }) =>
        (await execute(MovePortalServiceMutation, { wcmsId, ...v })).movePortalService,
    ),
    setPharmacy: usePortalMutation(
      wcmsId,
      async (conditions: PharmacyCondition[]) =>
        (await execute(SetPharmacyConditionsMutation, { wcmsId, conditions })).setPharmacyConditions,
    ),
  };
}
