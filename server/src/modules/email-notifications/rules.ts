import { isStaffEmail, staffEmailMessage } from '../accounts/index.js';
import { isEmailAddress } from '../client-settings/index.js';

/** At most one notification email per organisation in this long. */
export const NOTIFICATION_INTERVAL_MS = 10 * 60_000;

/**
 * spec §5: the notification address must be a valid address ending in nhs.uk, nhs.scot or the deployment's host.
 * Returns the message for an unacceptable address, else null.
 */
export function notificationAddressError(address: string, staffEmailHost: string): string | null {
  if (!isEmailAddress(address) || !isStaffEmail(address, staffEmailHost)) return staffEmailMessage(staffEmailHost);
  return null;
}

/** The email telling the practice how many requests arrived. */
export function notificationEmail(organisation: string, count: number, link: string) {
  const what = count === 1 ? '1 new request has' : `${count} new requests have`;
  return {
    subject: `${organisation}: ${count === 1 ? '1 new request' : `${count} new requests`} in Incoming requests`,
    body: `${what} arrived in Incoming requests for ${organisation}. Open Carebridge to see them: ${link}`,
  };
}
