import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkVideoMobiles, checkVideoNhsNumber } from './rules.js';
import { demoNhsNumber } from '../clinical-system/index.js';

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

describe('video validation (spec §5)', () => {
  it('keeps the valid mobiles in order and needs at least one', () => {
    // one mobile rule (schema/rules): +447… is kept as 07…, as SMS and outbound keep it
    expect(checkVideoMobiles(['01632 960001', '07700 900123', '+447700900456'])).toEqual([
      '07700900123',
      '07700900456',
    ]);
    expect(() => checkVideoMobiles([])).toThrow('A valid mobile number is required for a video consultation');
    expect(() => checkVideoMobiles(['0163'])).toThrow('Enter a valid UK mobile number');
  });

  it('needs a valid NHS number', () => {
    expect(checkVideoNhsNumber(demoNhsNumber(3))).toBe(demoNhsNumber(3));
    expect(() => checkVideoNhsNumber('')).toThrow('An NHS number is required for a video consultation');
    fc.assert(
      fc.property(digits(10), (value) => {
        let valid = true;
        try {
          checkVideoNhsNumber(value);
        } catch {
          valid = false;
        }
        let sum = 0;
        for (let i = 0; i < 9; i++) sum += Number(value[i]) * (10 - i);
        const check = 11 - (sum % 11);
        const expected = check === 10 ? false : (check === 11 ? 0 : check) === Number(value[9]);
        expect(valid).toBe(expected);
      }),
    );
  });
});
