import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffAlertQueries } from '@/entities/staff-alert';
import { execute, graphql } from '@/shared/api';
import type { AlertRow } from '@contracts/rules/alerts';

const UploadAlertsMutation = graphql(`
  mutation UploadAlerts($rows: [AlertRowInput!]!) {
    uploadAlerts(rows: $rows) {
      uploadId
      count
      organisations
    }
  }
`);

export function useUploadAlertsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rows: AlertRow[]) => (await execute(UploadAlertsMutation, { rows })).uploadAlerts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAlertQueries.all() }),
  });
}
