/*
 * The patient validators of spec §5, shared by every patient form: NHS number (Modulus 11), date of birth (real and
 * in the past) and UK telephone numbers. The server checks the same rules.
 */

/** An NHS number without the spaces or dashes people type. */
export function normaliseNhsNumber(value: string): string {
  return value.replace(/[\s-]+/g, '');
}

/** The Modulus 11 check digit for nine digits, or null when none makes a valid number (remainder 10). */
export function nhsCheckDigit(nine: string): number | null {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(nine[i]) * (10 - i);
  const check = 11 - (sum % 11);
  if (check === 11) return 0;
  return check === 10 ? null : check;
}

/** Ten digits (spaces allowed) whose last is the Modulus 11 check digit of the first nine. */
export function isValidNhsNumber(value: string): boolean {
  const digits = normaliseNhsNumber(value);
  if (!/^\d{10}$/.test(digits)) return false;
  return nhsCheckDigit(digits.slice(0, 9)) === Number(digits[9]);
}

/** Today's date in the UK as YYYY-MM-DD. */
export function ukToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * A date typed the UK way (dd/mm/yyyy, also with dashes, dots or spaces) or as YYYY-MM-DD, as YYYY-MM-DD; null
 * when it is not a real calendar day.
 */
export function parseUkDate(value: string): string | null {
  const text = value.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const uk = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/.exec(text);
  const [y, m, d] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : uk
      ? [Number(uk[3]), Number(uk[2]), Number(uk[1])]
      : [NaN, NaN, NaN];
  if (!Number.isInteger(y) || y < 1870) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** spec §5: a date of birth must be real and in the past (before today, UK time). */
export function isValidDateOfBirth(value: string, today: string = ukToday()): boolean {
  const iso = parseUkDate(value);
  return iso !== null && iso < today;
}

/** A UK telephone number as digits starting 0 (+44 replaced). */
export function normaliseUkPhone(value: string): string {
  const compact = value.replace(/[\s()-]+/g, '');
  return compact.startsWith('+44') ? `0${compact.slice(3)}` : compact;
}

/** spec §5 'Phone number required and valid': mobiles 07 and 11 digits; other UK numbers 01/02/03/08/09, 10–11. */
export function isValidUkPhone(value: string): boolean {
  const digits = normaliseUkPhone(value);
  if (/^07\d{9}$/.test(digits)) return true;
  return /^0[12389]\d{8,9}$/.test(digits);
}

/** Whole years from a date of birth to a day (both YYYY-MM-DD). */
export function ageInYears(born: string, today: string = ukToday()): number {
  const [by, bm, bd] = born.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
