import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { groupMembers, groups } from '../groups/index.js';
import {
  dailyLimits,
  requestAttachments,
  requestLocks,
  requestReadings,
  requestReads,
  requests,
  requestThread,
  type Enquirer,
  type IdentityState,
  type Priority,
  type ReadingKind,
  type RequestStatus,
  type RequestType,
  type ThreadKind,
} from './tables.js';
import { nhsCheckDigit } from './rules.js';

// Demo requests for the demo organisations (see the summary in db/seed.ts). Everything is fixed: ids, times, people.

export const DEMO_GROUPS = [
  { id: 1, wcmsId: 1001, name: 'Incoming requests', kind: 'incoming' as const },
  { id: 2, wcmsId: 1001, name: 'Reception', kind: 'group' as const },
  { id: 3, wcmsId: 1001, name: 'Clinicians', kind: 'group' as const },
  { id: 4, wcmsId: 1001, name: 'Prescriptions', kind: 'group' as const },
  { id: 5, wcmsId: 1002, name: 'Incoming requests', kind: 'incoming' as const },
  { id: 6, wcmsId: 1002, name: 'Reception', kind: 'group' as const },
  { id: 7, wcmsId: 1002, name: 'Clinicians', kind: 'group' as const },
  { id: 8, wcmsId: 1002, name: 'Prescriptions', kind: 'group' as const },
  { id: 9, wcmsId: 1001, name: 'Unattached items', kind: 'unattached' as const },
  { id: 10, wcmsId: 1002, name: 'Unattached items', kind: 'unattached' as const },
];

const GROUP = {
  1001: { incoming: 1, reception: 2, clinicians: 3, prescriptions: 4 },
  1002: { incoming: 5, reception: 6, clinicians: 7, prescriptions: 8 },
} as const;

/**
 * clinician (2) in Clinicians; reception (3) in Reception, Incoming requests and Riverside's Unattached items (so may
 * send attach tasks set to manual); manager (4) in every group.
 */
export const DEMO_GROUP_MEMBERS = [
  { groupId: 3, userId: 2 },
  { groupId: 1, userId: 3 },
  { groupId: 2, userId: 3 },
  { groupId: 9, userId: 3 },
  ...DEMO_GROUPS.map((g) => ({ groupId: g.id, userId: 4 })),
];

/** A valid NHS number (Modulus 11) in the 999 test range, the nth one. */
export function demoNhsNumber(n: number): string {
  for (let candidate = 100_000 + n * 13; ; candidate++) {
    const nine = `999${String(candidate).padStart(6, '0')}`;
    const check = nhsCheckDigit(nine);
    if (check !== null) return `${nine}${check}`;
  }
}

export type DemoRequestPatient = {
  name: string;
  born: string;
  sex: 'Male' | 'Female';
  gender?: string;
  street: string;
  town: string;
  postcode: string;
};

