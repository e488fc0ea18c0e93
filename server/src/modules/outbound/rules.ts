import { isValidNhsNumber, normaliseMobile } from '@contracts/rules/identifiers.js';
import { OUTBOUND_LIMITS } from '@contracts/rules/limits.js';

/** spec §5 Outbound and §9 limits: the same object the browser enforces (schema/rules). */
export { OUTBOUND_LIMITS } from '@contracts/rules/limits.js';

/** What users are told (spec §5, §8: the spec gives the rules, the wording is ours). */
export const OUTBOUND_MESSAGES = {
  notEnabled: 'Outbound messages are not enabled for this organisation',
  noAccessToPage: 'You do not have access to this page',
  notFound: 'Outbound message not found',
  seen: 'This message has been seen by the recipient and can no longer be cancelled.',
  alreadyCancelled: 'This message has already been cancelled.',
  settled: 'Every recipient has already been sent this message or it failed for them: there is nothing left to cancel.',
  noneFailed: 'The message has not failed for any recipient.',
  saveFailed: 'Sorry, the outbound message could not be saved. Please try again.',
  body: 'Enter the message.',
  nhsNumber: 'Enter a valid NHS number.',
  mobile: 'Enter a valid UK mobile number.',
  forename: 'Enter the first name.',
  surname: 'Enter the last name.',
  forenameLength: 'First name must be under 255 characters.',
  surnameLength: 'Last name must be under 255 characters.',
  address: 'Address lines must be under 255 characters.',
  postcode: 'Postcode must be under 16 characters.',
  senderId: 'SMS sender id must be under 12 characters, letters and numbers only.',
  preference: 'Enter the patient preference.',
  preferenceLength: 'Patient preference must be 50 characters or fewer.',
  pathwayName: 'Enter the pathway name.',
  pathwayNameLength: 'Pathway name must be 64 characters or fewer.',
  pathwayNameTaken: 'A pathway with this name already exists.',
  pathwayDescription: 'Description must be 128 characters or fewer.',
  pathwayAmount: 'Amount must be between 1 and 99.',
  pathwayInterval: 'Interval gap must be between 1 and 99 days.',
  pathwayInUse: (count: number) =>
    `This pathway cannot be deleted: ${count === 1 ? 'a scheduled message uses' : `${count} scheduled messages use`} it. Cancel ${count === 1 ? 'that message' : 'them'} first, or wait until ${count === 1 ? 'it has' : 'they have'} been sent.`,
  reminderGap: 'Reminder gap must be between 1 and 99 days.',
  reminderOccurrences: 'Reminder occurrences must be between 1 and 99.',
  dateAhead: 'Date must be no more than two years ahead.',
  sendAtPast: 'The send time must be in the future.',
  sendAtInvalid: 'Enter a real date and time to send the message.',
  fallback: 'Fallback must be after 3 or 24 hours.',
  tooManyRecipients: 'The file can have at most 20,000 recipients.',
  templateName: 'Enter the template name.',
  notResponseRequest: 'This message does not ask for a reply.',
  alreadyReplied: 'You have already replied to this message.',
  cancelledForPatient: 'This message has been withdrawn by the practice.',
} as const;

export type RecipientRow = {
  nhs_number: string;
  mobile: string;
  forename: string;
  surname: string;
  address_line_1?: string;
  address_line_2?: string;
  address_line_3?: string;
  postcode?: string;
};

export { normaliseMobile };

/** The problems with one recipient row, field → message (empty when it is valid). */
export function validateRecipientRow(row: RecipientRow): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isValidNhsNumber(row.nhs_number.replace(/\s+/g, ''))) errors.nhs_number = OUTBOUND_MESSAGES.nhsNumber;
  if (normaliseMobile(row.mobile) === null) errors.mobile = OUTBOUND_MESSAGES.mobile;
  const forename = row.forename.trim();
  const surname = row.surname.trim();
  if (!forename) errors.forename = OUTBOUND_MESSAGES.forename;
  else if (forename.length >= OUTBOUND_LIMITS.addressUnder) errors.forename = OUTBOUND_MESSAGES.forenameLength;
  if (!surname) errors.surname = OUTBOUND_MESSAGES.surname;
  else if (surname.length >= OUTBOUND_LIMITS.addressUnder) errors.surname = OUTBOUND_MESSAGES.surnameLength;
  for (const key of ['address_line_1', 'address_line_2', 'address_line_3'] as const) {
    if ((row[key] ?? '').length >= OUTBOUND_LIMITS.addressUnder) errors[key] = OUTBOUND_MESSAGES.address;
  }
  if ((row.postcode ?? '').trim().length >= OUTBOUND_LIMITS.postcodeUnder) errors.postcode = OUTBOUND_MESSAGES.postcode;
  return errors;
}

/** spec §5: SMS sender id under 12 characters, alphanumeric only. */
export function isValidSenderId(value: string): boolean {
  return value.length > 0 && value.length < OUTBOUND_LIMITS.senderIdUnder && /^[A-Za-z0-9]+$/.test(value);
}

export const inRange = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/** Characters in the GSM 03.38 default alphabet; those in GSM_EXTENDED take two septets. */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** SMS fragments for a message (spec §5: 160 per single GSM-7 fragment; 153 when split; Unicode 70 / 67). */
export function smsFragments(text: string): number {
  let septets = 0;
  let unicode = false;
  let units = 0;
  for (const char of text) {
    units += char.length;
    if (GSM_BASIC.includes(char)) septets += 1;
    else if (GSM_EXTENDED.includes(char)) septets += 2;
    else unicode = true;
  }
  if (unicode) return units <= 70 ? 1 : Math.ceil(units / 67);
  return septets <= OUTBOUND_LIMITS.fragment ? 1 : Math.ceil(septets / 153);
}

/** spec §8: an outbound failure is flagged nhs_invalid for these provider messages. */
export function isNhsInvalidFailure(message: string | null): boolean {
  if (!message) return false;
  return message.includes('No Patient found for NHSNumber') || message === 'Not found';
}

/** Neutralises a cell against spreadsheet formula injection (leading =, +, -, @, tab or CR) and quotes it. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r']/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}
