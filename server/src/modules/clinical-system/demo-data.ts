import type { Db } from '../../db/client.js';
import { PATIENTS, demoNhsNumber } from './demo-patients.js';
import {
  clinicalAppointmentOwners,
  clinicalAppointments,
  clinicalBookDays,
  clinicalPatients,
  clinicalSessions,
  clinicalSlotTypes,
  clinicalStaff,
  type AppointmentStatus,
  type SlotMode,
} from './tables.js';
import { slotsBetween, ukDaysBetween, type SessionRow } from './schedule.js';

// The test-variant clinical system's demo data: fixed ids, people and appointment books for Riverside (1001,
// EMIS Web ids "EMIS-…") and Hillview (1002, SystmOne ids "S1-…"). The people of the demo requests are registered
// here with the same NHS numbers, telephones and clinical ids, so linking and "their requests" line up.

type Org = 1001 | 1002;
const PREFIX: Record<Org, string> = { 1001: 'EMIS', 1002: 'S1' };

type PatientSeed = typeof clinicalPatients.$inferInsert;

function titleFor(sex: string, born: string): string {
  const year = Number(born.slice(0, 4));
  const child = year >= 2010;
  if (sex === 'Male') return child ? 'Master' : 'Mr';
  return child ? 'Miss' : year < 1970 ? 'Mrs' : 'Ms';
}

function email(forename: string, surname: string): string {
  return `${forename}.${surname}`.toLowerCase().replace(/[^a-z.]+/g, '') + '@example.com';
}

/** The mobile of demo patient n, as the demo requests give it. */
export const demoMobile = (n: number) => `07700 900${String(100 + n * 7).padStart(3, '0')}`;

/** The people of the demo requests: 0–19 registered at Riverside, 20–27 at Hillview. */
function requestPatients(): PatientSeed[] {
  return PATIENTS.map((p, n) => {
    const wcmsId: Org = n < 20 ? 1001 : 1002;
    const [forename, ...rest] = p.name.split(' ');
    const surname = rest.join(' ');
    return {
      id: `${PREFIX[wcmsId]}-${5000 + n}`,
      wcmsId,
      title: titleFor(p.sex, p.born),
      forename: forename!,
      surname,
      nhsNumber: demoNhsNumber(n),
      dateOfBirth: p.born,
      sex: p.sex,
      primaryEmail: email(forename!, surname),
      primaryPhone: demoMobile(n),
      mobilePhone: demoMobile(n),
      workPhone: null,
      address1: p.street,
      address2: p.town,
      address3: 'Westshire',
      postcode: p.postcode,
    };
  });
}

type Extra = {
  wcmsId: Org;
  title: string;
  forename: string;
  surname: string;
  born: string;
  sex: 'Male' | 'Female';
  address1: string;
  town: string;
  postcode: string;
  mobile: string | null;
  home?: string;
  work?: string;
  email?: boolean;
};

