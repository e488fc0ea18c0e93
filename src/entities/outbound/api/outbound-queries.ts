import { queryOptions } from '@tanstack/react-query';
import { restClient, unwrap } from '@/shared/api';
import type { OutboundListQuery } from '../model/models';

/** Query keys and fetchers for outbound messages; mutations invalidate through these keys. */
export const outboundQueries = {
  all: () => ['outbound'] as const,
  lists: () => [...outboundQueries.all(), 'list'] as const,
  list: (wcmsId: number, query: OutboundListQuery) =>
    queryOptions({
      queryKey: [...outboundQueries.lists(), wcmsId, query] as const,
      queryFn: ({ signal }) =>
        unwrap(restClient.GET('/outbound/wcms_id/{wcms_id}', { params: { path: { wcms_id: wcmsId }, query }, signal })),
    }),
  details: () => [...outboundQueries.all(), 'detail'] as const,
  detail: (wcmsId: number, id: number) =>
    queryOptions({
      queryKey: [...outboundQueries.details(), wcmsId, id] as const,
      queryFn: ({ signal }) =>
        unwrap(
          restClient.GET('/outbound/wcms_id/{wcms_id}/{id}', { params: { path: { wcms_id: wcmsId, id } }, signal }),
        ),
    }),
  templates: (wcmsId: number) =>
    queryOptions({
      queryKey: [...outboundQueries.all(), 'templates', wcmsId] as const,
      queryFn: ({ signal }) =>
        unwrap(
          restClient.GET('/outbound-templates/wcms_id/{wcms_id}', { params: { path: { wcms_id: wcmsId } }, signal }),
        ),
      staleTime: 5 * 60_000,
    }),
  pathways: (wcmsId: number) =>
    queryOptions({
      queryKey: [...outboundQueries.all(), 'pathways', wcmsId] as const,
      queryFn: ({ signal }) =>
        unwrap(
          restClient.GET('/outbound-pathways/wcms_id/{wcms_id}', { params: { path: { wcms_id: wcmsId } }, signal }),
        ),
      staleTime: 5 * 60_000,
    }),
};