/** The patients of the demo requests; the clinical system registers the same people (modules/clinical-system). */
export const PATIENTS: DemoRequestPatient[] = [
  {
    name: 'Eleanor Whitfield',
    born: '1948-04-12',
    sex: 'Female',
    street: '14 Mill Lane',
    town: 'Riverside',
    postcode: 'RV1 2AB',
  },
  {
    name: 'Oliver Bennett',
    born: '1990-09-03',
    sex: 'Male',
    street: '7 Orchard Close',
    town: 'Riverside',
    postcode: 'RV2 4CD',
  },
  {
    name: 'Amara Okoye',
    born: '1985-01-27',
    sex: 'Female',
    street: '22 Station Road',
    town: 'Riverside',
    postcode: 'RV1 5EF',
  },
  {
    name: 'George Patel',
    born: '1962-11-19',
    sex: 'Male',
    street: '3 The Crescent',
    town: 'Riverside',
    postcode: 'RV3 1GH',
  },
  {
    name: 'Sophie Turner',
    born: '1999-06-08',
    sex: 'Female',
    street: '41 Church Street',
    town: 'Riverside',
    postcode: 'RV2 7JK',
  },
  {
    name: 'Harry Lewis',
    born: '2017-02-14',
    sex: 'Male',
    street: '9 Willow Way',
    town: 'Riverside',
    postcode: 'RV4 3LM',
  },
  {
    name: 'Margaret Evans',
    born: '1939-08-30',
    sex: 'Female',
    street: 'Flat 2, 18 Bridge Street',
    town: 'Riverside',
    postcode: 'RV1 8NP',
  },
  {
    name: 'Mohammed Rahman',
    born: '1978-03-22',
    sex: 'Male',
    street: '56 Queens Road',
    town: 'Riverside',
    postcode: 'RV3 6QR',
  },
  {
    name: 'Chloe Davies',
    born: '2008-12-01',
    sex: 'Female',
    street: '12 Meadow View',
    town: 'Riverside',
    postcode: 'RV4 9ST',
  },
  {
    name: 'Jack Robinson',
    born: '1971-07-16',
    sex: 'Male',
    street: '88 High Street',
    town: 'Riverside',
    postcode: 'RV1 3UV',
  },
  {
    name: 'Priyanka Nair',
    born: '1993-05-09',
    sex: 'Female',
    street: '5 Elm Grove',
    town: 'Riverside',
    postcode: 'RV2 2WX',
  },
  {
    name: 'Thomas Wright',
    born: '1956-10-25',
    sex: 'Male',
    street: '27 Park Avenue',
    town: 'Riverside',
    postcode: 'RV3 4YZ',
  },
  {
    name: 'Isla Campbell',
    born: '2015-04-18',
    sex: 'Female',
    street: '30 Riverside Walk',
    town: 'Riverside',
    postcode: 'RV1 6BA',
  },
  {
    name: 'Daniel Hughes',
    born: '1988-08-11',
    sex: 'Male',
    gender: 'Non-binary',
    street: '2 Ash Court',
    town: 'Riverside',
    postcode: 'RV4 1DC',
  },
  {
    name: 'Fatima Ali',
    born: '1969-12-05',
    sex: 'Female',
    street: '73 Victoria Road',
    town: 'Riverside',
    postcode: 'RV2 8FE',
  },
  {
    name: 'William Clarke',
    born: '1944-01-30',
    sex: 'Male',
    street: '16 Rectory Lane',
    town: 'Riverside',
    postcode: 'RV3 9HG',
  },
  {
    name: 'Grace Murphy',
    born: '1982-09-14',
    sex: 'Female',
    street: '49 Kings Road',
    town: 'Riverside',
    postcode: 'RV1 4KJ',
  },
  {
    name: 'Ethan Walker',
    born: '2003-03-07',
    sex: 'Male',
    street: '11 Beech Drive',
    town: 'Riverside',
    postcode: 'RV4 5ML',
  },
  {
    name: 'Zara Hussain',
    born: '1996-11-23',
    sex: 'Female',
    street: '8 Canal Street',
    town: 'Riverside',
    postcode: 'RV2 3PN',
  },
  {
    name: 'Peter Johnson',
    born: '1951-06-02',
    sex: 'Male',
    street: '64 London Road',
    town: 'Riverside',
    postcode: 'RV3 2RQ',
  },
  {
    name: 'Ruth Morgan',
    born: '1975-02-28',
    sex: 'Female',
    street: '1 Hill Rise',
    town: 'Hillview',
    postcode: 'HV1 1AA',
  },
  {
    name: 'Samuel Green',
    born: '1989-10-10',
    sex: 'Male',
    street: '23 Top Road',
    town: 'Hillview',
    postcode: 'HV1 2BB',
  },
  {
    name: 'Aisha Begum',
    born: '2012-07-21',
    sex: 'Female',
    street: '6 Valley Close',
    town: 'Hillview',
    postcode: 'HV2 3CC',
  },
  {
    name: 'Robert Taylor',
    born: '1947-05-15',
    sex: 'Male',
    street: '38 Summit Way',
    town: 'Hillview',
    postcode: 'HV2 4DD',
  },
  {
    name: 'Emily Roberts',
    born: '1992-12-19',
    sex: 'Female',
    street: '17 Ridge Lane',
    town: 'Hillview',
    postcode: 'HV1 5EE',
  },
  {
    name: 'Kwame Mensah',
    born: '1980-04-04',
    sex: 'Male',
    street: '52 Moor Street',
    town: 'Hillview',
    postcode: 'HV3 6FF',
  },
  {
    name: 'Lucy Thompson',
    born: '1967-09-09',
    sex: 'Female',
    street: '4 Heather Drive',
    town: 'Hillview',
    postcode: 'HV3 7GG',
  },
  {
    name: 'Arthur Phillips',
    born: '2019-01-12',
    sex: 'Male',
    street: '29 Brook Road',
    town: 'Hillview',
    postcode: 'HV2 8HH',
  },
];

