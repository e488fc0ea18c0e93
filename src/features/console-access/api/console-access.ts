import { queryOptions, useQuery } from '@tanstack/react-query';
import { execute, graphql } from '@/shared/api';

export const ConsoleAccessQuery = graphql(`
  query ConsoleAccess($wcmsId: ID!) {
    consoleAccess(wcmsId: $wcmsId) {
      wcmsId
      organisationName
      clinicalSystem
      canOpen
      level
    }
  }
`);

export const consoleAccessQueries = {
  all: () => ['console-access'] as const,
  /** The caller's standing in the console of one organisation (spec §6). */
  standing: (wcmsId: string) =>
    queryOptions({
      queryKey: [...consoleAccessQueries.all(), wcmsId] as const,
      queryFn: async ({ signal }) => (await execute(ConsoleAccessQuery, { wcmsId }, { signal })).consoleAccess,
    }),
};

/** The caller's console standing in the organisation being configured. */
export function useConsoleAccess(wcmsId: string | undefined) {
  return useQuery({ ...consoleAccessQueries.standing(wcmsId ?? ''), enabled: Boolean(wcmsId) });
}
