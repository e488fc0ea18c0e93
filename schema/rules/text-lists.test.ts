import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TEXT_LIST_ENTRY_MAX, textListProblems, textListSizeProblem } from './text-lists';

const entry = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim().length > 0);

describe('text lists (outcomes, admin query types)', () => {
  it('accepts any list of distinct, non-blank, short entries', () => {
    fc.assert(
      fc.property(fc.uniqueArray(entry, { selector: (s) => s.trim().toLowerCase(), minLength: 1 }), (list) => {
        expect(textListProblems(list)).toEqual({});
        expect(textListSizeProblem(list)).toBeNull();
      }),
    );
  });

  it('names a blank entry required and a repeat (any case or spacing) a duplicate, by its index', () => {
    fc.assert(
      fc.property(entry, fc.constantFrom('', ' ', '\t'), (text, blank) => {
        const problems = textListProblems([text, blank, ` ${text.toUpperCase()} `]);
        expect(problems[1]).toBe('required');
        expect(problems[0]).toBeUndefined();
        if (text.trim().toLowerCase() === text.toUpperCase().trim().toLowerCase())
          expect(problems[2]).toBe('duplicate');
      }),
    );
  });

  it('refuses entries over the limit and an empty list', () => {
    expect(textListProblems(['x'.repeat(TEXT_LIST_ENTRY_MAX)])).toEqual({});
    expect(textListProblems(['x'.repeat(TEXT_LIST_ENTRY_MAX + 1)])).toEqual({ 0: 'tooLong' });
    expect(textListSizeProblem([])).toBe('empty');
  });
});

describe('daily request limits', () => {
  it('accepts empty and whole numbers from 0; refuses negatives and fractions', async () => {
    const { isValidDailyLimit, DAILY_LIMIT_MAX } = await import('./request-limits');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: DAILY_LIMIT_MAX }), (n) => {
        expect(isValidDailyLimit(n)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ max: -1 }), (n) => {
        expect(isValidDailyLimit(n)).toBe(false);
      }),
    );
    expect(isValidDailyLimit(null)).toBe(true);
    expect(isValidDailyLimit(1.5)).toBe(false);
    expect(isValidDailyLimit(DAILY_LIMIT_MAX + 1)).toBe(false);
  });
});