type Seeded = {
  id: number;
  wcmsId: 1001 | 1002;
  patient: number;
  type: RequestType;
  status: RequestStatus;
  priority: Priority;
  subject: string;
  body: string;
  pool: 'incoming' | 'reception' | 'clinicians' | 'prescriptions';
  assignee?: 2 | 3 | 4;
  identity?: IdentityState;
  noNhsNumber?: boolean;
  enquirer?: Enquirer;
  /** patient messages after a staff reply; the last one unacknowledged when true */
  unacknowledged?: boolean;
  readings?: { kind: ReadingKind; value: string }[];
  attachment?: 'png' | 'pdf';
  outcome?: string;
  readBy?: number[];
};

const SUBJECTS: Record<RequestType, [string, string][]> = {
  medical: [
    ['Persistent cough for three weeks', 'Dry cough, worse at night, no fever. Tried honey and lemon.'],
    ['Rash on both forearms', 'Itchy red rash that started after gardening last weekend.'],
    ['Knee pain after running', 'Pain on the inside of my left knee when I go down stairs.'],
    ['Migraines getting more frequent', 'Two or three a week now, with flashing lights beforehand.'],
    ['Ear pain and muffled hearing', 'Right ear has felt blocked for ten days.'],
    ['Low mood and poor sleep', 'Struggling to sleep and feeling flat most days for a month.'],
    ['Burning when passing urine', 'Started two days ago, no blood, no fever.'],
    ['Lower back pain', 'Pain since lifting boxes at work, not going down the legs.'],
    ['Sore throat and high temperature', 'Temperature of 38.4 and swollen glands for three days.'],
    ['Heartburn most evenings', 'Burning behind the breastbone after meals for several weeks.'],
    ['Dizzy when standing up', 'Feel light-headed for a few seconds when I stand up quickly.'],
    ['Mole has changed shape', 'A mole on my back looks darker and has an uneven edge.'],
  ],
  admin: [
    ['Fit note request', 'I need a fit note covering the last two weeks off work.'],
    ['Blood test results', 'Could you tell me whether my blood test results are back?'],
    ['Referral letter update', 'I have not heard from the hospital about my referral.'],
    ['Change of address', 'I have moved house, new address below.'],
    ['Medical report for employer', 'My employer has asked for a short medical report.'],
    ['Travel vaccination advice', 'Travelling to Kenya in May, which vaccinations do I need?'],
    ['Copy of vaccination record', 'Please could I have a copy of my childhood vaccinations.'],
    ['Repeat prescription query', 'My repeat prescription was not ready at the pharmacy.'],
  ],
  health_data: [
    ['Home blood pressure readings', 'My blood pressure readings from this week, as asked.'],
    ['Weight and height update', 'Updated weight and height for my review.'],
    ['Blood pressure check', 'Reading taken at the pharmacy today.'],
  ],
  simple_questionnaire: [
    ['GAD-7 anxiety questionnaire', 'Questionnaire completed before my appointment.'],
    ['PHQ-9 depression questionnaire', 'Questionnaire completed as requested by the doctor.'],
    ['Asthma Control Test', 'Annual asthma review questionnaire.'],
  ],
  outbound_response: [
    ['Reply: Asthma review invitation', 'I can come in any weekday morning.'],
    ['Reply: Blood test reminder', 'I booked the blood test for next Tuesday.'],
    ['Reply: Smoking status', 'I stopped smoking six months ago.'],
    ['Reply: Medication review', 'I am still taking all of my medication as prescribed.'],
  ],
};