/** More registered patients, with no requests: a family sharing a surname, a toddler, someone with no mobile. */
const EXTRAS: Extra[] = [
  {
    wcmsId: 1001,
    title: 'Mr',
    forename: 'John',
    surname: 'Smith',
    born: '1958-03-14',
    sex: 'Male',
    address1: '12 Elm Grove',
    town: 'Riverside',
    postcode: 'RV1 3PQ',
    mobile: '07700 900301',
    home: '01632 960101',
    email: true,
  },
  {
    wcmsId: 1001,
    title: 'Mrs',
    forename: 'Sarah',
    surname: 'Smith',
    born: '1961-07-22',
    sex: 'Female',
    address1: '12 Elm Grove',
    town: 'Riverside',
    postcode: 'RV1 3PQ',
    mobile: '07700 900302',
    home: '01632 960101',
    work: '01632 960455',
    email: true,
  },
  {
    wcmsId: 1001,
    title: 'Master',
    forename: 'Leo',
    surname: 'Smith',
    born: '2024-05-02',
    sex: 'Male',
    address1: '12 Elm Grove',
    town: 'Riverside',
    postcode: 'RV1 3PQ',
    mobile: null,
    home: '01632 960101',
  },
  {
    wcmsId: 1001,
    title: 'Ms',
    forename: 'Hannah',
    surname: 'Jones',
    born: '1979-02-11',
    sex: 'Female',
    address1: '5 Quay Street',
    town: 'Riverside',
    postcode: 'RV2 9TT',
    mobile: '07700 900304',
    email: true,
  },
  {
    wcmsId: 1001,
    title: 'Mr',
    forename: 'Adrian',
    surname: 'Kowalski',
    born: '1986-10-30',
    sex: 'Male',
    address1: '88 Canal Walk',
    town: 'Riverside',
    postcode: 'RV3 6WX',
    mobile: null,
    home: '01632 960123',
  },
  {
    wcmsId: 1001,
    title: 'Miss',
    forename: 'Olivia',
    surname: 'Brown',
    born: '2004-08-17',
    sex: 'Female',
    address1: '31 Meadow Rise',
    town: 'Riverside',
    postcode: 'RV4 2YZ',
    mobile: '07700 900306',
    email: true,
  },
  {
    wcmsId: 1002,
    title: 'Mr',
    forename: 'John',
    surname: 'Smith',
    born: '1970-01-05',
    sex: 'Male',
    address1: '2 Hilltop Cottages',
    town: 'Hillview',
    postcode: 'HV1 4AA',
    mobile: '07700 900401',
    email: true,
  },
  {
    wcmsId: 1002,
    title: 'Mrs',
    forename: 'Bethan',
    surname: 'Williams',
    born: '1955-04-27',
    sex: 'Female',
    address1: '17 Chapel Row',
    town: 'Hillview',
    postcode: 'HV2 3BB',
    mobile: '07700 900402',
    home: '01632 960222',
  },
  {
    wcmsId: 1002,
    title: 'Mr',
    forename: 'Rhys',
    surname: 'Evans',
    born: '1998-12-12',
    sex: 'Male',
    address1: '6 Valley View',
    town: 'Hillview',
    postcode: 'HV3 1CC',
    mobile: '07700 900403',
    email: true,
  },
  {
    wcmsId: 1002,
    title: 'Miss',
    forename: 'Mia',
    surname: 'Jenkins',
    born: '2020-09-09',
    sex: 'Female',
    address1: '40 Quarry Lane',
    town: 'Hillview',
    postcode: 'HV2 5DD',
    mobile: '07700 900404',
  },
];

function extraPatients(): PatientSeed[] {
  return EXTRAS.map((p, k) => ({
    id: `${PREFIX[p.wcmsId]}-${5100 + k}`,
    wcmsId: p.wcmsId,
    title: p.title,
    forename: p.forename,
    surname: p.surname,
    nhsNumber: demoNhsNumber(100 + k),
    dateOfBirth: p.born,
    sex: p.sex,
    primaryEmail: p.email ? email(p.forename, p.surname) : null,
    primaryPhone: p.mobile ?? p.home ?? null,
    mobilePhone: p.mobile,
    workPhone: p.work ?? null,
    address1: p.address1,
    address2: p.town,
    address3: 'Westshire',
    postcode: p.postcode,
  }));
}

export function demoPatients(): PatientSeed[] {
  // how appointment reminders reach them: every third patient has the NHS App (Eleanor Whitfield does), and all
  // but every fourth from the third have consented to SMS (Amara Okoye and Margaret Evans have not)
  return [...requestPatients(), ...extraPatients()].map((p, k) => ({
    ...p,
    nhsApp: k % 3 === 0,
    smsConsent: k % 4 !== 2,
  }));
}

type StaffSeed = typeof clinicalStaff.$inferInsert;
export const DEMO_STAFF: StaffSeed[] = [
  // Riverside (EMIS Web)
  staff(1001, 1, 'Dr', 'Priya', 'Shah', 'Female', 'GP', true, 2),
  staff(1001, 2, 'Dr', 'James', 'Whitmore', 'Male', 'GP', true),
  staff(1001, 3, 'Mrs', 'Hannah', 'Price', 'Female', 'Practice nurse', true),
  staff(1001, 4, 'Mr', 'Mark', 'Ellis', 'Male', 'Healthcare assistant', true),
  staff(1001, 5, 'Mr', 'Tom', 'Hughes', 'Male', 'Receptionist', false, 3),
  staff(1001, 6, 'Mrs', 'Grace', 'Adeyemi', 'Female', 'Practice manager', false, 4),
  { ...staff(1001, 7, 'Dr', 'Ruth', 'Clarke', 'Female', 'GP (retired)', true), active: false },
  // Hillview (SystmOne)
  staff(1002, 1, 'Dr', 'Aled', 'Jones', 'Male', 'GP', true),
  staff(1002, 2, 'Dr', 'Fiona', 'MacLeod', 'Female', 'GP', true),
  staff(1002, 3, 'Ms', 'Joanne', 'Fisher', 'Female', 'Practice nurse', true),
  staff(1002, 4, 'Mrs', 'Grace', 'Adeyemi', 'Female', 'Practice manager', false, 4),
];

