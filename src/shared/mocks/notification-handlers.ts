import { graphql, http, HttpResponse } from 'msw';
import type {
  ClinicianNotificationsQuery,
  StaffNotificationsQuery,
  UpdateClinicianNotificationsMutation,
} from '@/shared/api/graphql/main';

/**
 * Default notification handlers: nothing to tell; marking read succeeds. Stories override them. The realtime
 * socket (spec §7) has no mock server: its polling handshake is refused, so the client just keeps retrying.
 */
export const notificationHandlers = [
  graphql.query<StaffNotificationsQuery>('StaffNotifications', () =>
    HttpResponse.json({ data: { staffNotifications: [] } }),
  ),
  graphql.query<ClinicianNotificationsQuery>('ClinicianNotifications', () =>
    HttpResponse.json({ data: { clinicianNotifications: [] } }),
  ),
  graphql.mutation<UpdateClinicianNotificationsMutation>('UpdateClinicianNotifications', () =>
    HttpResponse.json({ data: { updateClinicianNotifications: [] } }),
  ),
  http.put('*/api/staff-notifications/wcms_id/:wcmsId/read', () => HttpResponse.json({ updated: 0 })),
  http.all('*/socket.io/*', () => new HttpResponse(null, { status: 503 })),
];
