import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import { gql, type Json } from '../../test/helpers.js';
import { DEMO_VIDEOS } from './demo-data.js';

const CLINICIAN = 2;
const RECEPTION = 3;
const SUPER = 1;
// demo patients of the test-variant clinical system (modules/clinical-system/index.ts)
const ELEANOR = '9991000003';
const OLIVER = '9991000135';
const clock = createTestClock(new Date('2026-05-04T10:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

async function create(nhs: string, userId = CLINICIAN): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/adhoc-video',
    headers: (await t.signIn(userId)).headers,
    payload: { wcms_id: 1001, patient_nhs_number: nhs, patient_details: {} },
  });
  expect(response.statusCode).toBe(201);
  clock.advance(60_000);
  return (response.json() as Json).id as number;
}

async function list(query: string, userId = RECEPTION) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/adhoc-video?${query}`,
    headers: (await t.signIn(userId)).headers,
  });
  return { status: response.statusCode, json: response.json() as Json };
}

describe('GET adhoc-video?wcms_id (the organisation’s video consultations)', () => {
  let first: number;
  let second: number;
  let third: number;

  beforeAll(async () => {
    first = await create(ELEANOR);
    second = await create(OLIVER, RECEPTION);
    third = await create(ELEANOR);
    const token = (await t.signIn(CLINICIAN)).bearerToken;
    const completed = await gql(
      t,
      'mutation CompleteAdhocVideo($id: ID!) { completeAdhocVideo(id: $id) { id } }',
      { id: String(third) },
      { token },
    );
    expect(completed.errors).toBeUndefined();
  });

  it('lists every patient’s, newest first, with the patient, clinician and attach state', async () => {
    const { status, json } = await list('wcms_id=1001');
    expect(status).toBe(200);
    // the demo data's past consultations (adhoc-video/demo-data.ts) are there too, with other patients
    const rows = (json._embedded.adhoc_video as Json[]).filter((r) => [first, second, third].includes(r.id as number));
    expect(rows.map((r) => r.id)).toEqual([third, second, first]);
    const demoPatients = new Set(DEMO_VIDEOS.map((v) => v.nhs));
    const others = (json._embedded.adhoc_video as Json[]).filter(
      (r) => ![first, second, third].includes(r.id as number),
    );
    expect(others.map((r) => r.patient_nhs_number).every((nhs) => demoPatients.has(nhs as string))).toBe(true);
    expect(rows[0]).toMatchObject({
      patient_nhs_number: ELEANOR,
      patient_details: { forename: 'Eleanor', surname: 'Whitfield' },
      clinician_name: 'Priya Shah',
      completed: true,
      attach_state: 'queued',
    });
    expect(rows[1]).toMatchObject({ clinician_name: 'Tom Hughes', completed: false, attach_state: null });
    expect(json.page).toEqual({ number: 1, size: 25, total_elements: 3 + DEMO_VIDEOS.length, total_pages: 1 });
  });

  it('filters by patient and pages', async () => {
    const eleanor = await list(`wcms_id=1001&patient_nhs_number=${ELEANOR}&page_size=1`);
    expect((eleanor.json._embedded.adhoc_video as Json[]).map((r) => r.id)).toEqual([third]);
    expect(eleanor.json.page).toEqual({ number: 1, size: 1, total_elements: 2, total_pages: 2 });
    const next = await list(`wcms_id=1001&patient_nhs_number=${ELEANOR}&page_size=1&page=2`);
    expect((next.json._embedded.adhoc_video as Json[]).map((r) => r.id)).toEqual([first]);
    const beyond = await list(`wcms_id=1001&patient_nhs_number=${ELEANOR}&page_size=1&page=3`);
    expect(beyond.json._embedded.adhoc_video).toEqual([]);
  });

  it('checks the NHS number filter as the client does (Modulus 11)', async () => {
    const { status, json } = await list('wcms_id=1001&patient_nhs_number=9991000004');
    expect(status).toBe(400);
    expect(json.message).toBe('Enter a valid NHS number');
  });

  it('is for members of the organisation only, not a super user acting for it', async () => {
    expect((await list('wcms_id=1002', CLINICIAN)).status).toBe(403);
    expect((await list('wcms_id=1001', SUPER)).status).toBe(403);
    expect((await list('page=1')).status).toBe(400);
  });
});