function staff(
  wcmsId: Org,
  n: number,
  title: string,
  forename: string,
  surname: string,
  sex: string,
  jobTitle: string,
  consult: boolean,
  userId?: number,
): StaffSeed {
  return {
    id: `${PREFIX[wcmsId]}-STF-${n}`,
    wcmsId,
    appointmentStaffId: consult ? `${PREFIX[wcmsId]}-AS-${n}` : null,
    mnemonic: `${forename[0]}${surname[0]}${n}`.toUpperCase(),
    title,
    forename,
    surname,
    sex,
    active: true,
    consult,
    jobTitle,
    userId: userId ?? null,
  };
}

export const DEMO_SLOT_TYPES: { id: string; wcmsId: Org; name: string; mode: SlotMode }[] = [
  { id: 'EMIS-ST-1', wcmsId: 1001, name: 'GP appointment', mode: 'face_to_face' },
  { id: 'EMIS-ST-2', wcmsId: 1001, name: 'GP telephone consultation', mode: 'telephone' },
  { id: 'EMIS-ST-3', wcmsId: 1001, name: 'GP video consultation', mode: 'video' },
  { id: 'EMIS-ST-4', wcmsId: 1001, name: 'Practice nurse appointment', mode: 'face_to_face' },
  { id: 'EMIS-ST-5', wcmsId: 1001, name: 'Blood test', mode: 'face_to_face' },
  { id: 'S1-ST-1', wcmsId: 1002, name: 'Routine GP', mode: 'face_to_face' },
  { id: 'S1-ST-2', wcmsId: 1002, name: 'Telephone triage', mode: 'telephone' },
  { id: 'S1-ST-3', wcmsId: 1002, name: 'Nurse clinic', mode: 'face_to_face' },
  { id: 'S1-ST-4', wcmsId: 1002, name: 'Video consultation', mode: 'video' },
];

export const DEMO_OWNERS: { id: string; wcmsId: Org; name: string; staffId: string | null }[] = [
  { id: 'EMIS-OWN-1', wcmsId: 1001, name: 'Dr Priya Shah', staffId: 'EMIS-STF-1' },
  { id: 'EMIS-OWN-2', wcmsId: 1001, name: 'Dr James Whitmore', staffId: 'EMIS-STF-2' },
  { id: 'EMIS-OWN-3', wcmsId: 1001, name: 'Mrs Hannah Price', staffId: 'EMIS-STF-3' },
  { id: 'EMIS-OWN-4', wcmsId: 1001, name: 'Phlebotomy clinic', staffId: 'EMIS-STF-4' },
  { id: 'S1-OWN-1', wcmsId: 1002, name: 'Dr Aled Jones', staffId: 'S1-STF-1' },
  { id: 'S1-OWN-2', wcmsId: 1002, name: 'Dr Fiona MacLeod', staffId: 'S1-STF-2' },
  { id: 'S1-OWN-3', wcmsId: 1002, name: 'Ms Joanne Fisher', staffId: 'S1-STF-3' },
];

type SessionSeed = Omit<SessionRow, 'id'>;
const WEEKDAYS = [1, 2, 3, 4, 5];
function sessions(
  wcmsId: Org,
  name: string,
  owner: string,
  staffId: string,
  slotTypeId: string,
  days: number[],
  start: string,
  end: string,
  slotMinutes: number,
): SessionSeed[] {
  return days.map((weekday) => ({
    wcmsId,
    name,
    ownerId: owner,
    staffId,
    slotTypeId,
    weekday,
    start,
    end,
    slotMinutes,
  }));
}

