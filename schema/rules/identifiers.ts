/*
 * Patient identifiers, one rule each for the browser and the server (spec §5): the NHS number (Modulus 11), UK
 * mobile numbers and other UK telephone numbers. Client forms and server validation import these functions; nothing
 * else may re-implement them.
 */

/** An NHS number without the spaces, dashes and dots people type ('999-100-0003' → '9991000003'). */
export function normaliseNhsNumber(value: string): string {
  return value.replace(/[\s.-]+/g, '');
}

/** The Modulus 11 check digit for nine digits, or null when none makes a valid number (remainder 10). */
export function nhsCheckDigit(nine: string): number | null {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(nine[i]) * (10 - i);
  const check = 11 - (sum % 11);
  if (check === 11) return 0;
  return check === 10 ? null : check;
}

/** Ten digits (spaces, dashes and dots allowed) whose last is the Modulus 11 check digit of the first nine. */
export function isValidNhsNumber(value: string): boolean {
  const digits = normaliseNhsNumber(value);
  if (!/^\d{10}$/.test(digits)) return false;
  return nhsCheckDigit(digits.slice(0, 9)) === Number(digits[9]);
}

/** Ten digits that fail only the check digit: worth telling apart from a number that is not ten digits at all. */
export function isTenDigits(value: string): boolean {
  return /^\d{10}$/.test(normaliseNhsNumber(value));
}

/** The NHS number as people read it: '999 100 0003'. Anything that is not ten digits is returned as it was. */
export function formatNhsNumber(value: string): string {
  const digits = normaliseNhsNumber(value);
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : value;
}

/** A telephone number without spaces, brackets, dashes and dots, with +44, 0044 or 44 (before 7) replaced by 0. */
function nationalDigits(value: string): string {
  const compact = value.replace(/[\s().-]+/g, '');
  if (compact.startsWith('+44')) return `0${compact.slice(3)}`;
  if (compact.startsWith('0044')) return `0${compact.slice(4)}`;
  if (/^447\d{9}$/.test(compact)) return `0${compact.slice(2)}`;
  return compact;
}

/**
 * A UK mobile number (spec §5 'valid mobile number' for video and SMS) as 07 and nine digits; null when it is not one.
 * Accepts 07…, +447…, 447… and 00447…, with spaces, brackets, dashes or dots.
 */
export function normaliseMobile(value: string): string | null {
  const digits = nationalDigits(value);
  return /^07\d{9}$/.test(digits) ? digits : null;
}

/** Whether the value is a UK mobile number (see normaliseMobile). */
export function isValidMobile(value: string): boolean {
  return normaliseMobile(value) !== null;
}

/** A UK telephone number as digits starting 0 (+44, 0044 replaced; separators dropped). */
export function normaliseUkPhone(value: string): string {
  return nationalDigits(value);
}

/**
 * spec §5 'Phone number required and valid': a UK mobile (07, 11 digits) or another UK number (01, 02, 03, 08 or 09
 * and 10 or 11 digits), in any of the forms normaliseUkPhone accepts.
 */
export function isValidUkPhone(value: string): boolean {
  const digits = normaliseUkPhone(value);
  if (/^07\d{9}$/.test(digits)) return true;
  return /^0[12389]\d{8,9}$/.test(digits);
}