const BP = { kind: 'blood_pressure' as const, value: '128/82' };
const WEIGHT = { kind: 'weight' as const, value: '72.4' };
const HEIGHT = { kind: 'height' as const, value: '1.68' };
const READING_UNITS: Record<ReadingKind, 'mmHg' | 'kg' | 'm' | null> = {
  blood_pressure: 'mmHg',
  weight: 'kg',
  height: 'm',
  gad7: null,
  phq9: null,
  act: null,
};
/** SNOMED CT codes: the scales' total score codes, and the observables for the measurements. */
const READING_CODES: Record<ReadingKind, string> = {
  blood_pressure: '75367002',
  weight: '27113001',
  height: '50373000',
  gad7: '445455005',
  phq9: '720433000',
  act: '443117005',
};

const PARENT: Enquirer = {
  first_name: 'Laura',
  last_name: 'Lewis',
  relationship: 'parent',
  telephone: '07700 900123',
  email: 'laura.lewis@example.com',
  contact_preference: 'telephone',
  availability: 'After 3pm on weekdays',
};
const CARER: Enquirer = {
  first_name: 'David',
  last_name: 'Evans',
  relationship: 'carer',
  telephone: '07700 900456',
  address: 'Flat 2, 18 Bridge Street, Riverside',
  postcode: 'RV1 8NP',
  contact_preference: 'telephone',
};

