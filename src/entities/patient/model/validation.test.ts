import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidDateOfBirth, parseUkDate } from './validation';

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