export const DEMO_SESSIONS: SessionSeed[] = [
  ...sessions(1001, 'Morning surgery', 'EMIS-OWN-1', 'EMIS-STF-1', 'EMIS-ST-1', WEEKDAYS, '09:00', '12:00', 15),
  ...sessions(1001, 'Telephone clinic', 'EMIS-OWN-1', 'EMIS-STF-1', 'EMIS-ST-2', [1, 3, 5], '14:00', '16:00', 15),
  ...sessions(1001, 'Video clinic', 'EMIS-OWN-1', 'EMIS-STF-1', 'EMIS-ST-3', [2], '14:00', '15:00', 15),
  ...sessions(1001, 'Morning surgery', 'EMIS-OWN-2', 'EMIS-STF-2', 'EMIS-ST-1', WEEKDAYS, '08:30', '11:30', 15),
  ...sessions(1001, 'Telephone clinic', 'EMIS-OWN-2', 'EMIS-STF-2', 'EMIS-ST-2', [2, 4], '14:00', '17:00', 10),
  ...sessions(1001, 'Nurse clinic', 'EMIS-OWN-3', 'EMIS-STF-3', 'EMIS-ST-4', WEEKDAYS, '09:00', '12:20', 20),
  ...sessions(1001, 'Phlebotomy', 'EMIS-OWN-4', 'EMIS-STF-4', 'EMIS-ST-5', WEEKDAYS, '08:00', '10:00', 10),
  ...sessions(1002, 'Morning surgery', 'S1-OWN-1', 'S1-STF-1', 'S1-ST-1', WEEKDAYS, '09:00', '12:00', 15),
  ...sessions(1002, 'Telephone triage', 'S1-OWN-1', 'S1-STF-1', 'S1-ST-2', WEEKDAYS, '14:00', '16:00', 10),
  ...sessions(1002, 'Morning surgery', 'S1-OWN-2', 'S1-STF-2', 'S1-ST-1', [1, 3, 4], '09:30', '12:30', 15),
  ...sessions(1002, 'Video clinic', 'S1-OWN-2', 'S1-STF-2', 'S1-ST-4', [5], '14:00', '15:00', 15),
  ...sessions(1002, 'Nurse clinic', 'S1-OWN-3', 'S1-STF-3', 'S1-ST-3', WEEKDAYS, '09:00', '12:00', 20),
];

const DAY = 86_400_000;

/**
 * Seeds the clinical system: patients, staff, slot types, owners, weekly sessions, and the appointment books from
 * a week before `now` to two weeks after, with about a third of the slots booked by the organisation's patients
 * (a fixed pattern: past ones Finished or Did not attend, later ones Booked).
 */
export async function seedClinicalSystem(db: Db, now: Date): Promise<void> {
  const patients = demoPatients();
  await db.insert(clinicalPatients).values(patients);
  await db.insert(clinicalStaff).values(DEMO_STAFF);
  await db.insert(clinicalSlotTypes).values(DEMO_SLOT_TYPES);
  await db.insert(clinicalAppointmentOwners).values(DEMO_OWNERS);
  const sessionRows = await db.insert(clinicalSessions).values(DEMO_SESSIONS).returning();
  const byOrg = (wcmsId: number) => patients.filter((p) => p.wcmsId === wcmsId).map((p) => p.id);
  const orgPatients: Record<number, string[]> = { 1001: byOrg(1001), 1002: byOrg(1002) };
  const days = ukDaysBetween(new Date(now.getTime() - 7 * DAY), new Date(now.getTime() + 14 * DAY));
  const slots = slotsBetween(sessionRows, days[0]!.start, days.at(-1)!.end);
  const rows = slots.map((slot, i) => {
    // a fixed, spread-out pattern: slots 0, 3, 7, 10, … booked (about one in three)
    const booked = (i * 7) % 20 < 7;
    if (!booked) return slot;
    const list = orgPatients[slot.wcmsId]!;
    const patientId = list[(i * 5) % list.length]!;
    const past = slot.startTime.getTime() + slot.duration * 60_000 <= now.getTime();
    const status: AppointmentStatus = past ? (i % 11 === 0 ? 'Did not attend' : 'Finished') : 'Booked';
    return {
      ...slot,
      patientId,
      status,
      bookedAt: new Date(slot.startTime.getTime() - 3 * DAY),
      arrivalTime: status === 'Finished' ? new Date(slot.startTime.getTime() - 4 * 60_000) : null,
    };
  });
  for (let i = 0; i < rows.length; i += 500) {
    await db.insert(clinicalAppointments).values(rows.slice(i, i + 500));
  }
  for (const wcmsId of [1001, 1002]) {
    await db.insert(clinicalBookDays).values(days.map((d) => ({ wcmsId, day: d.day })));
  }
}