// The notable requests, by hand; the rest follow a pattern below.
const NOTABLE: Seeded[] = [
  {
    id: 1,
    wcmsId: 1001,
    patient: 0,
    type: 'medical',
    status: 'new_response',
    priority: 'urgent',
    subject: 'Chest tightness when walking uphill',
    body: 'Tight feeling in my chest when I walk up the hill to the shops, goes after resting.',
    pool: 'clinicians',
    assignee: 2,
    identity: 'matched_and_verified',
    unacknowledged: true,
    readBy: [2],
  },
  {
    id: 2,
    wcmsId: 1001,
    patient: 1,
    type: 'medical',
    status: 'new_request',
    priority: 'unprioritised',
    subject: 'Rash on both forearms',
    body: 'Itchy red rash that started after gardening last weekend. Photo attached.',
    pool: 'incoming',
    identity: 'matched_by_nhs_login',
    attachment: 'png',
  },
  {
    id: 3,
    wcmsId: 1001,
    patient: 2,
    type: 'health_data',
    status: 'new_request',
    priority: 'routine',
    subject: 'Home blood pressure readings',
    body: 'My blood pressure, weight and height from this week, as asked.',
    pool: 'incoming',
    identity: 'matched',
    readings: [BP, WEIGHT, HEIGHT],
  },
  {
    id: 4,
    wcmsId: 1001,
    patient: 3,
    type: 'simple_questionnaire',
    status: 'triaged',
    priority: 'routine',
    subject: 'GAD-7 anxiety questionnaire',
    body: 'Questionnaire completed before my appointment.',
    pool: 'clinicians',
    identity: 'matched',
    readings: [{ kind: 'gad7', value: '8' }],
    readBy: [2, 4],
  },
  {
    id: 5,
    wcmsId: 1001,
    patient: 4,
    type: 'simple_questionnaire',
    status: 'waiting_for_patient',
    priority: 'routine',
    subject: 'PHQ-9 depression questionnaire',
    body: 'Questionnaire completed as requested by the doctor.',
    pool: 'clinicians',
    assignee: 2,
    identity: 'verified',
    readings: [{ kind: 'phq9', value: '12' }],
    readBy: [2],
  },
  {
    id: 6,
    wcmsId: 1001,
    patient: 10,
    type: 'simple_questionnaire',
    status: 'completed',
    priority: 'routine',
    subject: 'Asthma Control Test',
    body: 'Annual asthma review questionnaire.',
    pool: 'clinicians',
    assignee: 2,
    identity: 'matched_and_verified',
    readings: [{ kind: 'act', value: '19' }],
    outcome: 'Self-care advice given',
    readBy: [2, 4],
  },
  {
    id: 7,
    wcmsId: 1001,
    patient: 5,
    type: 'admin',
    status: 'triaged',
    priority: 'same_day',
    subject: 'School asked for a medical letter',
    body: 'Harry needs a letter about his asthma inhaler for school. Letter from school attached.',
    pool: 'reception',
    assignee: 3,
    identity: 'matched',
    enquirer: PARENT,
    attachment: 'pdf',
    readBy: [3],
  },
  {
    id: 8,
    wcmsId: 1001,
    patient: 6,
    type: 'admin',
    status: 'completed',
    priority: 'routine',
    subject: 'Repeat prescription query',
    body: 'Mum’s repeat prescription was not ready at the pharmacy.',
    pool: 'prescriptions',
    assignee: 3,
    identity: 'matched',
    enquirer: CARER,
    outcome: 'Prescription issued',
    readBy: [3, 4],
  },
  {
    id: 9,
    wcmsId: 1001,
    patient: 7,
    type: 'medical',
    status: 'triaged',
    priority: 'same_day',
    subject: 'Swollen ankle after a fall',
    body: 'Twisted my ankle on the kerb yesterday, it is swollen and bruised.',
    pool: 'clinicians',
    identity: 'matched',
    readBy: [2],
  },
  {
    id: 10,
    wcmsId: 1001,
    patient: 8,
    type: 'outbound_response',
    status: 'new_response',
    priority: 'routine',
    subject: 'Reply: Asthma review invitation',
    body: 'I can come in any weekday morning.',
    pool: 'reception',
    identity: 'matched_by_pds',
    unacknowledged: true,
  },
  {
    id: 11,
    wcmsId: 1001,
    patient: 9,
    type: 'medical',
    status: 'new_request',
    priority: 'urgent',
    subject: 'Severe headache since this morning',
    body: 'Worst headache I have had, with a stiff neck.',
    pool: 'incoming',
    identity: 'unmatched',
    noNhsNumber: true,
  },
  {
    id: 12,
    wcmsId: 1001,
    patient: 11,
    type: 'admin',
    status: 'new_request',
    priority: 'unprioritised',
    subject: 'Repeat prescription request',
    body: 'Please could I order my usual inhalers.',
    pool: 'incoming',
    identity: 'matched_by_nhs_login',
  },
  {
    id: 101,
    wcmsId: 1002,
    patient: 20,
    type: 'admin',
    status: 'new_request',
    priority: 'unprioritised',
    subject: 'Fit note request',
    body: 'I need a fit note covering the last two weeks off work.',
    pool: 'incoming',
    identity: 'matched',
  },
  {
    id: 102,
    wcmsId: 1002,
    patient: 21,
    type: 'medical',
    status: 'new_response',
    priority: 'same_day',
    subject: 'Ear pain and muffled hearing',
    body: 'Right ear has felt blocked for ten days.',
    pool: 'clinicians',
    assignee: 4,
    identity: 'matched_and_verified',
    unacknowledged: true,
  },
];

const TYPE_CYCLE: RequestType[] = [
  'medical',
  'admin',
  'medical',
  'health_data',
  'admin',
  'simple_questionnaire',
  'medical',
  'outbound_response',
];
const STATUS_CYCLE: RequestStatus[] = [
  'new_request',
  'triaged',
  'completed',
  'new_request',
  'waiting_for_patient',
  'triaged',
  'new_response',
  'completed',
  'new_request',
];
const PRIORITY_CYCLE: Priority[] = [
  'routine',
  'unprioritised',
  'same_day',
  'routine',
  'urgent',
  'routine',
  'unprioritised',
];
const IDENTITY_CYCLE: IdentityState[] = [
  'matched',
  'matched_by_nhs_login',
  'unmatched',
  'matched_and_verified',
  'verified',
  'matched_by_pds',
];
const QUESTIONNAIRE_READINGS: { kind: ReadingKind; value: string }[][] = [
  [{ kind: 'gad7', value: '5' }],
  [{ kind: 'phq9', value: '7' }],
  [{ kind: 'act', value: '22' }],
];

