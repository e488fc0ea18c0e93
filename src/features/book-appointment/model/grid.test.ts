import { describe, expect, it } from 'vitest';
import { slotGrid } from './grid';

const slot = (id: string, startTime: string, consultingStaff: string) => ({
  id,
  startTime,
  duration: 15,
  type: 'GP appointment',
  consultingStaff,
  isTelephoneAppointment: false,
  isVideoAppointment: false,
});

describe('slotGrid', () => {
  it('makes one grid per UK day with times as rows and clinicians as columns', () => {
    const grid = slotGrid([
      slot('3', '2030-03-04T09:15:00Z', 'Dr Priya Shah'),
      slot('1', '2030-03-04T09:00:00Z', 'Dr Priya Shah'),
      slot('2', '2030-03-04T09:00:00Z', 'Dr James Whitmore'),
      // 23:30 UTC in July is 00:30 the next day in the UK (summer time)
      slot('4', '2030-07-04T23:30:00Z', 'Dr Priya Shah'),
    ]);
    expect(grid.map((d) => d.day)).toEqual(['2030-03-04', '2030-07-05']);
    expect(grid[0]!.clinicians).toEqual(['Dr James Whitmore', 'Dr Priya Shah']);
    expect(grid[0]!.times.map((r) => r.startTime)).toEqual(['2030-03-04T09:00:00Z', '2030-03-04T09:15:00Z']);
    expect(grid[0]!.times[0]!.byClinician.get('Dr James Whitmore')!.map((s) => s.id)).toEqual(['2']);
    expect(grid[0]!.times[1]!.byClinician.get('Dr James Whitmore')).toBeUndefined();
  });

  it('gives no days for no slots', () => {
    expect(slotGrid([])).toEqual([]);
  });
});
