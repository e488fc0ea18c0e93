import { isValidNhsNumber, normaliseMobile } from '@contracts/rules/identifiers';
import { OUTBOUND_LIMITS } from './limits';

/** One CSV row or single recipient, as sent to the server (OutboundRecipientInput). */
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

export type RecipientField = keyof RecipientRow;

/** Why a row is refused, per field: message keys of the outbound catalogue. */
export type RowProblem =
  'nhsNumber' | 'mobile' | 'forename' | 'surname' | 'forenameLength' | 'surnameLength' | 'address' | 'postcode';

export { isValidNhsNumber, normaliseMobile };

/** The problems with one recipient row (spec §5), by field; empty when the row can be sent. */
export function validateRecipientRow(row: RecipientRow): Partial<Record<RecipientField, RowProblem>> {
  const problems: Partial<Record<RecipientField, RowProblem>> = {};
  if (!isValidNhsNumber(row.nhs_number)) problems.nhs_number = 'nhsNumber';
  if (normaliseMobile(row.mobile) === null) problems.mobile = 'mobile';
  const forename = row.forename.trim();
  const surname = row.surname.trim();
  if (!forename) problems.forename = 'forename';
  else if (forename.length >= OUTBOUND_LIMITS.addressUnder) problems.forename = 'forenameLength';
  if (!surname) problems.surname = 'surname';
  else if (surname.length >= OUTBOUND_LIMITS.addressUnder) problems.surname = 'surnameLength';
  for (const key of ['address_line_1', 'address_line_2', 'address_line_3'] as const) {
    if ((row[key] ?? '').length >= OUTBOUND_LIMITS.addressUnder) problems[key] = 'address';
  }
  if ((row.postcode ?? '').trim().length >= OUTBOUND_LIMITS.postcodeUnder) problems.postcode = 'postcode';
  return problems;
}

/** spec §5: SMS sender id under 12 characters, letters and digits only. */
export function isValidSenderId(value: string): boolean {
  return value.length > 0 && value.length < OUTBOUND_LIMITS.senderIdUnder && /^[A-Za-z0-9]+$/.test(value);
}

/** Neutralises a value against spreadsheet formula injection (leading =, +, -, @, tab or CR) and quotes it. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r']/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}