function patterned(id: number, wcmsId: 1001 | 1002, n: number): Seeded {
  const type = TYPE_CYCLE[n % TYPE_CYCLE.length]!;
  const status = STATUS_CYCLE[n % STATUS_CYCLE.length]!;
  const [subject, body] = SUBJECTS[type][n % SUBJECTS[type].length]!;
  const pool =
    status === 'new_request' && n % 3 !== 0
      ? 'incoming'
      : type === 'medical' || type === 'simple_questionnaire' || type === 'health_data'
        ? 'clinicians'
        : n % 4 === 0
          ? 'prescriptions'
          : 'reception';
  const assignee: Seeded['assignee'] =
    status === 'new_request' || n % 3 === 1 ? undefined : pool === 'clinicians' ? (n % 5 === 0 ? 4 : 2) : 3;
  const patientCount = wcmsId === 1001 ? 20 : 8;
  return {
    id,
    wcmsId,
    patient: (wcmsId === 1001 ? 0 : 20) + (n % patientCount),
    type,
    status,
    priority: PRIORITY_CYCLE[n % PRIORITY_CYCLE.length]!,
    subject,
    body,
    pool,
    ...(assignee ? { assignee } : {}),
    identity: IDENTITY_CYCLE[n % IDENTITY_CYCLE.length]!,
    ...(type === 'health_data' ? { readings: n % 2 ? [BP] : [WEIGHT, HEIGHT] } : {}),
    ...(type === 'simple_questionnaire' ? { readings: QUESTIONNAIRE_READINGS[n % 3]! } : {}),
    ...(status === 'completed' ? { outcome: type === 'admin' ? 'Admin query resolved' : 'Advice given' } : {}),
    ...(type === 'medical' && n % 6 === 0 ? { attachment: 'png' as const } : {}),
    ...(status !== 'new_request' && assignee ? { readBy: [assignee] } : {}),
  };
}

export function demoRequests(): Seeded[] {
  const list = [...NOTABLE];
  for (let id = 13; id <= 60; id++) list.push(patterned(id, 1001, id));
  for (let id = 103; id <= 120; id++) list.push(patterned(id, 1002, id));
  return list;
}

/** A one-page PDF with a line of text, valid enough for any viewer. */
export function tinyPdf(text: string): Buffer {
  const stream = `BT /F1 14 Tf 72 770 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const STAFF_NAMES: Record<number, string> = { 2: 'Priya Shah', 3: 'Tom Hughes', 4: 'Grace Adeyemi' };
const GROUP_NAMES = {
  incoming: 'Incoming requests',
  reception: 'Reception',
  clinicians: 'Clinicians',
  prescriptions: 'Prescriptions',
};
const STATUS_TEXT: Record<RequestStatus, string> = {
  new_request: 'New request',
  triaged: 'Triaged',
  waiting_for_patient: 'Waiting for patient',
  new_response: 'New response',
  completed: 'Completed',
};

const START = Date.parse('2026-02-16T08:00:00Z');
const MINUTE = 60_000;
const DAY = 86_400_000;
/** The moment the demo requests were written for: request 1 arrived shortly before it, and the tests' clocks start here. */
export const DEMO_REQUESTS_NOW = new Date('2026-03-02T09:00:00Z');
/** The tables that hold the demo requests and what hangs off them, with the column naming the request. */
const DEMO_REQUEST_TABLES = {
  requests: 'id',
  request_thread: 'request_id',
  request_readings: 'request_id',
  request_attachments: 'request_id',
  request_reads: 'request_id',
  request_locks: 'request_id',
} as const;

/**
 * Moves the demo requests (and their threads, readings, attachments, reads and lock) on by whole days, so that on
 * the first start the newest arrived today, others yesterday and last week, as in a working practice (issue 21);
 * times of day stay as written and none lands in the future. Only the demo requests' own rows move. Returns the
 * number of days moved (0 when `now` is not after the demo's own day).
 */
export async function bringDemoRequestsForward(db: Db, now: Date): Promise<number> {
  const days = Math.floor((now.getTime() - DEMO_REQUESTS_NOW.getTime()) / DAY);
  if (days <= 0) return 0;
  const ids = demoRequests().map((r) => r.id);
  const result = await db.execute(
    sql`select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type like 'timestamp%'
      and table_name in (${sql.join(
        Object.keys(DEMO_REQUEST_TABLES).map((t) => sql`${t}`),
        sql`, `,
      )})`,
  );
  const columns = (result as unknown as { rows: { table_name: string; column_name: string }[] }).rows;
  await db.transaction(async (tx) => {
    for (const [table, key] of Object.entries(DEMO_REQUEST_TABLES)) {
      const moved = columns.filter((c) => c.table_name === table).map((c) => c.column_name);
      if (moved.length === 0) continue;
      const sets = sql.join(
        moved.map((c) => sql`${sql.identifier(c)} = ${sql.identifier(c)} + make_interval(days => ${days})`),
        sql`, `,
      );
      await tx.execute(
        sql`update ${sql.identifier(table)} set ${sets} where ${sql.identifier(key)} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    }
  });
  return days;
}

