import { queryOptions } from '@tanstack/react-query';
import { restClient, unwrap } from '@/shared/api';
import type { RequestListQuery } from '../model/models';

/** What one inbox page is asked with: the organisation plus the REST query. */
export type RequestListParams = { wcmsId: number } & RequestListQuery;

/** Query keys and fetchers for requests; mutations invalidate through these keys. */
export const requestQueries = {
  all: () => ['requests'] as const,
  lists: () => [...requestQueries.all(), 'list'] as const,
  list: ({ wcmsId, ...query }: RequestListParams) =>
    queryOptions({
      queryKey: [...requestQueries.lists(), wcmsId, query] as const,
      queryFn: ({ signal }) =>
        unwrap(
          restClient.GET('/my/messages/wcms_id/{wcms_id}', { params: { path: { wcms_id: wcmsId }, query }, signal }),
        ),
    }),
  details: () => [...requestQueries.all(), 'detail'] as const,
  detail: (wcmsId: number, id: number) =>
    queryOptions({
      queryKey: [...requestQueries.details(), wcmsId, id] as const,
      queryFn: ({ signal }) =>
        unwrap(
          restClient.GET('/my/messages/wcms_id/{wcms_id}/{id}', { params: { path: { wcms_id: wcmsId, id } }, signal }),
        ),
    }),
  assignees: (wcmsId: number) =>
    queryOptions({
      queryKey: [...requestQueries.all(), 'assignees', wcmsId] as const,
      queryFn: ({ signal }) =>
        unwrap(
          restClient.GET('/my/messages/wcms_id/{wcms_id}/assignees', { params: { path: { wcms_id: wcmsId } }, signal }),
        ),
      staleTime: 5 * 60_000,
    }),
  outcomes: (wcmsId: number) =>
    queryOptions({
      queryKey: [...requestQueries.all(), 'outcomes', wcmsId] as const,
      queryFn: ({ signal }) =>
        unwrap(
          restClient.GET('/my/messages/wcms_id/{wcms_id}/outcomes', { params: { path: { wcms_id: wcmsId } }, signal }),
        ),
      staleTime: 30 * 60_000,
    }),
};
