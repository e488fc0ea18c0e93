import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nhsCheckDigit } from '@/entities/patient';
import { parseIdentifier } from './identifier';

const validNhs = fc
  .stringMatching(/^\d{9}$/)
  .filter((nine) => nhsCheckDigit(nine) !== null)
  .map((nine) => `${nine}${nhsCheckDigit(nine)}`);

describe('parseIdentifier', () => {
  it('asks for something', () => {
    expect(parseIdentifier('  ')).toEqual({ ok: false, error: 'patientReset.required' });
  });

  it('takes any valid NHS number, with or without spaces', () => {
    fc.assert(
      fc.property(validNhs, (nhs) => {
        const spaced = `${nhs.slice(0, 3)} ${nhs.slice(3, 6)} ${nhs.slice(6)}`;
        expect(parseIdentifier(spaced)).toEqual({ ok: true, body: { nhs_number: nhs } });
      }),
    );
  });

  it('refuses a number whose check digit is wrong', () => {
    fc.assert(
      fc.property(validNhs, fc.integer({ min: 1, max: 9 }), (nhs, shift) => {
        const wrong = `${nhs.slice(0, 9)}${(Number(nhs[9]) + shift) % 10}`;
        expect(parseIdentifier(wrong)).toEqual({ ok: false, error: 'patientReset.nhsChecksum' });
      }),
    );
  });

  it('takes an email address in lower case and refuses a malformed one', () => {
    expect(parseIdentifier(' Eleanor.Whitfield@Example.com ')).toEqual({
      ok: true,
      body: { email: 'eleanor.whitfield@example.com' },
    });
    expect(parseIdentifier('eleanor@')).toEqual({ ok: false, error: 'patientReset.invalidEmail' });
  });
});
