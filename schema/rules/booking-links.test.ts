import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BOOKING_LINK_LIMITS, bookingLinkProblems, twoYearsAfterDay } from './booking-links';

const TODAY = '2026-11-26';
const valid = {
  slotTypeId: 'EMIS-ST-1',
  staffId: 'EMIS-STF-1',
  location: 'Main surgery',
  practice: 'Riverside Medical Centre',
  expiresOn: '2026-12-10',
};
const dayAfter = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('self-book link rules (spec §5 Console: appointment booking)', () => {
  it('accepts a complete link', () => {
    expect(bookingLinkProblems(valid, TODAY)).toEqual({});
  });

  it('location and practice: required, and any text up to 100 characters (trimmed) is accepted, longer refused', () => {
    fc.assert(
      fc.property(fc.constantFrom('location', 'practice' as const), fc.string({ maxLength: 140 }), (field, text) => {
        const trimmed = text.trim();
        const problem = bookingLinkProblems({ ...valid, [field]: text }, TODAY)[field];
        if (trimmed === '') expect(problem).toBe('required');
        else if (trimmed.length > BOOKING_LINK_LIMITS[field]) expect(problem).toBe('too_long');
        else expect(problem).toBeUndefined();
      }),
    );
  });

  it('expiry: any day from today to two years ahead is accepted; before today or after that is refused', () => {
    const limit = twoYearsAfterDay(TODAY);
    expect(limit).toBe('2028-11-26');
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 1200 }), (offset) => {
        const day = dayAfter(TODAY, offset);
        const problem = bookingLinkProblems({ ...valid, expiresOn: day }, TODAY).expiresOn;
        if (day < TODAY) expect(problem).toBe('date_past');
        else if (day > limit) expect(problem).toBe('date_too_far');
        else expect(problem).toBeUndefined();
      }),
    );
    expect(bookingLinkProblems({ ...valid, expiresOn: '2027-02-29' }, TODAY).expiresOn).toBe('date_invalid');
    expect(bookingLinkProblems({ ...valid, expiresOn: '' }, TODAY).expiresOn).toBe('required');
  });

  it('type and clinician are required', () => {
    expect(bookingLinkProblems({ ...valid, slotTypeId: '', staffId: ' ' }, TODAY)).toEqual({
      slotTypeId: 'required',
      staffId: 'required',
    });
  });
});
