import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { gql, type Json } from '../../test/helpers.js';
import { addUser } from '../../test/fixtures.js';
import { ukWallTime, slotsBetween } from '../clinical-system/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const RECEPTION = 3;
const MANAGER = 4;
const DAY = 86_400_000;

const STAFF = `query GetStaff($wcmsId: ID!) { getStaff(wcmsId: $wcmsId) { id appointmentStaffId mnemonic title forename surname sex active consult } }`;
const OWNERS = `query GetAppointmentOwners($wcmsId: ID!) { getAppointmentOwners(wcmsId: $wcmsId) { id name } }`;
const SLOT_TYPES = `query GetAppointmentSlotTypes($wcmsId: ID!) { getAppointmentSlotTypes(wcmsId: $wcmsId) { id name } }`;
const FIELDS = `id startTime duration type session sessionHolders status arrivalTime consultingStaffId consultingStaff
  isTelephoneAppointment isVideoAppointment preventSelfCheckIn patient { id nhsNumber surname }`;
const AVAILABLE = `query GetAvailableAppointments($wcmsId: ID!, $startTime: DateTime!, $endTime: DateTime!, $staffIds: [ID!], $slotTypeIds: [ID!], $includePast: Boolean) {
  getAvailableAppointments(wcmsId: $wcmsId, startTime: $startTime, endTime: $endTime, staffIds: $staffIds, slotTypeIds: $slotTypeIds, includePast: $includePast) { ${FIELDS} }
}`;
const BOOK = `mutation BookAppointment($wcmsId: ID!, $appointmentId: ID!, $nhsNumber: String!, $duration: Int, $type: String) {
  bookAppointment(wcmsId: $wcmsId, appointmentId: $appointmentId, nhsNumber: $nhsNumber, duration: $duration, type: $type) { ${FIELDS} }
}`;
const PATIENT_APPOINTMENTS = `query GetPatientAppointments($wcmsId: ID!, $nhsNumber: String!) {
  getPatientAppointments(wcmsId: $wcmsId, nhsNumber: $nhsNumber) { ${FIELDS} }
}`;
const STAFF_APPOINTMENTS = `query GetStaffAppointments($wcmsId: ID!, $startTime: DateTime!, $endTime: DateTime!, $staffId: ID!) {
  getStaffAppointments(wcmsId: $wcmsId, startTime: $startTime, endTime: $endTime, staffId: $staffId) { ${FIELDS} }
}`;

async function token(userId: number) {
  return (await t.signIn(userId)).bearerToken;
}
const iso = (ms: number) => new Date(ms).toISOString();

