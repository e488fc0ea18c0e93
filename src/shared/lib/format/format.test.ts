import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatLongDate,
  formatDateTime,
  formatDayHeading,
  formatFileSize,
  formatNhsNumber,
  formatTime,
  initialsOf,
} from './format';

describe('one display format per kind of value', () => {
  it('shows instants in UK time, summer and winter', () => {
    expect(formatDateTime('2026-03-02T02:03:00Z')).toBe('2 Mar 2026, 02:03');
    expect(formatDateTime('2026-07-04T23:30:00Z')).toBe('5 Jul 2026, 00:30');
    expect(formatTime('2026-07-04T08:15:00Z')).toBe('09:15');
    expect(formatDayHeading('2030-03-04T09:00:00Z')).toBe('Monday 4 March');
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('shows calendar dates without shifting them by a time zone', () => {
    expect(formatDate('1948-04-12')).toBe('12 Apr 1948');
    expect(formatDate('1948-04-12T00:00:00Z')).toBe('12 Apr 1948');
    expect(formatLongDate('2030-03-04')).toBe('4 March 2030');
  });

  it('groups NHS numbers and sizes the way people read them', () => {
    expect(formatNhsNumber('9991000003')).toBe('999 100 0003');
    expect(formatFileSize(48_000)).toBe('47 KB');
    expect(formatFileSize(1_258_291)).toBe('1.2 MB');
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last names, without a title', () => {
    expect(initialsOf('Priya Shah')).toBe('PS');
    expect(initialsOf("Dr Anne-Marie O'Neill")).toBe('AO');
    expect(initialsOf('  grace   adeyemi ')).toBe('GA');
    expect(initialsOf('Reception')).toBe('R');
    expect(initialsOf('')).toBe('');
  });
});
