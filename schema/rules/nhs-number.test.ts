import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as identifiers from './identifiers';
import * as nhsNumber from './nhs-number';

describe('NHS number rules on their own', () => {
  it('are the very functions the identifiers rules export (one rule, not a copy)', () => {
    expect(identifiers.isValidNhsNumber).toBe(nhsNumber.isValidNhsNumber);
    expect(identifiers.formatNhsNumber).toBe(nhsNumber.formatNhsNumber);
    expect(identifiers.normaliseNhsNumber).toBe(nhsNumber.normaliseNhsNumber);
    expect(identifiers.isTenDigits).toBe(nhsNumber.isTenDigits);
    expect(identifiers.nhsCheckDigit).toBe(nhsNumber.nhsCheckDigit);
  });

  it('check and format a number as before', () => {
    expect(nhsNumber.isValidNhsNumber('943 476 5919')).toBe(true);
    expect(nhsNumber.isValidNhsNumber('9434765918')).toBe(false);
    expect(nhsNumber.formatNhsNumber('9434765919')).toBe('943 476 5919');
  });

  it('import nothing, so the inbox (which shows NHS numbers) loads no telephone metadata', () => {
    const source = readFileSync(new URL('./nhs-number.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
  });
});
