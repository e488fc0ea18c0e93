import { graphql, http, HttpResponse } from 'msw';
import type { ConfigQuery } from '@/shared/api/graphql/main';
import { configFixture } from './fixtures/config';
import { authHandlers } from './auth-handlers';
import { notificationHandlers } from './notification-handlers';
import { requestHandlers } from './request-handlers';
import { videoHandlers } from './video-handlers';
import { attachHandlers } from './attach-handlers';
import { patientHandlers } from './patient-handlers';
import { outboundHandlers } from './outbound-handlers';
import { reminderHandlers } from './reminder-handlers';
import { consoleOrganisationHandlers } from './console-organisation-handlers';
import { consoleHandlers } from './console-handlers';
import { staffAlertHandlers } from './staff-alert-handlers';
import { announcementHandlers } from './announcement-handlers';
import { dataSharingHandlers } from './data-sharing-handlers';

/** Default handlers shared by unit tests and stories; tests override them with server.use(). */
export const handlers = [
  graphql.query<ConfigQuery>('Config', () => HttpResponse.json({ data: { config: configFixture } })),
  graphql.query('MainVersion', () => HttpResponse.json({ data: { version: '0.1.0' } })),
  graphql.query('ClinicalVersion', () => HttpResponse.json({ data: { version: '0.1.0' } })),
  http.get('*/api/version', () => HttpResponse.json({ _embedded: { items: [{ version: '0.1.0' }] } })),
  ...authHandlers,
  ...notificationHandlers,
  // requests answer too, so a poll or an unlock that outlives its story is not an unhandled request
  ...requestHandlers(),
  // the call-patient page polls every second: a poll outliving its story is answered too
  ...videoHandlers(),
  ...attachHandlers(),
  ...patientHandlers,
  ...outboundHandlers(),
  ...reminderHandlers(),
  ...consoleOrganisationHandlers(),
  ...consoleHandlers,
  // the full layout's alert banner asks on every page
  ...staffAlertHandlers(),
  // the top bar's announcements launcher (hidden: no source configured)
  ...announcementHandlers(),
  // the request view's care navigation to another organisation
  ...dataSharingHandlers(),
];
