import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { execute, graphql } from '@/shared/api';
import type { ReportTab } from '../model/report-params';

const ReportQuery = graphql(`
  query Report($wcmsId: ID!, $tab: ReportTab!, $from: String!, $to: String!, $search: String) {
    report(wcmsId: $wcmsId, tab: $tab, from: $from, to: $to, search: $search) {
      tab
      from
      to
      previousFrom
      previousTo
      figures {
        key
        unit
        value
        previous
      }
      tables {
        key
        kind
        unit
        rows {
          label
          value
          previous
        }
      }
      comments {
        at
        category
        text
      }
    }
  }
`);

export type ReportArgs = { wcmsId: string; tab: ReportTab; from: string; to: string; search: string };

export const reportQueries = {
  all: () => ['console', 'reports'] as const,
  tab: (args: ReportArgs) =>
    queryOptions({
      queryKey: [...reportQueries.all(), args] as const,
      queryFn: async ({ signal }) =>
        (await execute(ReportQuery, { ...args, search: args.search || null }, { signal })).report,
      placeholderData: keepPreviousData,
    }),
};
