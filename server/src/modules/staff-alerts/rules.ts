import type { AlertProblem } from '@contracts/rules/alerts.js';
import { ALERT_LIMITS } from '@contracts/rules/alerts.js';

export const STAFF_ALERT_MESSAGES = {
  superUserOnly: 'Only a super user can upload alerts',
  // spec §5 'VPN required'
  vpnRequired: 'VPN required',
  noRows: 'The file has no alerts',
  tooManyRows: `Upload at most ${ALERT_LIMITS.rows} alerts at a time`,
  unknownOrganisation: 'No organisation has this id',
  notFound: 'Alert not found',
} as const;

export const ALERT_PROBLEM_MESSAGES: Record<AlertProblem, string> = {
  organisation_invalid: 'Enter the organisation id (a whole number)',
  title_required: 'Enter a title',
  title_too_long: `The title must be ${ALERT_LIMITS.title} characters or fewer`,
  message_required: 'Enter a message',
  message_too_long: `The message must be ${ALERT_LIMITS.message} characters or fewer`,
  severity_invalid: 'The severity must be information, warning or urgent',
  expires_invalid: 'Enter the expiry date as YYYY-MM-DD',
  expires_past: 'The expiry date cannot be in the past',
  expires_too_far: 'The expiry date must be within two years',
};
