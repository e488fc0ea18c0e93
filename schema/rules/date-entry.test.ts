import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { datePartsFromText, dateTextFromIso, dateTextFromParts, isoFromDateText, parseDateEntry } from './date-entry';
import { isRealIsoDate } from './uk-time';

describe('date entry (day, month, year)', () => {
  it('reads a real day typed as three numbers, with or without leading zeros', () => {
    expect(parseDateEntry('12/4/1948')).toEqual({ status: 'valid', iso: '1948-04-12' });
    expect(parseDateEntry({ day: '02', month: '11', year: '2026' })).toEqual({ status: 'valid', iso: '2026-11-02' });
    expect(isoFromDateText('12 04 1948')).toBe('1948-04-12');
    expect(isoFromDateText('1948-04-12')).toBe('1948-04-12');
  });

  it('names the parts left out, and nothing typed is empty', () => {
    expect(parseDateEntry('')).toEqual({ status: 'empty' });
    expect(parseDateEntry('//')).toEqual({ status: 'empty' });
    expect(parseDateEntry('12//1948')).toEqual({ status: 'incomplete', missing: ['month'] });
    expect(parseDateEntry('//1948')).toEqual({ status: 'incomplete', missing: ['day', 'month'] });
  });

  it('refuses a day that is not real, naming the wrong parts', () => {
    expect(parseDateEntry('31/2/1948')).toEqual({ status: 'notReal', parts: ['day', 'month', 'year'] });
    expect(parseDateEntry('12/13/1948')).toEqual({ status: 'notReal', parts: ['month'] });
    expect(parseDateEntry('12/4/48')).toEqual({ status: 'notReal', parts: ['year'] });
    expect(parseDateEntry('x/4/1948')).toEqual({ status: 'notReal', parts: ['day'] });
  });

  it('agrees with the server rule (isRealIsoDate) for every day typed, and round-trips through the form text', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1870, max: 2200 }),
        (d, m, y) => {
          const iso = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
          const text = dateTextFromParts({ day: String(d), month: String(m), year: String(y) });
          expect(isoFromDateText(text) === iso).toBe(isRealIsoDate(iso));
          if (isRealIsoDate(iso)) expect(isoFromDateText(dateTextFromIso(iso))).toBe(iso);
        },
      ),
    );
  });

  it('keeps what was typed, part by part', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{0,2}$/),
        fc.stringMatching(/^\d{0,2}$/),
        fc.stringMatching(/^\d{0,4}$/),
        (day, month, year) => {
          const text = dateTextFromParts({ day, month, year });
          if (day || month || year) expect(datePartsFromText(text)).toEqual({ day, month, year });
          else expect(text).toBe('');
        },
      ),
    );
  });
});
