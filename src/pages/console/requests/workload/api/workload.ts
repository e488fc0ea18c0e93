import { queryOptions } from '@tanstack/react-query';
import { execute, graphql, type RequestType } from '@/shared/api';

const ConsoleWorkloadQuery = graphql(`
  query ConsoleWorkload($wcmsId: ID!) {
    consoleWorkload(wcmsId: $wcmsId) {
      wcmsId
      today {
        received
        completed
      }
      week {
        received
        completed
      }
      open
      byGroup {
        groupId
        name
        open
      }
      byAssignee {
        userId
        name
        open
      }
      oldestWaiting
      dailyLimits {
        requestType
        limit
        usedToday
      }
    }
  }
`);

export type Workload = {
  wcmsId: string;
  today: { received: number; completed: number };
  week: { received: number; completed: number };
  open: number;
  byGroup: { groupId: string; name: string; open: number }[];
  byAssignee: { userId: string; name: string; open: number }[];
  oldestWaiting: string | null | undefined;
  dailyLimits: { requestType: RequestType; limit: number | null | undefined; usedToday: number }[];
};

/** How often the dashboard reads the workload again: a colleague's change shows within this (no Refresh button). */
export const WORKLOAD_POLL_MS = 1000;

export const workloadQueries = {
  now: (wcmsId: string) =>
    queryOptions({
      queryKey: ['console', 'workload', wcmsId] as const,
      queryFn: async ({ signal }): Promise<Workload> =>
        (await execute(ConsoleWorkloadQuery, { wcmsId }, { signal })).consoleWorkload,
      refetchInterval: WORKLOAD_POLL_MS,
      refetchIntervalInBackground: false,
    }),
};
