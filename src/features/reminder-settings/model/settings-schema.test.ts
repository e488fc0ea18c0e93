import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REMINDER_TEXT_MAX, reminderSettingsSchema, toggleDay } from './settings-schema';

const valid = { enabled: true, days: [1], smsWithoutConsent: false, text: 'Reminder on {date}' };

describe('reminder settings validation', () => {
  it('accepts any non-empty set of days from 1 to 7, on or off', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
        fc.boolean(),
        (days, enabled) => {
          expect(reminderSettingsSchema.safeParse({ ...valid, days, enabled }).success).toBe(true);
        },
      ),
    );
  });

  it('refuses a day outside 1 to 7, or a fraction', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 8 }), fc.double({ min: 1.01, max: 6.99, noInteger: true })),
        (day) => {
          expect(reminderSettingsSchema.safeParse({ ...valid, days: [1, day] }).success).toBe(false);
        },
      ),
    );
  });

  it("needs a day when on: 'Appointment days before required' (spec §5); none is fine when off", () => {
    const on = reminderSettingsSchema.safeParse({ ...valid, days: [] });
    expect(on.success).toBe(false);
    expect(on.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['days', 'Appointment days before required'],
    ]);
    expect(reminderSettingsSchema.safeParse({ ...valid, enabled: false, days: [] }).success).toBe(true);
  });

  it('needs a text of at most 480 characters once trimmed', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 600 }), (text) => {
        const trimmed = text.trim().length;
        const ok = reminderSettingsSchema.safeParse({ ...valid, text }).success;
        expect(ok).toBe(trimmed >= 1 && trimmed <= REMINDER_TEXT_MAX);
      }),
    );
  });

  it('toggling days keeps a sorted set', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 7 })),
        fc.integer({ min: 1, max: 7 }),
        fc.boolean(),
        (days, day, on) => {
          const next = toggleDay(days, day, on);
          expect(next).toEqual([...new Set(next)].sort((a, b) => a - b));
          expect(next.includes(day)).toBe(on);
        },
      ),
    );
  });
});