/** Inserts the demo groups, memberships, requests, threads, attachments, readings, reads, a lock and daily limits. */
export async function seedDemoRequests(db: Db): Promise<void> {
  await db.insert(groups).values(DEMO_GROUPS);
  await db.insert(groupMembers).values(DEMO_GROUP_MEMBERS);
  const all = demoRequests();
  const rows: (typeof requests.$inferInsert)[] = [];
  const thread: (typeof requestThread.$inferInsert)[] = [];
  const readings: (typeof requestReadings.$inferInsert)[] = [];
  const attachments: (typeof requestAttachments.$inferInsert)[] = [];
  const reads: (typeof requestReads.$inferInsert)[] = [];
  for (const r of all) {
    const patient = PATIENTS[r.patient]!;
    const order = r.wcmsId === 1001 ? r.id : r.id - 100;
    // newest first by id within an organisation: request 1 arrived most recently
    const received = new Date(START + (70 - order) * 287 * MINUTE);
    let at = received.getTime();
    const next = () => new Date((at += 37 * MINUTE));
    const staff = r.assignee ?? 4;
    const entry = (
      kind: ThreadKind,
      body: string,
      by: number | null,
      extra: Partial<typeof requestThread.$inferInsert> = {},
    ) =>
      thread.push({
        requestId: r.id,
        kind,
        body,
        authorUserId: by,
        authorName: by === null ? patient.name : STAFF_NAMES[by]!,
        createdAt: next(),
        ...extra,
      });
    const pool = GROUP[r.wcmsId][r.pool];
    if (r.status !== 'new_request') {
      entry('assignment', `Assigned to ${GROUP_NAMES[r.pool]} by Tom Hughes.`, 3);
      entry('status_change', 'Status changed from New request to Triaged.', 3);
      if (r.assignee) entry('assignment', `Assigned to ${STAFF_NAMES[r.assignee]} by Tom Hughes.`, 3);
    } else if (r.pool !== 'incoming') {
      entry('assignment', `Assigned to ${GROUP_NAMES[r.pool]} by Tom Hughes.`, 3);
    }
    if (r.status === 'waiting_for_patient' || r.status === 'new_response' || r.unacknowledged) {
      entry(
        'staff_reply',
        'Thank you for your message. Could you tell us a little more about when this started?',
        staff,
      );
    }
    if (r.status === 'waiting_for_patient' && !r.unacknowledged) {
      entry('status_change', 'Status changed from Triaged to Waiting for patient.', staff);
    }
    if (r.status === 'new_response') {
      entry('patient_message', 'It started about a week ago and is getting a little worse each day.', null, {
        acknowledged: !r.unacknowledged,
        ...(r.unacknowledged ? {} : { acknowledgedAt: new Date(at + MINUTE), acknowledgedBy: staff }),
      });
    }
    if (r.status === 'completed') {
      entry('note', `Outcome recorded: ${r.outcome}.`, staff);
      entry('status_change', `Status changed from ${STATUS_TEXT.triaged} to Completed. Outcome: ${r.outcome}.`, staff);
    }
    const updated = new Date(at);
    rows.push({
      id: r.id,
      wcmsId: r.wcmsId,
      type: r.type,
      status: r.status,
      priority: r.priority,
      subject: r.subject,
      body: r.body,
      receivedAt: received,
      updatedAt: updated,
      poolId: pool,
      assignedUserId: r.assignee ?? null,
      outcome: r.outcome ?? null,
      consultationMethod: r.status === 'completed' ? 'telephone' : null,
      patientName: patient.name,
      patientBorn: patient.born,
      patientSex: patient.sex,
      patientGender: patient.gender ?? null,
      patientTelephone: `07700 900${String(100 + r.patient * 7).padStart(3, '0')}`,
      patientEmail: `${patient.name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
      patientAddress: `${patient.street}, ${patient.town}, ${patient.postcode}`,
      patientNhsNumber: r.noNhsNumber ? null : demoNhsNumber(r.patient),
      identity: r.identity ?? 'unmatched',
      clinicalPatientId:
        r.identity && r.identity.startsWith('matched')
          ? `${r.wcmsId === 1001 ? 'EMIS' : 'S1'}-${5000 + r.patient}`
          : null,
      enquirer: r.enquirer ?? null,
      translation:
        r.id === 14
          ? {
              language: 'pl',
              enabled: false,
              original_body: 'Boli mnie wewnętrzna strona lewego kolana, kiedy schodzę po schodach.',
            }
          : null,
      careNavigation:
        r.id === 12 ? { pool_id: 4, pool_name: 'Prescriptions', priority: 'routine', ignored: false } : null,
      fftState: r.status === 'completed' ? 'sent' : null,
      unacknowledgedCount: r.unacknowledged ? 1 : 0,
      countedOn: r.pool === 'incoming' && !r.assignee ? null : received.toISOString().slice(0, 10),
      completedAt: r.status === 'completed' ? updated : null,
      completedBy: r.status === 'completed' ? staff : null,
    });
    for (const reading of r.readings ?? []) {
      readings.push({
        requestId: r.id,
        kind: reading.kind,
        value: reading.value,
        unit: READING_UNITS[reading.kind],
        code: READING_CODES[reading.kind],
        recordedAt: received,
      });
    }
    if (r.attachment) {
      const data = r.attachment === 'png' ? TINY_PNG : tinyPdf(`${r.subject} - ${patient.name}`);
      attachments.push({
        requestId: r.id,
        name: r.attachment === 'png' ? 'photo.png' : 'letter-from-school.pdf',
        mimeType: r.attachment === 'png' ? 'image/png' : 'application/pdf',
        size: data.length,
        direction: 'from_patient',
        content: data,
        createdAt: received,
      });
    }
    for (const userId of r.readBy ?? []) reads.push({ userId, requestId: r.id, readAt: updated });
  }
  await db.insert(requests).values(rows);
  await db.insert(requestThread).values(thread);
  await db.insert(requestReadings).values(readings);
  await db.insert(requestAttachments).values(attachments);
  await db.insert(requestReads).values(reads);
  // request 9 is being viewed by Priya Shah (a lock that does not expire, for trying override)
  await db.insert(requestLocks).values({
    requestId: 9,
    userId: 2,
    since: new Date('2026-03-02T08:30:00Z'),
    expiresAt: new Date('2099-01-01T00:00:00Z'),
  });
  await db.insert(dailyLimits).values([
    { wcmsId: 1001, requestType: 'medical', dailyLimit: 200 },
    { wcmsId: 1001, requestType: 'admin', dailyLimit: 200 },
    { wcmsId: 1002, requestType: 'admin', dailyLimit: 0 },
  ]);
  for (const table of ['groups', 'requests', 'request_thread', 'request_readings', 'request_attachments']) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
    );
  }
}
