/*
 * The NHS number (spec §5, Modulus 11), one rule for the browser and the server. Part of the patient identifiers'
 * rules (identifiers.ts re-exports it), kept apart from the telephone rules so that a screen which only shows or
 * checks NHS numbers (the inbox) does not load libphonenumber-js and the +44 metadata.
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
