import { isValidDateOfBirth as isValidIsoDateOfBirth, ukToday } from '@contracts/rules/uk-time';

/*
 * The patient validators of spec §5 for patient forms. The rules themselves (NHS number, telephone, UK day, date of
 * birth) live once in schema/rules, shared with the server; this adds what only forms need: dates typed the UK way.
 */
export {
  isTenDigits,
  isValidNhsNumber,
  isValidUkPhone,
  nhsCheckDigit,
  normaliseNhsNumber,
} from '@contracts/rules/identifiers';
export { ageInYears, ukToday } from '@contracts/rules/uk-time';

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

/** spec §5: a date of birth must be real and in the past (before today, UK time), typed either way. */
export function isValidDateOfBirth(value: string, today: string = ukToday()): boolean {
  const iso = parseUkDate(value);
  return iso !== null && isValidIsoDateOfBirth(iso, today);
}
