import { ukDay } from './week';

/** The fields of a free slot the booking grid needs. */
export type GridSlot = {
  id: string;
  startTime: string;
  duration: number;
  type?: string | null;
  consultingStaff?: string | null;
  isTelephoneAppointment: boolean;
  isVideoAppointment: boolean;
};

export type GridDay<S extends GridSlot> = {
  /** UK calendar day, YYYY-MM-DD */
  day: string;
  /** the day's clinicians, in name order: the grid's columns */
  clinicians: string[];
  /** the day's start times, earliest first: the grid's rows, each with its slots by clinician */
  times: { startTime: string; byClinician: Map<string, S[]> }[];
};

/**
 * Lays free slots out as one grid per UK day: rows are start times, columns clinicians, so a slot keeps its place
 * when others are booked around it (rather than a flowing list that moves under the pointer).
 */
export function slotGrid<S extends GridSlot>(slots: readonly S[]): GridDay<S>[] {
  const days = new Map<string, { clinicians: Set<string>; times: Map<string, Map<string, S[]>> }>();
  const sorted = [...slots].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  for (const slot of sorted) {
    const key = ukDay(new Date(slot.startTime));
    const day = days.get(key) ?? { clinicians: new Set<string>(), times: new Map() };
    days.set(key, day);
    const clinician = slot.consultingStaff ?? '';
    day.clinicians.add(clinician);
    const row = day.times.get(slot.startTime) ?? new Map<string, S[]>();
    day.times.set(slot.startTime, row);
    row.set(clinician, [...(row.get(clinician) ?? []), slot]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, { clinicians, times }]) => ({
      day,
      clinicians: [...clinicians].sort((a, b) => a.localeCompare(b)),
      times: [...times.entries()].map(([startTime, byClinician]) => ({ startTime, byClinician })),
    }));
}
