import { describe, expect, it } from 'vitest';
import { bookingWindow } from './week';

describe('bookingWindow', () => {
  it('starts now for this week and ends by the next Monday', () => {
    const now = new Date('2026-11-25T10:00:00Z'); // a Wednesday
    const week = bookingWindow(now, 0);
    expect(week.monday).toBe('2026-11-23');
    expect(week.start).toEqual(now);
    expect(week.end.getTime()).toBeLessThanOrEqual(Date.parse('2026-11-30T00:00:00Z'));
    expect(week.end.getTime()).toBeGreaterThan(Date.parse('2026-11-29T12:00:00Z'));
  });
  it('moves a week at a time', () => {
    const next = bookingWindow(new Date('2026-11-29T20:00:00Z'), 1); // a Sunday
    expect(next.monday).toBe('2026-11-30');
    expect(next.start.getTime()).toBeLessThanOrEqual(Date.parse('2026-11-30T00:00:00Z'));
  });
});
