import { describe, expect, it } from 'vitest';
import { columnSort, nextOrder, patientAge, waitingOf } from './columns';

const now = new Date('2026-11-26T10:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe('inbox columns', () => {
  it('says how long an open request has waited, and when it is overdue', () => {
    expect(waitingOf({ received_at: ago(25), status: 'new_request' }, now)).toEqual({
      unit: 'minutes',
      count: 25,
      overdue: false,
    });
    expect(waitingOf({ received_at: ago(3 * 60 + 5), status: 'triaged' }, now)).toEqual({
      unit: 'hours',
      count: 3,
      overdue: false,
    });
    expect(waitingOf({ received_at: ago(49 * 60), status: 'new_response' }, now)).toEqual({
      unit: 'days',
      count: 2,
      overdue: true,
    });
    expect(waitingOf({ received_at: ago(49 * 60), status: 'completed' }, now)).toBeNull();
  });

  it("is overdue from the practice's response target on, whatever it is", () => {
    const waited = { received_at: ago(3 * 60 + 5), status: 'triaged' } as const;
    expect(waitingOf(waited, now, 4)?.overdue).toBe(false);
    expect(waitingOf(waited, now, 3)?.overdue).toBe(true);
    expect(waitingOf({ received_at: ago(100 * 60), status: 'triaged' }, now, 336)?.overdue).toBe(false);
  });

  it('works out the age on the UK day, and none for a missing or impossible date', () => {
    expect(patientAge('1948-11-26', now)).toBe(78);
    expect(patientAge('1948-11-27', now)).toBe(77);
    expect(patientAge(null, now)).toBeNull();
    expect(patientAge('1948-02-30', now)).toBeNull();
  });

  it('sorts a column most urgent or longest waiting first, then flips', () => {
    expect(nextOrder('priority', 'date_desc')).toBe('priority_desc');
    expect(nextOrder('priority', 'priority_desc')).toBe('priority_asc');
    expect(nextOrder('waiting', 'date_desc')).toBe('date_asc');
    expect(columnSort('waiting', 'date_asc')).toBe('descending');
    expect(columnSort('received', 'date_desc')).toBe('descending');
    expect(nextOrder('subject', 'date_desc')).toBeNull();
  });
});
