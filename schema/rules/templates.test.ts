import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  fillForRecipient,
  fillTemplate,
  TEMPLATE_MESSAGES,
  TEMPLATE_NAME_MAX,
  TEMPLATE_TEXT_MAX,
  templateErrors,
  unknownPlaceholders,
} from './templates';

const nonBlank = (max: number) =>
  fc.string({ minLength: 1, maxLength: max }).filter((s) => s.trim().length > 0 && !/[[\]]/.test(s));

describe('template rules', () => {
  it('accepts any name and text within the limits', () => {
    fc.assert(
      fc.property(nonBlank(TEMPLATE_NAME_MAX), nonBlank(TEMPLATE_TEXT_MAX), (name, text) => {
        expect(templateErrors({ name, text })).toEqual({});
      }),
    );
  });

  it('refuses a name or text over its limit, and blank ones', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), (extra) => {
        expect(templateErrors({ name: 'n'.repeat(TEMPLATE_NAME_MAX + extra), text: 'x' }).name).toBe(
          TEMPLATE_MESSAGES.nameTooLong,
        );
        expect(templateErrors({ name: 'n', text: 't'.repeat(TEMPLATE_TEXT_MAX + extra) }).text).toBe(
          TEMPLATE_MESSAGES.textTooLong,
        );
      }),
    );
    expect(templateErrors({ name: '  ', text: '\n' })).toEqual({
      name: TEMPLATE_MESSAGES.nameRequired,
      text: TEMPLATE_MESSAGES.textRequired,
    });
  });

  it('refuses an unknown placeholder but not other brackets', () => {
    expect(unknownPlaceholders('Dear [patient surname]')).toEqual(['patient surname']);
    expect(templateErrors({ name: 'a', text: 'Dear [Patient First Name], ref [A-12]' })).toEqual({});
  });

  it('fills every placeholder, without regard to case, and leaves the rest of the text as it is', () => {
    expect(
      fillTemplate('Dear [Patient first name], [practice name] here. [staff name]', {
        'patient first name': 'Eleanor',
        'practice name': 'Riverside Medical Centre',
        'staff name': 'Priya Shah',
      }),
    ).toBe('Dear Eleanor, Riverside Medical Centre here. Priya Shah');
    expect(fillTemplate('Dear [patient first name]', {})).toBe('Dear [patient first name]');
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/[[\]]/.test(s)),
        (text) => {
          expect(fillTemplate(text, { 'staff name': 'X' })).toBe(text);
        },
      ),
    );
  });

  it("fills a recipient's own first name, the practice and the sender, per recipient", () => {
    const text = 'Dear [patient first name], [practice name] ([staff name])';
    const base = { practiceName: 'Riverside Medical Centre', staffName: 'Tom Hughes' };
    expect(fillForRecipient(text, { ...base, forename: 'Eleanor' })).toBe(
      'Dear Eleanor, Riverside Medical Centre (Tom Hughes)',
    );
    expect(fillForRecipient(text, { ...base, forename: ' Mary Ann ' })).toBe(
      'Dear Mary, Riverside Medical Centre (Tom Hughes)',
    );
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 30 }).filter((s) => /^[A-Za-z'-]+$/.test(s)),
        (forename) => {
          expect(fillForRecipient('Hi [patient first name]', { forename })).toBe(`Hi ${forename}`);
        },
      ),
    );
  });
});
