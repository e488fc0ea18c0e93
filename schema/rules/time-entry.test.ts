import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  parseTimeEntry,
  sendAtProblem,
  timePartsFromText,
  timeTextFromParts,
  ukDateAndTime,
  ukInstant,
} from './time-entry';

describe('time entry (hours, minutes, 24-hour clock)', () => {
  it('reads a time typed as two numbers', () => {
    expect(parseTimeEntry('14:30')).toEqual({ status: 'valid', hours: 14, minutes: 30 });
    expect(parseTimeEntry('9:5')).toEqual({ status: 'valid', hours: 9, minutes: 5 });
    expect(parseTimeEntry({ hours: '00', minutes: '00' })).toEqual({ status: 'valid', hours: 0, minutes: 0 });
    expect(timePartsFromText('14.30')).toEqual({ hours: '14', minutes: '30' });
    expect(timeTextFromParts({ hours: '', minutes: '' })).toBe('');
    expect(timeTextFromParts({ hours: '', minutes: '30' })).toBe(':30');
  });

  it('names the part left out and refuses a time not on the 24-hour clock', () => {
    expect(parseTimeEntry('')).toEqual({ status: 'empty' });
    expect(parseTimeEntry(':30')).toEqual({ status: 'incomplete', missing: ['hours'] });
    expect(parseTimeEntry('14:')).toEqual({ status: 'incomplete', missing: ['minutes'] });
    expect(parseTimeEntry('24:00')).toEqual({ status: 'notReal', parts: ['hours'] });
    expect(parseTimeEntry('12:60')).toEqual({ status: 'notReal', parts: ['minutes'] });
    expect(parseTimeEntry('2pm:x')).toEqual({ status: 'notReal', parts: ['hours', 'minutes'] });
  });
});

describe('UK date and time to an instant', () => {
  it('reads the UK clock: GMT in winter, BST in summer', () => {
    expect(ukInstant('2026-12-01', 9, 30)?.toISOString()).toBe('2026-12-01T09:30:00.000Z');
    expect(ukInstant('2026-07-01', 9, 30)?.toISOString()).toBe('2026-07-01T08:30:00.000Z');
    expect(ukInstant('2026-02-30', 9, 30)).toBeNull();
  });

  it('chooses the first of the two instants in the repeated autumn hour, and reads a skipped spring time on GMT', () => {
    // 25 October 2026 and 31 October 2027: the clocks go back at 02:00 BST, so 01:00–01:59 happens twice
    expect(ukInstant('2026-10-25', 1, 0)?.toISOString()).toBe('2026-10-25T00:00:00.000Z');
    expect(ukInstant('2027-10-31', 1, 30)?.toISOString()).toBe('2027-10-31T00:30:00.000Z');
    expect(ukInstant('2027-10-31', 0, 59)?.toISOString()).toBe('2027-10-30T23:59:00.000Z');
    expect(ukInstant('2027-10-31', 2, 0)?.toISOString()).toBe('2027-10-31T02:00:00.000Z');
    // 29 March 2026: the clocks go forward at 01:00 GMT, so 01:30 never shows; it is read as GMT (02:30 BST)
    expect(ukInstant('2026-03-29', 1, 30)?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(ukInstant('2026-03-29', 0, 30)?.toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(ukInstant('2026-03-29', 2, 0)?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('round-trips every minute through the form values', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2029, 0, 1) }), (ms) => {
        const at = new Date(ms - (ms % 60_000));
        const { date, time } = ukDateAndTime(at);
        const entry = parseTimeEntry(time);
        if (entry.status !== 'valid') return false;
        const back = ukInstant(date, entry.hours, entry.minutes)!;
        // in the repeated autumn hour the first of the two instants is chosen: the second reads as an hour earlier
        if (back.getTime() === at.getTime()) return true;
        return back.getTime() === at.getTime() - 3_600_000 && ukDateAndTime(back).time === time;
      }),
    );
  });
});

describe('when a message may be sent (spec §5)', () => {
  const now = new Date('2026-11-26T10:30:20Z');
  it('refuses a time gone, beyond a minute of grace, and one more than two years ahead', () => {
    expect(sendAtProblem(new Date('2026-11-26T10:30:00Z'), now)).toBeNull();
    expect(sendAtProblem(new Date('2026-11-26T10:29:00Z'), now)).toBe('past');
    expect(sendAtProblem(new Date('2026-11-25T10:30:00Z'), now)).toBe('past');
    expect(sendAtProblem(new Date('2028-11-26T10:30:20Z'), now)).toBeNull();
    expect(sendAtProblem(new Date('2028-11-26T10:31:00Z'), now)).toBe('tooFar');
  });
});
