import { describe, expect, it } from 'vitest';
import { demoAppointmentTime } from './demo-data.js';
import { ukDayBounds } from './uk-time.js';

const MINUTES = [15, 20, 25, 30, 35];
const times = (now: Date) => MINUTES.map((m) => demoAppointmentTime(now, m, ukDayBounds(now).end));
const hhmm = (d: Date) => d.toISOString().slice(11, 16);

describe('the demo appointments for the check-in kiosk', () => {
  it('start 15 to 35 minutes after the first start, on the minute', () => {
    const now = new Date('2026-03-10T09:07:42Z');
    expect(times(now).map(hhmm)).toEqual(['09:22', '09:27', '09:32', '09:37', '09:42']);
  });

  it.each([
    ['winter, 20 minutes before midnight', '2026-01-15T23:40:10Z'],
    ['summer (midnight is 23:00 UTC), 10 minutes before', '2026-07-01T22:50:00Z'],
    ['in the last minute of the day', '2026-01-15T23:59:20Z'],
  ])('stay today, in order and distinct, when the first start is late in the day: %s', (_, iso) => {
    const now = new Date(iso);
    const { end } = ukDayBounds(now);
    const at = times(now).map((d) => d.getTime());
    for (const t of at) {
      expect(t).toBeGreaterThanOrEqual(now.getTime() - 60_000);
      expect(t).toBeLessThan(end.getTime());
    }
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(new Set(at).size).toBe(at.length);
  });
});
