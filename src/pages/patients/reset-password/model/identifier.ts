import { isTenDigits, isValidNhsNumber, normaliseNhsNumber } from '@/entities/patient';
import type { MessageKey } from '@/shared/i18n';

/** What the staff member typed: an email address (it has an @) or an NHS number, or why it is neither. */
export type ParsedIdentifier =
  { ok: true; body: { email: string } | { nhs_number: string } } | { ok: false; error: MessageKey };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The same checks as the server: an email address in the right form, or a Modulus 11 NHS number. */
export function parseIdentifier(value: string): ParsedIdentifier {
  const typed = value.trim();
  if (!typed) return { ok: false, error: 'patientReset.required' };
  if (typed.includes('@')) {
    return EMAIL.test(typed) && typed.length <= 254
      ? { ok: true, body: { email: typed.toLowerCase() } }
      : { ok: false, error: 'patientReset.invalidEmail' };
  }
  const digits = normaliseNhsNumber(typed);
  return isValidNhsNumber(digits)
    ? { ok: true, body: { nhs_number: digits } }
    : { ok: false, error: isTenDigits(digits) ? 'patientReset.nhsChecksum' : 'patientReset.invalidNhs' };
}
