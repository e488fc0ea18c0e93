import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import { gql, latestMessageTo, type Json } from '../../test/helpers.js';
import { addUser } from '../../test/fixtures.js';
import { ukToday } from '@contracts/rules/uk-time.js';
import { twoYearsAfterDay } from '@contracts/rules/booking-links.js';
import { clinicalAppointments } from '../clinical-system/index.js';
import { bookingLinks } from './index.js';

const DAY = 86_400_000;
// a Monday well ahead of the seed's bookings, 08:00 UK: Dr Shah's morning surgery (EMIS-ST-1, 09:00-12:00) is free
const clock = createTestClock(new Date(Date.UTC(2031, 0, 6, 8, 0)));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const RECEPTION = 3;
const SEND = `mutation SendBookingLink($wcmsId: ID!, $input: SendBookingLinkInput!) {
  sendBookingLink(wcmsId: $wcmsId, input: $input) { id patientName nhsNumber mobile appointmentType clinician location practice expiresOn status appointment { id startTime } }
}`;
const LIST = `query BookingLinks($wcmsId: ID!) { bookingLinks(wcmsId: $wcmsId) { id status appointment { id startTime duration } } }`;

const today = () => ukToday(clock.now());
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const input = (over: Partial<Record<string, string>> = {}) => ({
  nhsNumber: '9991000135', // Mr Oliver Bennett, Riverside
  mobile: '07700 900107',
  slotTypeId: 'EMIS-ST-1',
  staffId: 'EMIS-STF-1',
  location: 'Main surgery, Riverside',
  practice: 'Riverside Medical Centre',
  expiresOn: addDays(today(), 14),
  ...over,
});

async function send(over: Partial<Record<string, string>> = {}, userId = RECEPTION, wcmsId = '1001') {
  const token = (await t.signIn(userId)).bearerToken;
  return gql(t, SEND, { wcmsId, input: input(over) }, { token });
}
async function tokenOf(id: string) {
  const [row] = await t.database.db
    .select()
    .from(bookingLinks)
    .where(eq(bookingLinks.id, Number(id)));
  return row!.token;
}
const page = (token: string) => t.app.inject({ method: 'GET', url: `/api/booking-link/${token}` });
const book = (token: string, appointmentId: string) =>
  t.app.inject({ method: 'POST', url: `/api/booking-link/${token}`, payload: { appointment_id: appointmentId } });

