import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import {
  formatNhsNumber,
  isValidMobile,
  isValidNhsNumber,
  isValidUkPhone,
  nhsCheckDigit,
  normaliseMobile,
  normaliseNhsNumber,
  normaliseUkPhone,
} from './identifiers';
import { fileExtension, isAllowedUpload, UPLOAD_EXTENSIONS } from './limits';
import { ageInYears, ukDay } from './uk-time';

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
// 071, 072 and 073 are allocated to mobile networks as whole blocks in the UK numbering plan
const mobileRest = fc.tuple(fc.constantFrom('1', '2', '3'), digits(8)).map(([block, rest]) => `${block}${rest}`);
const validNhs = fc
  .tuple(digits(9))
  .map(([nine]) => [nine, nhsCheckDigit(nine)] as const)
  .filter(([, check]) => check !== null)
  .map(([nine, check]) => `${nine}${check}`);

describe('NHS number (Modulus 11)', () => {
  it('accepts exactly the numbers whose last digit is the check digit', () => {
    fc.assert(
      fc.property(digits(9), fc.integer({ min: 0, max: 9 }), (nine, last) => {
        const sum = [...nine].reduce((acc, d, i) => acc + Number(d) * (10 - i), 0);
        const check = (11 - (sum % 11)) % 11;
        expect(isValidNhsNumber(`${nine}${last}`)).toBe(check !== 10 && check === last);
      }),
    );
  });

  it('ignores the spaces, dashes and dots people type, in any grouping (999-100-0003 is valid everywhere)', () => {
    fc.assert(
      fc.property(validNhs, fc.integer({ min: 1, max: 9 }), fc.constantFrom(' ', '-', '.', ' - '), (nhs, cut, sep) => {
        const typed = `${nhs.slice(0, cut)}${sep}${nhs.slice(cut)}`;
        expect(isValidNhsNumber(typed)).toBe(true);
        expect(normaliseNhsNumber(typed)).toBe(nhs);
      }),
    );
    expect(isValidNhsNumber('999-100-0003')).toBe(true);
    expect(isValidNhsNumber('999 100 0003')).toBe(true);
  });

  it('refuses anything but ten digits', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        fc.pre(!/^[\s.-]*(\d[\s.-]*){10}$/.test(s));
        expect(isValidNhsNumber(s)).toBe(false);
      }),
    );
    expect(isValidNhsNumber('9991000004')).toBe(false);
  });

  it('is shown in groups of 3, 3 and 4, and only when it is ten digits', () => {
    fc.assert(
      fc.property(validNhs, (nhs) => {
        expect(formatNhsNumber(nhs)).toMatch(/^\d{3} \d{3} \d{4}$/);
        expect(normaliseNhsNumber(formatNhsNumber(nhs))).toBe(nhs);
      }),
    );
    expect(formatNhsNumber('12345')).toBe('12345');
  });
});

describe('UK mobile numbers (one rule for video, SMS and CSV, parsed by libphonenumber-js)', () => {
  it('accepts 07, +447, 447 and 00447 forms with any separators, all normalised to 07', () => {
    fc.assert(
      fc.property(
        mobileRest,
        fc.constantFrom('07', '+447', '447', '00447', '+44 7'),
        fc.constantFrom('', ' ', '-', '.'),
        (rest, prefix, sep) => {
          const typed = `${prefix}${rest.slice(0, 3)}${sep}${rest.slice(3)}`;
          expect(normaliseMobile(typed)).toBe(`07${rest}`);
          expect(isValidMobile(typed)).toBe(true);
        },
      ),
    );
    // the two rules this replaced disagreed on these; Ofcom's drama range is accepted by name
    expect(normaliseMobile('+447700900123')).toBe('07700900123');
    expect(normaliseMobile('447700900123')).toBe('07700900123');
    expect(normaliseMobile('(07700) 900-999')).toBe('07700900999');
  });

  it('refuses 07 numbers that are not mobiles: personal numbers (070) and pagers (076)', () => {
    fc.assert(
      fc.property(fc.constantFrom('0', '6'), digits(8), (block, rest) => {
        fc.pre(!(block === '6' && rest.startsWith('24'))); // 07624 is the Isle of Man's mobile block
        expect(normaliseMobile(`07${block}${rest}`)).toBeNull();
      }),
    );
  });

  it('refuses landlines, wrong lengths, other countries and text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 }), (n) => {
        fc.pre(n !== 9);
        expect(normaliseMobile(`07${'5'.repeat(n)}`)).toBeNull();
      }),
    );
    expect(normaliseMobile('01632 960123')).toBeNull();
    expect(normaliseMobile('0770 09001 2x')).toBeNull();
    expect(normaliseMobile('+33 6 12 34 56 78')).toBeNull();
    expect(normaliseMobile('call 07700 900123')).toBeNull();
  });
});

