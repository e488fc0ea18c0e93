import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidNhsNumber, nhsCheckDigit } from '@contracts/rules/identifiers';
import { csvCell, isValidSenderId, validateRecipientRow, type RecipientRow } from './recipient-row';

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((a) => a.join(''));
const validNhs = digits(9)
  .filter((nine) => nhsCheckDigit(nine) !== null)
  .map((nine) => nine + String(nhsCheckDigit(nine)));
// 071, 072 and 073 are whole mobile blocks in the UK numbering plan
const mobile = fc.tuple(fc.constantFrom('1', '2', '3'), digits(8)).map(([block, rest]) => `07${block}${rest}`);
const name = fc.string({ minLength: 1, maxLength: 254 }).filter((s) => s.trim().length > 0 && s.trim().length < 255);
const validRow: fc.Arbitrary<RecipientRow> = fc.record({
  nhs_number: validNhs,
  mobile,
  forename: name,
  surname: name,
  postcode: fc.string({ maxLength: 15 }),
  address_line_1: fc.string({ maxLength: 254 }),
});

describe('recipient row validation (spec §5)', () => {
  it('accepts a complete row and names each refused field', () => {
    const row = { nhs_number: '943 476 5919', mobile: '+44 7700 900123', forename: 'Ellie', surname: 'Morgan' };
    expect(validateRecipientRow(row)).toEqual({});
    expect(
      validateRecipientRow({
        nhs_number: '9434765918',
        mobile: '01632 960000',
        forename: ' ',
        surname: 'x'.repeat(255),
        address_line_2: 'y'.repeat(255),
        postcode: 'z'.repeat(16),
      }),
    ).toEqual({
      nhs_number: 'nhsNumber',
      mobile: 'mobile',
      forename: 'forename',
      surname: 'surnameLength',
      address_line_2: 'address',
      postcode: 'postcode',
    });
  });

  it('property: every row built from valid parts is valid', () => {
    fc.assert(
      fc.property(validRow, (row) => {
        expect(validateRecipientRow(row)).toEqual({});
      }),
    );
  });

  it('property: changing one digit of a valid NHS number makes it invalid (Modulus 11)', () => {
    fc.assert(
      fc.property(validNhs, fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 9 }), (nhs, at, delta) => {
        const changed = nhs.slice(0, at) + String((Number(nhs[at]) + delta) % 10) + nhs.slice(at + 1);
        expect(isValidNhsNumber(changed)).toBe(false);
      }),
    );
  });

  it('property: address lines of 255 characters or more and postcodes of 16 or more are refused', () => {
    fc.assert(
      fc.property(validRow, fc.integer({ min: 255, max: 400 }), fc.integer({ min: 16, max: 40 }), (row, a, p) => {
        const problems = validateRecipientRow({ ...row, address_line_1: 'a'.repeat(a), postcode: 'P'.repeat(p) });
        expect(problems).toEqual({ address_line_1: 'address', postcode: 'postcode' });
      }),
    );
  });

  it('property: sender ids are 1 to 11 letters and digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (id) => {
        expect(isValidSenderId(id)).toBe(id.length >= 1 && id.length <= 11 && /^[A-Za-z0-9]+$/.test(id));
      }),
    );
    expect(isValidSenderId('Riverside01')).toBe(true);
    expect(isValidSenderId('Riverside012')).toBe(false);
  });

  it('property: exported CSV cells never start with a formula character', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const cell = csvCell(value);
        const unquoted = cell.startsWith('"') ? cell.slice(1) : cell;
        expect(/^[=+\-@\t\r]/.test(unquoted)).toBe(false);
      }),
    );
    expect(csvCell('=SUM(A1)')).toBe('"\'=SUM(A1)"');
  });
});
