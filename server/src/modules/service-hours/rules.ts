import type { ConfirmationMessages } from '@contracts/rules/service-hours.js';

/**
 * The config's default copy (spec §3 Config 'Default email copy texts (in hours, out of hours, override) and default
 * on-screen in and out hours'): the confirmation messages an organisation starts from. The config query
 * (modules/system) serves the same texts.
 */
export const DEFAULT_EMAIL_COPY = {
  inHours: 'Thank you for your request. The practice will reply within two working days.',
  outOfHours: 'Thank you for your request. The practice is closed and will reply when it reopens.',
  override: 'The practice is not taking online requests at the moment. Please telephone the practice.',
} as const;

export const DEFAULT_ON_SCREEN_COPY = {
  inHours: 'Your request has been sent to the practice.',
  outOfHours: 'The practice is closed. Your request will be read when it reopens.',
} as const;

export const DEFAULT_CONFIRMATION_MESSAGES: ConfirmationMessages = {
  inHoursScreen: DEFAULT_ON_SCREEN_COPY.inHours,
  outOfHoursScreen: DEFAULT_ON_SCREEN_COPY.outOfHours,
  inHoursEmail: DEFAULT_EMAIL_COPY.inHours,
  outOfHoursEmail: DEFAULT_EMAIL_COPY.outOfHours,
};

/** The subject of the confirmation email a patient is sent when a request is made for them. */
export const CONFIRMATION_EMAIL_SUBJECT = (organisation: string) => `Your request to ${organisation}`;
