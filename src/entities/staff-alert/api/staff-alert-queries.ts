import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { execute, graphql } from '@/shared/api';

const StaffAlertsQuery = graphql(`
  query StaffAlerts($wcmsId: ID!) {
    staffAlerts(wcmsId: $wcmsId) {
      id
      wcmsId
      title
      message
      severity
      expiresOn
      createdAt
      acknowledgedAt
    }
  }
`);

const AcknowledgeStaffAlertMutation = graphql(`
  mutation AcknowledgeStaffAlert($wcmsId: ID!, $alertId: ID!) {
    acknowledgeStaffAlert(wcmsId: $wcmsId, alertId: $alertId) {
      id
      acknowledgedAt
    }
  }
`);

export type StaffAlert = {
  id: string;
  wcmsId: string;
  title: string;
  message: string;
  severity: 'information' | 'warning' | 'urgent';
  expiresOn?: string | null;
  createdAt: string;
  acknowledgedAt?: string | null;
};

/** Alerts from super users for the organisation's staff (spec §2 /alert and the banner). */
export const staffAlertQueries = {
  all: () => ['staff-alerts'] as const,
  list: (wcmsId: string) =>
    queryOptions({
      queryKey: [...staffAlertQueries.all(), wcmsId] as const,
      queryFn: async (): Promise<StaffAlert[]> => (await execute(StaffAlertsQuery, { wcmsId })).staffAlerts,
      // a new alert (an outage notice) should reach staff without a reload
      refetchInterval: 60_000,
    }),
};

/** Records that the signed-in staff member read the alert; the banner and the list follow. */
export function useAcknowledgeStaffAlertMutation(wcmsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertId: string) => execute(AcknowledgeStaffAlertMutation, { wcmsId, alertId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAlertQueries.list(wcmsId).queryKey }),
  });
}
