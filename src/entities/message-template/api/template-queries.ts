import { queryOptions } from '@tanstack/react-query';
import { execute, graphql } from '@/shared/api';

const ComposerTemplatesQuery = graphql(`
  query ComposerTemplates($wcmsId: ID!) {
    composerTemplates(wcmsId: $wcmsId) {
      id
      scope
      name
      text
    }
  }
`);

/** Query keys for templates; saving a personal or organisation template invalidates `all()`. */
export const templateQueries = {
  all: () => ['templates'] as const,
  composer: (wcmsId: number) =>
    queryOptions({
      queryKey: [...templateQueries.all(), 'composer', wcmsId] as const,
      queryFn: async ({ signal }) =>
        (await execute(ComposerTemplatesQuery, { wcmsId: String(wcmsId) }, { signal })).composerTemplates,
      staleTime: 30_000,
    }),
};