describe('staff, owners and slot types', () => {
  it('lists the organisation’s clinical staff with the §3 fields', async () => {
    const body = await gql(t, STAFF, { wcmsId: '1001' }, { token: await token(RECEPTION) });
    const staff = body.data!.getStaff as Json[];
    expect(staff).toContainEqual({
      id: 'EMIS-STF-1',
      appointmentStaffId: 'EMIS-AS-1',
      mnemonic: 'PS1',
      title: 'Dr',
      forename: 'Priya',
      surname: 'Shah',
      sex: 'Female',
      active: true,
      consult: true,
    });
    expect(staff.find((s) => s.surname === 'Clarke')).toMatchObject({ active: false });
    expect(staff.every((s) => String(s.id).startsWith('EMIS-'))).toBe(true);
  });

  it('lists owners and slot types per organisation', async () => {
    const tok = await token(MANAGER);
    const owners = await gql(t, OWNERS, { wcmsId: '1002' }, { token: tok });
    expect(owners.data!.getAppointmentOwners.map((o: Json) => o.name)).toEqual([
      'Dr Aled Jones',
      'Dr Fiona MacLeod',
      'Ms Joanne Fisher',
    ]);
    const types = await gql(t, SLOT_TYPES, { wcmsId: '1001' }, { token: tok });
    expect(types.data!.getAppointmentSlotTypes.map((s: Json) => s.name)).toContain('GP telephone consultation');
  });

  it('refuses another organisation’s member', async () => {
    const outsider = await addUser(t.database.db, { memberships: [{ wcmsId: 1002, role: 'full' }] });
    const body = await gql(t, STAFF, { wcmsId: '1001' }, { token: await token(outsider.id) });
    expect(body.errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });
});

describe('available appointments and booking', () => {
  // a window well ahead: slots there are made on first use, all free
  const from = Date.now() + 40 * DAY;
  const to = from + 7 * DAY;

  it('lists free slots in the window, filtered by staff and slot type, earliest first', async () => {
    const body = await gql(
      t,
      AVAILABLE,
      { wcmsId: '1001', startTime: iso(from), endTime: iso(to), staffIds: ['EMIS-STF-1'], slotTypeIds: ['EMIS-ST-1'] },
      { token: await token(RECEPTION) },
    );
    expect(body.errors).toBeUndefined();
    const slots = body.data!.getAvailableAppointments as Json[];
    // Dr Shah's morning surgery: 12 slots of 15 minutes on each of the 5 weekdays
    expect(slots).toHaveLength(60);
    expect(slots[0]).toMatchObject({
      duration: 15,
      type: 'GP appointment',
      session: 'Morning surgery',
      sessionHolders: ['Dr Priya Shah'],
      status: 'Available',
      consultingStaffId: 'EMIS-STF-1',
      consultingStaff: 'Dr Priya Shah',
      isTelephoneAppointment: false,
      isVideoAppointment: false,
      patient: null,
    });
    const times = slots.map((s) => Date.parse(s.startTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.every((x) => x >= from && x < to)).toBe(true);
  });

  it('marks telephone slots', async () => {
    const body = await gql(
      t,
      AVAILABLE,
      { wcmsId: '1001', startTime: iso(from), endTime: iso(to), slotTypeIds: ['EMIS-ST-2'] },
      { token: await token(RECEPTION) },
    );
    const slots = body.data!.getAvailableAppointments as Json[];
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((s) => s.isTelephoneAppointment && !s.isVideoAppointment)).toBe(true);
  });

  it('books a free slot, which then leaves the free list and joins the clinician’s appointments', async () => {
    const tok = await token(RECEPTION);
    const vars = { wcmsId: '1001', startTime: iso(from), endTime: iso(to), staffIds: ['EMIS-STF-2'] };
    const before = (await gql(t, AVAILABLE, vars, { token: tok })).data!.getAvailableAppointments as Json[];
    const slot = before[3]!;
    const booked = await gql(
      t,
      BOOK,
      { wcmsId: '1001', appointmentId: slot.id, nhsNumber: '999 100 0399' },
      { token: tok },
    );
    expect(booked.errors).toBeUndefined();
    expect(booked.data!.bookAppointment).toMatchObject({
      id: slot.id,
      status: 'Booked',
      startTime: slot.startTime,
      patient: { id: 'EMIS-5003', nhsNumber: '9991000399', surname: 'Patel' },
    });
    const after = (await gql(t, AVAILABLE, vars, { token: tok })).data!.getAvailableAppointments as Json[];
    expect(after.map((s) => s.id)).not.toContain(slot.id);
    expect(after).toHaveLength(before.length - 1);
    const mine = await gql(
      t,
      STAFF_APPOINTMENTS,
      { wcmsId: '1001', startTime: iso(from), endTime: iso(to), staffId: 'EMIS-STF-2' },
      { token: tok },
    );
    expect(mine.data!.getStaffAppointments.map((a: Json) => [a.id, a.patient.surname])).toEqual([[slot.id, 'Patel']]);
  });

  it('refuses a taken slot, and of two bookings racing for one slot exactly one wins', async () => {
    const tok = await token(RECEPTION);
    const slots = (
      await gql(
        t,
        AVAILABLE,
        { wcmsId: '1001', startTime: iso(from), endTime: iso(to), staffIds: ['EMIS-STF-3'] },
        { token: tok },
      )
    ).data!.getAvailableAppointments as Json[];
    const id = slots[0]!.id;
    const results = await Promise.all([
      gql(t, BOOK, { wcmsId: '1001', appointmentId: id, nhsNumber: '9991000526' }, { token: tok }),
      gql(t, BOOK, { wcmsId: '1001', appointmentId: id, nhsNumber: '9991000658' }, { token: tok }),
    ]);
    const failures = results.filter((r) => r.errors);
    expect(failures).toHaveLength(1);
    expect(failures[0]!.errors![0]).toMatchObject({
      message: 'This appointment slot has already been booked. Choose another slot.',
      extensions: { code: 'SLOT_TAKEN' },
    });
    const again = await gql(t, BOOK, { wcmsId: '1001', appointmentId: id, nhsNumber: '9991000798' }, { token: tok });
    expect(again.errors![0]!.extensions!.code).toBe('SLOT_TAKEN');
  });

  it('books one patient once when two slots at the same time are booked at once (a double click)', async () => {
    const tok = await token(RECEPTION);
    const vars = { wcmsId: '1001', startTime: iso(from), endTime: iso(to) };
    const free = (await gql(t, AVAILABLE, vars, { token: tok })).data!.getAvailableAppointments as Json[];
    // two clinicians' slots starting at the same instant, both free
    const byStart = new Map<string, Json[]>();
    for (const s of free) byStart.set(s.startTime, [...(byStart.get(s.startTime) ?? []), s]);
    const [a, b] = [...byStart.values()].find((same) => same.length >= 2)!;
    expect(a!.consultingStaffId).not.toBe(b!.consultingStaffId);
    const results = await Promise.all([
      gql(t, BOOK, { wcmsId: '1001', appointmentId: a!.id, nhsNumber: '9991000917' }, { token: tok }),
      gql(t, BOOK, { wcmsId: '1001', appointmentId: b!.id, nhsNumber: '9991000917' }, { token: tok }),
    ]);
    const failures = results.filter((r) => r.errors);
    expect(failures).toHaveLength(1);
    expect(failures[0]!.errors![0]).toMatchObject({
      message: 'This patient already has an appointment at that time. Choose another slot.',
      extensions: { code: 'PATIENT_ALREADY_BOOKED' },
    });
    // the refused slot stays free for someone else
    const loser = results[0]!.errors ? a! : b!;
    const after = (await gql(t, AVAILABLE, vars, { token: tok })).data!.getAvailableAppointments as Json[];
    expect(after.map((s) => s.id)).toContain(loser.id);
    // a slot overlapping part of the booked one is refused too; the next slot after it is not
    const winner = results[0]!.errors ? b! : a!;
    const end = Date.parse(winner.startTime) + winner.duration * 60_000;
    const later = after.find((s) => Date.parse(s.startTime) >= end)!;
    const ok = await gql(t, BOOK, { wcmsId: '1001', appointmentId: later.id, nhsNumber: '9991000917' }, { token: tok });
    expect(ok.errors).toBeUndefined();
    const mine = await gql(t, PATIENT_APPOINTMENTS, { wcmsId: '1001', nhsNumber: '999 100 0917' }, { token: tok });
    expect(mine.errors).toBeUndefined();
    const ids = (mine.data!.getPatientAppointments as Json[]).map((x) => x.id);
    expect(ids).toEqual(expect.arrayContaining([winner.id, later.id]));
    expect(ids).not.toContain(loser.id);
  });

  it('lists only the patient’s own organisation’s future appointments, and checks the NHS number', async () => {
    const tok = await token(RECEPTION);
    const hillview = await gql(t, PATIENT_APPOINTMENTS, { wcmsId: '1001', nhsNumber: '9991002618' }, { token: tok });
    expect(hillview.data!.getPatientAppointments).toEqual([]);
    const bad = await gql(t, PATIENT_APPOINTMENTS, { wcmsId: '1001', nhsNumber: '1234567890' }, { token: tok });
    expect(bad.errors![0]!.message).toBe('This is not a valid NHS number. Check each digit and try again.');
    const other = await gql(t, PATIENT_APPOINTMENTS, { wcmsId: '1002', nhsNumber: '9991000917' }, { token: tok });
    expect(other.errors).toBeDefined();
  });

  it('refuses a patient the clinical system does not hold', async () => {
    const tok = await token(RECEPTION);
    const slots = (
      await gql(
        t,
        AVAILABLE,
        { wcmsId: '1001', startTime: iso(from), endTime: iso(to), staffIds: ['EMIS-STF-4'] },
        { token: tok },
      )
    ).data!.getAvailableAppointments as Json[];
    // a valid NHS number of a Hillview patient
    const body = await gql(
      t,
      BOOK,
      { wcmsId: '1001', appointmentId: slots[0]!.id, nhsNumber: '9991002618' },
      { token: tok },
    );
    expect(body.errors![0]).toMatchObject({
      message: 'Patient not found in clinical system',
      extensions: { code: 'PATIENT_NOT_FOUND' },
    });
    const invalid = await gql(
      t,
      BOOK,
      { wcmsId: '1001', appointmentId: slots[0]!.id, nhsNumber: '1234567890' },
      { token: tok },
    );
    expect(invalid.errors![0]!.message).toBe('This is not a valid NHS number. Check each digit and try again.');
  });

  it('refuses another organisation’s slot and a past slot', async () => {
    const tok = await token(MANAGER);
    const hillview = (
      await gql(t, AVAILABLE, { wcmsId: '1002', startTime: iso(from), endTime: iso(to) }, { token: tok })
    ).data!.getAvailableAppointments as Json[];
    const cross = await gql(
      t,
      BOOK,
      { wcmsId: '1001', appointmentId: hillview[0]!.id, nhsNumber: '9991000003' },
      { token: tok },
    );
    expect(cross.errors![0]!.message).toBe('Appointment not found');
    const past = (
      await gql(
        t,
        AVAILABLE,
        { wcmsId: '1001', startTime: iso(Date.now() - 6 * DAY), endTime: iso(Date.now() - DAY), includePast: true },
        { token: tok },
      )
    ).data!.getAvailableAppointments as Json[];
    expect(past.length).toBeGreaterThan(0);
    const body = await gql(
      t,
      BOOK,
      { wcmsId: '1001', appointmentId: past[0]!.id, nhsNumber: '9991000003' },
      { token: tok },
    );
    expect(body.errors![0]!.extensions!.code).toBe('SLOT_IN_PAST');
  });

  it('leaves started slots out unless includePast, and checks the window', async () => {
    const tok = await token(RECEPTION);
    const window = { wcmsId: '1001', startTime: iso(Date.now() - 6 * DAY), endTime: iso(Date.now() - DAY) };
    const without = await gql(t, AVAILABLE, window, { token: tok });
    expect(without.data!.getAvailableAppointments).toEqual([]);
    const backwards = await gql(
      t,
      AVAILABLE,
      { wcmsId: '1001', startTime: iso(to), endTime: iso(from) },
      { token: tok },
    );
    expect(backwards.errors![0]!.message).toBe('The end of the time window must be after its start');
    const long = await gql(
      t,
      AVAILABLE,
      { wcmsId: '1001', startTime: iso(from), endTime: iso(from + 40 * DAY) },
      { token: tok },
    );
    expect(long.errors![0]!.message).toBe('Choose a time window of 31 days or less');
  });

  it('has seeded booked appointments around today', async () => {
    const body = await gql(
      t,
      STAFF_APPOINTMENTS,
      {
        wcmsId: '1001',
        startTime: iso(Date.now() - 7 * DAY),
        endTime: iso(Date.now() + 14 * DAY),
        staffId: 'EMIS-STF-1',
      },
      { token: await token(MANAGER) },
    );
    const list = body.data!.getStaffAppointments as Json[];
    expect(list.length).toBeGreaterThan(10);
    expect(list.every((a) => a.patient && a.status !== 'Available')).toBe(true);
  });
});

describe('the weekly schedule', () => {
  it('makes slots at UK wall-clock times across the clocks changing', () => {
    // 09:00 in London is 09:00 UTC in winter and 08:00 UTC in summer
    expect(ukWallTime(2026, 1, 12, 9, 0).toISOString()).toBe('2026-01-12T09:00:00.000Z');
    expect(ukWallTime(2026, 7, 13, 9, 0).toISOString()).toBe('2026-07-13T08:00:00.000Z');
    const session = {
      id: 1,
      wcmsId: 1001,
      name: 'Morning surgery',
      ownerId: 'o',
      staffId: 's',
      slotTypeId: 't',
      weekday: 1,
      start: '09:00',
      end: '10:00',
      slotMinutes: 20,
    };
    // Monday 30 March 2026 is the first Monday of BST
    const slots = slotsBetween([session], new Date('2026-03-28T00:00:00Z'), new Date('2026-04-01T00:00:00Z'));
    expect(slots.map((s) => s.startTime.toISOString())).toEqual([
      '2026-03-30T08:00:00.000Z',
      '2026-03-30T08:20:00.000Z',
      '2026-03-30T08:40:00.000Z',
    ]);
  });
});