describe('sending a self-book link', () => {
  it('sends the patient an SMS with the link and lists it as waiting', async () => {
    const body = await send();
    expect(body.errors).toBeUndefined();
    const link = body.data!.sendBookingLink as Json;
    expect(link).toMatchObject({
      patientName: 'Oliver Bennett',
      nhsNumber: '9991000135',
      mobile: '07700900107',
      appointmentType: 'GP appointment',
      clinician: 'Dr Priya Shah',
      status: 'open',
      appointment: null,
    });
    const sms = await latestMessageTo(t, '07700900107');
    const token = await tokenOf(link.id);
    expect(sms!.body).toContain(`/consult/book/${token}`);
    expect(sms!.body).toContain(
      'Riverside Medical Centre: please book your appointment (GP appointment with Dr Priya Shah, Main surgery',
    );
    expect(sms!.body).not.toContain('9991000135');
    const list = await gql(t, LIST, { wcmsId: '1001' }, { token: (await t.signIn(RECEPTION)).bearerToken });
    expect(list.data!.bookingLinks[0]).toMatchObject({ id: link.id, status: 'open' });
  });

  it('requires type, clinician, location, practice and expiry date, each with its message (spec §5)', async () => {
    const body = await send({ slotTypeId: '', staffId: '', location: ' ', practice: '', expiresOn: '' });
    expect(body.errors![0]!.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        slotTypeId: 'Select an appointment type',
        staffId: 'Select a clinician',
        location: 'Enter a location',
        practice: 'Enter a practice',
        expiresOn: 'Enter an expiry date',
      },
    });
  });

  it('allows an expiry up to two years ahead and refuses one day more, a past day and a date that is not real', async () => {
    const limit = twoYearsAfterDay(today());
    expect((await send({ expiresOn: limit })).errors).toBeUndefined();
    const cases: [string, string][] = [
      [addDays(limit, 1), 'The expiry date must be no more than two years ahead'],
      [addDays(today(), -1), 'The expiry date must be today or later'],
      ['2031-02-30', 'Enter a real expiry date'],
    ];
    for (const [expiresOn, message] of cases) {
      const body = await send({ expiresOn });
      expect(body.errors![0]!.extensions!.fields).toEqual({ expiresOn: message });
    }
  });

  it('refuses an invalid NHS number or mobile, an unknown patient, and another practice’s type or clinician', async () => {
    const bad = await send({ nhsNumber: '1234567890', mobile: '01632 960123', location: 'x'.repeat(101) });
    expect(bad.errors![0]!.extensions!.fields).toEqual({
      nhsNumber: 'Enter a valid NHS number',
      mobile: 'Enter a valid mobile number',
      location: 'Location must be 100 characters or fewer',
    });
    const unknown = await send({ nhsNumber: '9991002618' }); // registered at Hillview, not Riverside
    expect(unknown.errors![0]!.extensions!.fields).toEqual({ nhsNumber: 'Patient not found in clinical system' });
    const other = await send({ slotTypeId: 'S1-ST-1', staffId: 'S1-STF-1' });
    expect(other.errors![0]!.extensions!.fields).toEqual({
      slotTypeId: 'Select an appointment type of this practice',
      staffId: 'Select a clinician of this practice',
    });
  });

  it('refuses another organisation’s member, the super role and no sign-in', async () => {
    const outsider = await addUser(t.database.db, { memberships: [{ wcmsId: 1002, role: 'full' }] });
    expect((await send({}, outsider.id)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const superRole = await addUser(t.database.db, { memberships: [{ wcmsId: 1001, role: 'super' }] });
    expect((await send({}, superRole.id)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const list = await gql(t, LIST, { wcmsId: '1001' }, { token: (await t.signIn(outsider.id)).bearerToken });
    expect(list.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const anonymous = await gql(t, LIST, { wcmsId: '1001' });
    expect(anonymous.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });
});

describe('the patient books with the link', () => {
  it('shows only free slots of the link’s type and clinician, books one once, and staff see the booking', async () => {
    const link = (await send()).data!.sendBookingLink as Json;
    const token = await tokenOf(link.id);
    const open = (await page(token)).json();
    expect(open).toMatchObject({
      organisation_name: 'Riverside Medical Centre',
      practice: 'Riverside Medical Centre',
      location: 'Main surgery, Riverside',
      appointment_type: 'GP appointment',
      clinician: 'Dr Priya Shah',
      status: 'open',
      booked: null,
    });
    expect(open.slots.length).toBeGreaterThan(0);
    const ids = open.slots.map((s: Json) => Number(s.id));
    const rows = await t.database.db.select().from(clinicalAppointments);
    for (const id of ids.slice(0, 20)) {
      const row = rows.find((r) => r.id === id)!;
      expect(row).toMatchObject({ slotTypeId: 'EMIS-ST-1', consultingStaffId: 'EMIS-STF-1', patientId: null });
    }
    const slot = open.slots[1];

    const booked = await book(token, slot.id);
    expect(booked.statusCode).toBe(200);
    expect(booked.json()).toMatchObject({ status: 'booked', slots: [], booked: { id: slot.id } });
    // in the clinical system's appointment book, for the link's patient
    const [row] = await t.database.db
      .select()
      .from(clinicalAppointments)
      .where(eq(clinicalAppointments.id, Number(slot.id)));
    expect(row).toMatchObject({ status: 'Booked', patientId: 'EMIS-5001', bookedBy: RECEPTION });
    // staff see it on the link
    const list = await gql(t, LIST, { wcmsId: '1001' }, { token: (await t.signIn(RECEPTION)).bearerToken });
    expect(list.data!.bookingLinks.find((l: Json) => l.id === link.id)).toMatchObject({
      status: 'booked',
      appointment: { id: slot.id, startTime: slot.start_time },
    });

    // a used link books nothing more, and says so
    const again = await book(token, open.slots[2].id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This booking link has already been used.');
    expect((await page(token)).json()).toMatchObject({ status: 'booked', slots: [] });
  });

  it('refuses a slot someone else took meanwhile, and a slot the link does not offer', async () => {
    const first = (await send()).data!.sendBookingLink as Json;
    const second = (await send({ nhsNumber: '9991000267', mobile: '07700 900114' })).data!.sendBookingLink as Json;
    const a = await tokenOf(first.id);
    const b = await tokenOf(second.id);
    const slot = (await page(a)).json().slots[5];
    expect((await book(a, slot.id)).statusCode).toBe(200);
    const taken = await book(b, slot.id);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'SLOT_TAKEN' });
    // the refused booking left the second link open
    expect((await page(b)).json().status).toBe('open');
    // a nurse's slot (another type and clinician) is not offered by the link
    const [nurseSlot] = await t.database.db
      .select()
      .from(clinicalAppointments)
      .where(eq(clinicalAppointments.consultingStaffId, 'EMIS-STF-3'))
      .limit(1);
    const refused = await book(b, String(nurseSlot!.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SLOT_NOT_OFFERED' });
  });

  it('two bookings racing for one slot with two links: exactly one wins', async () => {
    const one = await tokenOf(((await send()).data!.sendBookingLink as Json).id);
    const two = await tokenOf(
      ((await send({ nhsNumber: '9991000399', mobile: '07700 900121' })).data!.sendBookingLink as Json).id,
    );
    const slot = (await page(one)).json().slots[8];
    const results = await Promise.all([book(one, slot.id), book(two, slot.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('one link used twice at once books one slot only', async () => {
    const token = await tokenOf(
      ((await send({ nhsNumber: '9991000526', mobile: '07700 900128' })).data!.sendBookingLink as Json).id,
    );
    const slots = (await page(token)).json().slots;
    const results = await Promise.all([book(token, slots[10].id), book(token, slots[11].id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const mine = await t.database.db
      .select()
      .from(clinicalAppointments)
      .where(eq(clinicalAppointments.patientId, 'EMIS-5004'));
    expect(mine.filter((r) => r.startTime > clock.now())).toHaveLength(1);
  });

  it('an expired link says so and books nothing; an unknown token is not found', async () => {
    const link = (await send({ nhsNumber: '9991000658', mobile: '07700 900135', expiresOn: today() })).data!
      .sendBookingLink as Json;
    const token = await tokenOf(link.id);
    const slot = (await page(token)).json().slots[0];
    clock.advance(DAY);
    try {
      expect((await page(token)).json()).toMatchObject({ status: 'expired', slots: [] });
      const refused = await book(token, slot.id);
      expect(refused.statusCode).toBe(410);
      expect(refused.json().message).toBe('This booking link has expired.');
      const list = await gql(t, LIST, { wcmsId: '1001' }, { token: (await t.signIn(RECEPTION)).bearerToken });
      expect(list.data!.bookingLinks.find((l: Json) => l.id === link.id).status).toBe('expired');
    } finally {
      clock.advance(-DAY);
    }
    const unknown = await page('A'.repeat(32));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This booking link is not valid.');
    expect((await book('A'.repeat(32), '1')).statusCode).toBe(404);
    expect((await book(token, 'abc')).statusCode).toBe(400);
  });
});
