/*
 * Patient identifiers, one rule each for the browser and the server (spec §5): the NHS number (Modulus 11), UK
 * mobile numbers and other UK telephone numbers. Client forms and server validation import these functions; nothing
 * else may re-implement them. Telephone numbers are parsed and typed by libphonenumber-js (issue 21), with its +44
 * metadata generated into `__generated__/uk-phone-metadata.ts`.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { UK_NUMBER_PATTERNS, UK_PHONE_METADATA } from './__generated__/uk-phone-metadata';

// the NHS number's rules live on their own, so a screen that only shows NHS numbers loads no telephone metadata
export { formatNhsNumber, isTenDigits, isValidNhsNumber, nhsCheckDigit, normaliseNhsNumber } from './nhs-number';

/** Only the characters people type in a telephone number: digits, spaces, brackets, dashes, dots and a leading +. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/**
 * Ofcom's ranges reserved for drama (never allocated to a subscriber), which the demo data and the tests use: the
 * library's metadata rightly calls them unallocated, so they are accepted by name. 07700 900000–900999 (mobile) and
 * 01632 960000–960999 (geographic).
 */
const OFCOM_DRAMA_MOBILE = /^7700900\d{3}$/;
const OFCOM_DRAMA_OTHER = /^1632960\d{3}$/;

/** The library's +44 number-type patterns (see scripts/gen-phone-metadata.mjs), compiled once. */
const MOBILE_NATIONAL = new RegExp(`^(?:${UK_NUMBER_PATTERNS.mobile})$`);
const VALID_NATIONAL = new RegExp(`^(?:${UK_NUMBER_PATTERNS.valid})$`);
/** A whole number in national (0…) or international (+44, 0044, 44 before a mobile 7) form: its national number. */
const PLAIN_FORM = /^(?:0|\+44|0044|44(?=7\d{9}$))([1-9]\d{8,9})$/;

/**
 * The national number (without the leading 0) of a UK (+44) telephone number, or null when it is not one. Numbers
 * typed whole in national or international form are read directly (a 20,000-row CSV is checked row by row, and a
 * full parse costs about twenty times as much); every other form, such as '+44 (0)20 …', is parsed by
 * libphonenumber-js with its +44 metadata. rules.test.ts checks that both ways agree with the library.
 */
function ukNationalNumber(value: string): string | null {
  const trimmed = value.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return null;
  const plain = PLAIN_FORM.exec(trimmed.replace(/[\s().-]+/g, ''));
  if (plain) return plain[1]!;
  const parsed = parsePhoneNumberFromString(trimmed, 'GB', UK_PHONE_METADATA);
  return parsed && parsed.countryCallingCode === '44' ? parsed.nationalNumber : null;
}

/**
 * A UK mobile number (spec §5 'valid mobile number' for video and SMS) as 07 and nine digits; null when it is not one.
 * Mobile means the library's MOBILE type for +44 (so 070 personal numbers and 076 pagers are not), or Ofcom's drama
 * mobile range. Accepts 07…, +447…, 447… and 00447…, with spaces, brackets, dashes or dots.
 */
export function normaliseMobile(value: string): string | null {
  const national = ukNationalNumber(value);
  if (national === null) return null;
  return OFCOM_DRAMA_MOBILE.test(national) || MOBILE_NATIONAL.test(national) ? `0${national}` : null;
}

/** Whether the value is a UK mobile number (see normaliseMobile). */
export function isValidMobile(value: string): boolean {
  return normaliseMobile(value) !== null;
}

/** A UK telephone number as digits starting 0 (+44, 0044 replaced; separators dropped); as typed when not +44. */
export function normaliseUkPhone(value: string): string {
  const national = ukNationalNumber(value);
  return national === null ? value.replace(/[\s().-]+/g, '') : `0${national}`;
}

/**
 * spec §5 'Phone number required and valid': a number the library finds valid for +44 (mobile, geographic,
 * non-geographic, freephone…), or one in Ofcom's drama ranges, in any of the forms normaliseMobile accepts.
 */
export function isValidUkPhone(value: string): boolean {
  const national = ukNationalNumber(value);
  if (national === null) return false;
  return OFCOM_DRAMA_MOBILE.test(national) || OFCOM_DRAMA_OTHER.test(national) || VALID_NATIONAL.test(national);
}