describe('UK telephone numbers', () => {
  it('accepts mobiles and landlines in national or international form', () => {
    fc.assert(
      fc.property(mobileRest, fc.constantFrom('', ' ', '-'), (rest, sep) => {
        const national = `07${rest}`;
        expect(isValidUkPhone(`${national.slice(0, 5)}${sep}${national.slice(5)}`)).toBe(true);
        expect(isValidUkPhone(`+44 ${national.slice(1)}`)).toBe(true);
      }),
    );
    expect(isValidUkPhone('01632 960123')).toBe(true);
    expect(isValidUkPhone('020 7946 0000')).toBe(true);
    expect(isValidUkPhone('+44 20 7946 0000')).toBe(true);
    expect(isValidUkPhone('0800 123 4567')).toBe(true);
    expect(normaliseUkPhone('+44 (0)20 7946 0000')).toBe('02079460000');
  });

  it('refuses short numbers, unallocated ranges, other countries and text', () => {
    expect(isValidUkPhone('12345')).toBe(false);
    expect(isValidUkPhone('0999 999 9999')).toBe(false);
    expect(isValidUkPhone('+1 202 555 0142')).toBe(false);
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => /[a-z]/i.test(s)),
        (s) => {
          expect(isValidUkPhone(`0770 ${s}`)).toBe(false);
        },
      ),
    );
  });
});

describe('UK telephone numbers agree with libphonenumber-js', () => {
  // national numbers as typed with a leading 0, weighted towards the blocks where the plans differ (07, 01, 08)
  const national = fc
    .tuple(fc.constantFrom('7', '7', '7', '1', '2', '3', '5', '8', '9'), digits(8), fc.boolean())
    .map(([lead, rest, ten]) => `${lead}${ten ? rest + rest[0] : rest}`);
  const drama = (n: string) => /^7700900\d{3}$/.test(n) || /^1632960\d{3}$/.test(n);

  it('reads whole numbers directly exactly as the library full parse types and validates them', () => {
    fc.assert(
      fc.property(national, fc.constantFrom('0', '+44', '0044'), (n, prefix) => {
        fc.pre(!drama(n));
        const library = parsePhoneNumberFromString(`+44${n}`);
        expect(normaliseMobile(`${prefix}${n}`) !== null).toBe(library?.getType() === 'MOBILE');
        expect(isValidUkPhone(`${prefix}${n}`)).toBe(library?.isValid() ?? false);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('UK calendar', () => {
  it('puts an instant on its London day across the clocks changing', () => {
    expect(ukDay(new Date('2026-07-04T23:30:00Z'))).toBe('2026-07-05');
    expect(ukDay(new Date('2026-01-04T23:30:00Z'))).toBe('2026-01-04');
  });

  it('counts whole years of age', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2025 }), fc.integer({ min: 0, max: 100 }), (y, years) => {
        expect(ageInYears(`${y}-03-10`, `${y + years}-03-10`)).toBe(years);
        if (years > 0) expect(ageInYears(`${y}-03-10`, `${y + years}-03-09`)).toBe(years - 1);
      }),
    );
  });
});

describe('uploads (spec §5)', () => {
  it('allows each listed extension with its own type or an unknown type, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...UPLOAD_EXTENSIONS),
        fc.constantFrom('', 'application/octet-stream'),
        (ext, type) => {
          expect(isAllowedUpload(`scan.${ext.toUpperCase()}`, type)).toBe(true);
        },
      ),
    );
    expect(isAllowedUpload('scan.exe', '')).toBe(false);
    expect(isAllowedUpload('scan.pdf', 'application/x-msdownload')).toBe(false);
    expect(isAllowedUpload('scan.bmp', 'image/x-ms-bmp')).toBe(true);
    expect(fileExtension('.bashrc')).toBe('');
  });
});
