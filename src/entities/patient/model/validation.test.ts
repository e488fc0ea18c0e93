import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ageInYears,
  isValidDateOfBirth,
  isValidNhsNumber,
  isValidUkPhone,
  nhsCheckDigit,
  parseUkDate,
} from './validation';

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

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
  it('ignores the spaces people type, in any grouping', () => {
    fc.assert(
      fc.property(digits(9), fc.integer({ min: 1, max: 9 }), (nine, cut) => {
        const check = nhsCheckDigit(nine);
        fc.pre(check !== null);
        const number = `${nine}${check}`;
        expect(isValidNhsNumber(`${number.slice(0, cut)} ${number.slice(cut)}`)).toBe(true);
      }),
    );
  });
  it('refuses anything but ten digits', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        fc.pre(!/^[\s-]*(\d[\s-]*){10}$/.test(s));
        expect(isValidNhsNumber(s)).toBe(false);
      }),
    );
    expect(isValidNhsNumber('9991000003')).toBe(true);
    expect(isValidNhsNumber('9991000004')).toBe(false);
  });
});

describe('date of birth (real and in the past)', () => {
  it('accepts a real day before today, typed either way', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (d) => {
        const iso = d.toISOString().slice(0, 10);
        const [y, m, day] = iso.split('-');
        expect(isValidDateOfBirth(iso, '2026-06-15')).toBe(iso < '2026-06-15');
        expect(isValidDateOfBirth(`${day}/${m}/${y}`, '2026-06-15')).toBe(iso < '2026-06-15');
      }),
    );
  });
  it('refuses days that do not exist', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2020 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 28, max: 35 }),
        (y, m, d) => {
          const real = d <= 31 && new Date(Date.UTC(y, m - 1, d)).getUTCDate() === d;
          expect(parseUkDate(`${d}/${m}/${y}`) !== null).toBe(real);
        },
      ),
    );
    expect(isValidDateOfBirth('today', '2026-06-15')).toBe(false);
    expect(isValidDateOfBirth('2026-06-15', '2026-06-15')).toBe(false);
  });
});

describe('UK telephone numbers', () => {
  it('accepts mobiles with spaces, dashes or +44', () => {
    fc.assert(
      fc.property(digits(9), fc.constantFrom('', ' ', '-'), fc.boolean(), (rest, sep, plus) => {
        const national = `07${rest}`;
        expect(isValidUkPhone(`${national.slice(0, 5)}${sep}${national.slice(5)}`)).toBe(true);
        if (plus) expect(isValidUkPhone(`+44 ${national.slice(1)}`)).toBe(true);
      }),
    );
  });
  it('refuses mobiles of the wrong length and text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 }), (n) => {
        fc.pre(n !== 9);
        expect(isValidUkPhone(`07${'5'.repeat(n)}`)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => /[a-z]/i.test(s)),
        (s) => {
          expect(isValidUkPhone(`0770 ${s}`)).toBe(false);
        },
      ),
    );
  });
  it('accepts landlines', () => {
    expect(isValidUkPhone('01632 960123')).toBe(true);
    expect(isValidUkPhone('020 7946 0000')).toBe(true);
    expect(isValidUkPhone('12345')).toBe(false);
  });
});

describe('age', () => {
  it('counts whole years', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2025 }), fc.integer({ min: 0, max: 100 }), (y, years) => {
        expect(ageInYears(`${y}-03-10`, `${y + years}-03-10`)).toBe(years);
        if (years > 0) expect(ageInYears(`${y}-03-10`, `${y + years}-03-09`)).toBe(years - 1);
      }),
    );
  });
});
