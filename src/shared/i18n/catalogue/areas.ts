import { auth } from './auth';
import { shell } from './shell';
import { consoleStrings } from './console';
import { myAccount } from './my-account';
import { requests } from './requests';
import { notifications } from './notifications';
import { video } from './video';
import { desktop } from './desktop';
import { patients } from './patients';
import { outbound } from './outbound';
import { consultReply } from './consult-reply';
import { videoList } from './video-list';
import { patientReset } from './patient-reset';
import { appointmentReminders } from './appointment-reminders';
import { tablesForms } from './tables-forms';
import { consoleOrganisation } from './console-organisation';
import { workspace } from './workspace';
import { consoleGovernance } from './console-governance';
import { superUserAlerts } from './super-user-alerts';
import { arrivals } from './arrivals';
import { arrivalsKiosk } from './arrivals-kiosk';
import { reports } from './reports';
import { templates } from './templates';
import { patientPortal } from './patient-portal';
import { consoleRequestHandling } from './console-request-handling';
import { consoleServiceHours, consoleWorkload } from './console-service-hours';
import { outboundSharing } from './outbound-sharing';
import { consoleIntegration } from './console-integration';
import { announcements } from './announcements';
import { authorize } from './authorize';
import { newUserDefects } from './new-user-defects';
import { bookingLinks } from './booking-links';
import { dateInput } from './date-input';
import { timeInput } from './time-input';
import { superUserMode } from './super-user-mode';
import { consoleTotalTriage } from './console-total-triage';
import { patientRating } from './patient-rating';
import { dataSharing } from './data-sharing';
import { mobileArrival } from './mobile-arrival';

/**
 * The strings of the areas beyond the core parts. The build gives each module the strings it says
 * (scripts/i18n-strings-loader.mjs reads them from here); tests and stories load them all (loadCatalogue). A new
 * area adds its part here (MessageKey in index.ts follows).
 */
export const areaParts = {
  // the sign-in screens' strings: /login carries only those its form says (ARCHITECTURE §8 /login budget)
  auth,
  // the top bar's and layouts' strings come with the layout that says them
  shell,
  console: consoleStrings,
  myAccount,
  requests,
  notifications,
  video,
  desktop,
  patients,
  outbound,
  consultReply,
  videoList,
  patientReset,
  appointmentReminders,
  tablesForms,
  consoleOrganisation,
  workspace,
  consoleGovernance,
  superUserAlerts,
  arrivals,
  arrivalsKiosk,
  reports,
  templates,
  patientPortal,
  consoleRequestHandling,
  consoleServiceHours,
  consoleWorkload,
  outboundSharing,
  consoleIntegration,
  announcements,
  authorize,
  newUserDefects,
  bookingLinks,
  dateInput,
  timeInput,
  superUserMode,
  consoleTotalTriage,
  patientRating,
  dataSharing,
  mobileArrival,
} as const;
