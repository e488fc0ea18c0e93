// Patient (Carebridge Consult) account rules: the staff reset of spec §2 Patients menu and the patient's new password.
import { isValidNhsNumber } from '../messages/index.js';

/** What the server says (spec §8 "Password reset failure" gives no wording; these name the cause). */
export const PATIENT_ACCOUNT_MESSAGES = {
  identifierRequired: 'Enter the patient’s email address or NHS number',
  emailInvalid: 'Enter an email address in the correct format, like name@example.com',
  nhsNumberInvalid: 'Enter a valid NHS number',
  notFound: 'No Carebridge Consult account holds that email address or NHS number',
  notVerified:
    'This patient has not verified the email address of their Carebridge Consult account, so a reset link cannot be sent to it',
  linkNotFound: 'This link is not valid. Ask your GP practice to send you a new one.',
  linkUsed: 'This link has already been used. Ask your GP practice to send you a new one.',
  linkExpired: 'This link has expired. Ask your GP practice to send you a new one.',
  noAccess: 'You do not have access to this page',
  tooMany:
    'Several reset links have been sent to this patient in the last 10 minutes. Ask them to check their email before sending another.',
} as const;

/** At most this many links per account in RESET_WINDOW_MS, so the form cannot flood a patient's inbox. */
export const RESET_LIMIT = 5;
export const RESET_WINDOW_MS = 10 * 60 * 1000;

/** How long a patient's reset link works: a day, as staff send it while the patient may not be at their email. */
export const PATIENT_RESET_TTL_MS = 24 * 60 * 60 * 1000;

/** The client route the emailed link opens (bare layout, Carebridge Consult). */
export const PATIENT_RESET_PATH = '/consult/reset-password/';

export type ResetIdentifier = { kind: 'email'; email: string } | { kind: 'nhs'; nhsNumber: string };

/** The holder to look for: an email address or a valid NHS number (spaces ignored); field errors otherwise. */
export function parseIdentifier(input: {
  email?: string;
  nhs_number?: string;
}): { ok: true; value: ResetIdentifier } | { ok: false; fields: Record<string, string> } {
  const email = (input.email ?? '').trim().toLowerCase();
  const nhs = (input.nhs_number ?? '').replace(/\s+/g, '');
  if (email) {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
      return { ok: false, fields: { email: PATIENT_ACCOUNT_MESSAGES.emailInvalid } };
    }
    return { ok: true, value: { kind: 'email', email } };
  }
  if (nhs) {
    if (!isValidNhsNumber(nhs)) return { ok: false, fields: { nhs_number: PATIENT_ACCOUNT_MESSAGES.nhsNumberInvalid } };
    return { ok: true, value: { kind: 'nhs', nhsNumber: nhs } };
  }
  return { ok: false, fields: { email: PATIENT_ACCOUNT_MESSAGES.identifierRequired } };
}

/** e•••@example.com: enough for staff to confirm with the patient where the link went, not the whole address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
