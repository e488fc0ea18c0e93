import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outboundQueries } from '@/entities/outbound';
import { restClient, unwrap } from '@/shared/api';

export function useCreatePathwayMutation(wcmsId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      name: string;
      description: string;
      amount: number;
      interval_days: number;
      template_id: number | null;
    }) =>
      unwrap(restClient.POST('/outbound-pathways/wcms_id/{wcms_id}', { params: { path: { wcms_id: wcmsId } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboundQueries.pathways(wcmsId).queryKey }),
  });
}

export function useCreateTemplateMutation(wcmsId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; body: string }) =>
      unwrap(restClient.POST('/outbound-templates/wcms_id/{wcms_id}', { params: { path: { wcms_id: wcmsId } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboundQueries.templates(wcmsId).queryKey }),
  });
}

export function useDeletePathwayMutation(wcmsId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(
        restClient.DELETE('/outbound-pathways/wcms_id/{wcms_id}/{id}', { params: { path: { wcms_id: wcmsId, id } } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboundQueries.pathways(wcmsId).queryKey }),
  });
}

export function useDeleteTemplateMutation(wcmsId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(
        restClient.DELETE('/outbound-templates/wcms_id/{wcms_id}/{id}', { params: { path: { wcms_id: wcmsId, id } } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboundQueries.templates(wcmsId).queryKey }),
  });
}

export function useUpdatePathwayMutation(wcmsId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      ...body
    }: {
      id: number;
      name: string;
      description: string;
      amount: number;
      interval_days: number;
      template_id: number | null;
    }) =>
      unwrap(
        restClient.PUT('/outbound-pathways/wcms_id/{wcms_id}/{id}', {
          params: { path: { wcms_id: wcmsId, id } },
          body,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboundQueries.pathways(wcmsId).queryKey }),
  });
}

export function useUpdateTemplateMutation(wcmsId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; name: string; body: string }) =>
      unwrap(
        restClient.PUT('/outbound-templates/wcms_id/{wcms_id}/{id}', {
          params: { path: { wcms_id: wcmsId, id } },
          body,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboundQueries.templates(wcmsId).queryKey }),
  });
}
