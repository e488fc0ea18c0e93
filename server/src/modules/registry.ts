// Every server module, in the order app.ts mounts them and main.ts starts their background jobs.
// Adding a module: create server/src/modules/<name>/module.ts and index.ts (README.md there), then one line here.
import type { ServerModule } from './server-module.js';
import { systemModule } from './system/index.js';
import { sessionModule } from './session/index.js';
import { accountsModule } from './accounts/index.js';
import { usersModule } from './users/index.js';
import { messagesModule } from './messages/index.js';
import { notificationsModule } from './notifications/index.js';
import { adhocVideoModule } from './adhoc-video/index.js';
import { transactionLogModule } from './transaction-log/index.js';
import { attachTasksModule } from './attach-tasks/index.js';
import { clinicalModule } from './clinical/index.js';
import { patientsModule } from './patients/index.js';
import { appointmentsModule } from './appointments/index.js';
import { totalTriageModule } from './total-triage/index.js';
import { outboundModule } from './outbound/index.js';
import { patientAccountsModule } from './patient-accounts/index.js';
import { appointmentRemindersModule } from './appointment-reminders/index.js';
import { clientSettingsModule } from './client-settings/index.js';
import { emailNotificationsModule } from './email-notifications/index.js';
import { externalRecipientsModule } from './external-recipients/index.js';
import { consoleModule } from './console/index.js';
import { staffModule } from './staff/index.js';
import { groupsModule } from './groups/index.js';
import { coveringModule } from './covering/index.js';
import { informationGovernanceModule } from './information-governance/index.js';
import { staffAlertsModule } from './staff-alerts/index.js';
import { clinicalIntegrationModule } from './clinical-integration/index.js';
import { arrivalsModule } from './arrivals/index.js';
import { reportsModule } from './reports/index.js';
import { fftModule } from './fft/index.js';
import { templatesModule } from './templates/index.js';
import { patientPortalModule } from './patient-portal/index.js';
import { requestWorkflowModule } from './request-workflow/index.js';
import { organisationsModule } from './organisations/index.js';
import { clinicalSystemModule } from './clinical-system/index.js';
import { serviceHoursModule } from './service-hours/index.js';
import { workloadModule } from './workload/index.js';
import { announcementsModule } from './announcements/index.js';
import { secretRotationModule } from './secret-rotation/index.js';
import { bookingLinksModule } from './booking-links/index.js';
import { visionLoginModule } from './vision-login/index.js';
import { superUserModeModule } from './super-user-mode/index.js';
import { dataSharingModule } from './data-sharing/index.js';
import { mobileArrivalModule } from './mobile-arrival/index.js';

export const serverModules: readonly ServerModule[] = [
  systemModule,
  sessionModule,
  accountsModule,
  usersModule,
  messagesModule,
  notificationsModule,
  adhocVideoModule,
  transactionLogModule,
  attachTasksModule,
  clinicalModule,
  patientsModule,
  appointmentsModule,
  totalTriageModule,
  outboundModule,
  patientAccountsModule,
  appointmentRemindersModule,
  clientSettingsModule,
  emailNotificationsModule,
  externalRecipientsModule,
  consoleModule,
  staffModule,
  groupsModule,
  coveringModule,
  informationGovernanceModule,
  staffAlertsModule,
  superUserModeModule,
  clinicalIntegrationModule,
  arrivalsModule,
  reportsModule,
  fftModule,
  templatesModule,
  patientPortalModule,
  requestWorkflowModule,
  organisationsModule,
  clinicalSystemModule,
  serviceHoursModule,
  workloadModule,
  announcementsModule,
  secretRotationModule,
  bookingLinksModule,
  visionLoginModule,
  dataSharingModule,
  mobileArrivalModule,
];
