import { queryOptions } from '@tanstack/react-query';
import { execute, graphql } from '@/shared/api';

export const StaffNotificationsQuery = graphql(`
  query StaffNotifications($wcmsId: ID!, $userId: ID!) {
    staffNotifications(wcmsId: $wcmsId, userId: $userId) {
      id
      messageId
      subject
      body
      read
      createdAt
    }
  }
`);

export const ClinicianNotificationsQuery = graphql(`
  query ClinicianNotifications($wcmsId: ID!) {
    clinicianNotifications(wcmsId: $wcmsId) {
      id
      wcmsId
      userId
      attachTaskId
      messageId
      body
      outboundRequestId
      adhocVideoId
      subject
      read
      createdAt
    }
  }
`);

/** Query keys and options for the bell's notifications (ARCHITECTURE §4: key factories live in entities). */
export const notificationQueries = {
  all: () => ['notifications'] as const,
  /** spec §3 Staff notification: the signed-in user's, at one organisation, newest first. */
  staff: (wcmsId: string, userId: number) =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'staff', wcmsId, userId] as const,
      queryFn: async ({ signal }) =>
        (await execute(StaffNotificationsQuery, { wcmsId, userId: String(userId) }, { signal })).staffNotifications,
    }),
  /** spec §3 Clinician notification: the signed-in user's, at one organisation, newest first. */
  clinician: (wcmsId: string, userId: number) =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'clinician', wcmsId, userId] as const,
      queryFn: async ({ signal }) =>
        (await execute(ClinicianNotificationsQuery, { wcmsId }, { signal })).clinicianNotifications,
    }),
};
