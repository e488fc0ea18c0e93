import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import { gql, type Json } from '../../test/helpers.js';
import { addRequest } from '../messages/test-fixtures.js';
import { DEFAULT_ADMIN_QUERY_TYPES, DEFAULT_OUTCOMES } from './rules.js';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());
beforeEach(() => clock.advance(60_000));

const RECEPTION = 3; // role editor, console access basic: these areas are basic
const MANAGER = 4;

async function as(userId: number, query: string, variables: Record<string, unknown> = {}) {
  return gql<Json>(t, query, variables, { token: (await t.signIn(userId)).bearerToken });
}

async function rest(method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, userId = RECEPTION) {
  const { headers } = await t.signIn(userId);
  const response = await t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() as Json };
}

const SAVE_OUTCOMES = 'mutation SaveOutcomes($w: ID!, $o: [String!]!) { saveOutcomes(wcmsId: $w, outcomes: $o) }';
const SAVE_ADMIN =
  'mutation SaveAdminQueryTypes($w: ID!, $a: [String!]!) { saveAdminQueryTypes(wcmsId: $w, adminQueryTypes: $a) }';
const SAVE_TRANSLATION =
  'mutation SaveTranslationSettings($w: ID!, $e: Boolean!) { saveTranslationSettings(wcmsId: $w, enabled: $e) { enabled } }';
const fieldsOf = (body: Json) => body.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;

describe('outcomes', () => {
  it('starts from the default list; a saved list (added, renamed, reordered, removed) is what the Complete dialog offers', async () => {
    const start = await as(RECEPTION, 'query ConsoleOutcomes($w: ID!) { consoleOutcomes(wcmsId: $w) }', { w: '1001' });
    expect(start.data?.consoleOutcomes).toEqual(DEFAULT_OUTCOMES);

    const list = ['  Phoned the patient back ', 'Appointment booked', 'Advice given (by phone)'];
    const saved = await as(RECEPTION, SAVE_OUTCOMES, { w: '1001', o: list });
    expect(saved.data?.saveOutcomes).toEqual([
      'Phoned the patient back',
      'Appointment booked',
      'Advice given (by phone)',
    ]);
    const offered = await rest('GET', '/my/messages/wcms_id/1001/outcomes');
    expect(offered.body.outcomes).toEqual(['Phoned the patient back', 'Appointment booked', 'Advice given (by phone)']);
    // Hillview keeps its own (default) list
    const hillview = await rest('GET', '/my/messages/wcms_id/1002/outcomes', undefined, MANAGER);
    expect(hillview.body.outcomes).toEqual(DEFAULT_OUTCOMES);
  });

  it('completes with a new outcome, refuses a removed one, and keeps a removed one readable on its request', async () => {
    await as(RECEPTION, SAVE_OUTCOMES, { w: '1001', o: ['Self-care advice given', 'Prescription issued'] });
    const earlier = await addRequest(t.database.db, { status: 'triaged' });
    const done = await rest('PUT', `/my/messages/wcms_id/1001/${earlier}`, {
      action: 'complete',
      outcome: 'Prescription issued',
    });
    expect(done).toMatchObject({ status: 200, body: { outcome: 'Prescription issued' } });

    await as(RECEPTION, SAVE_OUTCOMES, { w: '1001', o: ['Self-care advice given', 'Pharmacy first'] });
    // removed from the list: still shown on the request that recorded it
    const view = await rest('GET', `/my/messages/wcms_id/1001/${earlier}`);
    expect(view.body.outcome).toBe('Prescription issued');
    const later = await addRequest(t.database.db, { status: 'triaged' });
    const refused = await rest('PUT', `/my/messages/wcms_id/1001/${later}`, {
      action: 'complete',
      outcome: 'Prescription issued',
    });
    expect(refused).toMatchObject({ status: 400, body: { message: "Choose one of the organisation's outcomes." } });
    const added = await rest('PUT', `/my/messages/wcms_id/1001/${later}`, {
      action: 'complete',
      outcome: 'Pharmacy first',
    });
    expect(added).toMatchObject({ status: 200, body: { status: 'completed', outcome: 'Pharmacy first' } });
  });

  it('refuses a blank outcome, a repeat (any case), one over 100 characters and an empty list, field by field', async () => {
    const before = (await rest('GET', '/my/messages/wcms_id/1001/outcomes')).body.outcomes;
    const bad = await as(RECEPTION, SAVE_OUTCOMES, {
      w: '1001',
      o: ['Advice given', '   ', 'advice GIVEN ', 'x'.repeat(101)],
    });
    expect(bad.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(fieldsOf(bad)).toEqual({
      'items.1.text': 'Enter the outcome',
      'items.2.text': 'This outcome is already in the list',
      'items.3.text': 'An outcome must be 100 characters or fewer',
    });
    const empty = await as(RECEPTION, SAVE_OUTCOMES, { w: '1001', o: [] });
    expect(fieldsOf(empty)).toEqual({ items: 'Add at least one outcome' });
    // nothing was saved
    expect((await rest('GET', '/my/messages/wcms_id/1001/outcomes')).body.outcomes).toEqual(before);
  });
});

describe('admin query types', () => {
  it('are what the create-request wizard offers and total triage accepts', async () => {
    const start = await as(RECEPTION, 'query ConsoleAdminQueryTypes($w: ID!) { consoleAdminQueryTypes(wcmsId: $w) }', {
      w: '1001',
    });
    expect(start.data?.consoleAdminQueryTypes).toEqual(DEFAULT_ADMIN_QUERY_TYPES);
    const saved = await as(RECEPTION, SAVE_ADMIN, { w: '1001', a: ['Travel vaccines', 'Fit note'] });
    expect(saved.data?.saveAdminQueryTypes).toEqual(['Travel vaccines', 'Fit note']);
    const wizard = await rest('GET', '/total-triage/wcms_id/1001');
    expect(wizard.body.admin_query_types).toEqual(['Travel vaccines', 'Fit note']);

    const request = (adminQuery: string) => ({
      telephone: '07700 900135',
      patient_nhs_number: '9991000003',
      enquiry_type: 'admin',
      admin_query: adminQuery,
      priority: 'routine',
    });
    const created = await rest('POST', '/messages/wcms_id/1001', request('Travel vaccines'));
    expect(created.status).toBe(201);
    const removed = await rest('POST', '/messages/wcms_id/1001', request('Repeat prescription'));
    expect(removed).toMatchObject({ status: 400, body: { fields: { admin_query: 'Choose the admin query' } } });
  });

  it('refuses blank and repeated types and an empty list', async () => {
    const bad = await as(RECEPTION, SAVE_ADMIN, { w: '1001', a: ['Fit note', '', 'FIT NOTE'] });
    expect(fieldsOf(bad)).toEqual({
      'items.1.text': 'Enter the admin query type',
      'items.2.text': 'This admin query type is already in the list',
    });
    expect(fieldsOf(await as(RECEPTION, SAVE_ADMIN, { w: '1001', a: [] }))).toEqual({
      items: 'Add at least one admin query type',
    });
  });
});

describe('translation', () => {
  it('when off, the request view shows the English text with no translation, and the toggle is refused', async () => {
    const id = await addRequest(t.database.db, {
      body: 'I have had a cough for two weeks.',
      translation: { language: 'pl', enabled: false, original_body: 'Od dwóch tygodni mam kaszel.' },
    });
    const read = await as(
      RECEPTION,
      'query ConsoleTranslation($w: ID!) { consoleTranslation(wcmsId: $w) { enabled } }',
      {
        w: '1001',
      },
    );
    expect(read.data?.consoleTranslation).toEqual({ enabled: true });
    expect((await rest('GET', `/my/messages/wcms_id/1001/${id}`)).body.translation).toMatchObject({ language: 'pl' });

    const off = await as(RECEPTION, SAVE_TRANSLATION, { w: '1001', e: false });
    expect(off.data?.saveTranslationSettings).toEqual({ enabled: false });
    const view = await rest('GET', `/my/messages/wcms_id/1001/${id}`);
    expect(view.body).toMatchObject({ body: 'I have had a cough for two weeks.', translation: null });
    const toggle = await rest('PUT', `/my/messages/wcms_id/1001/${id}`, { action: 'translation', enabled: true });
    expect(toggle).toMatchObject({ status: 409, body: { code: 'NO_TRANSLATION' } });

    await as(RECEPTION, SAVE_TRANSLATION, { w: '1001', e: true });
    expect((await rest('GET', `/my/messages/wcms_id/1001/${id}`)).body.translation).toMatchObject({ language: 'pl' });
  });
});

const LIMITS = 'query ConsoleDailyLimits($w: ID!) { consoleDailyLimits(wcmsId: $w) { requestType limit usedToday } }';
const SAVE_LIMITS =
  'mutation SaveDailyLimits($w: ID!, $l: [DailyLimitInput!]!) { saveDailyLimits(wcmsId: $w, limits: $l) { requestType limit usedToday } }';

describe('daily request limits', () => {
  const adminRequest = {
    telephone: '07700 900135',
    patient_nhs_number: '9991000003',
    enquiry_type: 'admin',
    admin_query: 'Fit note',
    priority: 'routine',
  };

  it('lists every request type with its limit and today’s count; a limit reached refuses new requests of that type', async () => {
    await as(RECEPTION, SAVE_ADMIN, { w: '1001', a: DEFAULT_ADMIN_QUERY_TYPES });
    const start = (await as(RECEPTION, LIMITS, { w: '1001' })).data?.consoleDailyLimits as Json[];
    expect(start.map((l) => l.requestType)).toEqual([
      'admin',
      'medical',
      'outbound_response',
      'health_data',
      'simple_questionnaire',
    ]);
    const usedAdmin = start.find((l) => l.requestType === 'admin')!.usedToday as number;
    // one more admin request today, none for medical; the others have no limit
    const saved = await as(RECEPTION, SAVE_LIMITS, {
      w: '1001',
      l: [
        { requestType: 'admin', limit: usedAdmin + 1 },
        { requestType: 'medical', limit: 0 },
        { requestType: 'health_data', limit: null },
      ],
    });
    expect(saved.data?.saveDailyLimits).toEqual(
      expect.arrayContaining([
        { requestType: 'admin', limit: usedAdmin + 1, usedToday: usedAdmin },
        { requestType: 'medical', limit: 0, usedToday: expect.any(Number) },
        { requestType: 'health_data', limit: null, usedToday: 0 },
      ]),
    );
    expect((await rest('POST', '/messages/wcms_id/1001', adminRequest)).status).toBe(201);
    const refused = await rest('POST', '/messages/wcms_id/1001', adminRequest);
    expect(refused).toMatchObject({
      status: 409,
      body: {
        code: 'DAILY_LIMIT_REACHED',
        message: `The daily limit of ${usedAdmin + 1} admin requests for Riverside Medical Centre has been reached.`,
      },
    });
    const after = (await as(RECEPTION, LIMITS, { w: '1001' })).data?.consoleDailyLimits as Json[];
    expect(after.find((l) => l.requestType === 'admin')).toEqual({
      requestType: 'admin',
      limit: usedAdmin + 1,
      usedToday: usedAdmin + 1,
    });
    // assigning a medical request out of Incoming requests is refused by the same figures
    const id = await addRequest(t.database.db, { type: 'medical' });
    const assign = await rest('PUT', `/my/messages/wcms_id/1001/${id}`, { action: 'take' });
    expect(assign).toMatchObject({ status: 409, body: { code: 'DAILY_LIMIT_REACHED' } });
    // no limit again: accepted
    await as(RECEPTION, SAVE_LIMITS, { w: '1001', l: [] });
    expect((await rest('POST', '/messages/wcms_id/1001', adminRequest)).status).toBe(201);
  });

  it('refuses a negative limit and a type given twice, on its field, and saves nothing', async () => {
    await as(RECEPTION, SAVE_LIMITS, { w: '1001', l: [{ requestType: 'admin', limit: 5 }] });
    const bad = await as(RECEPTION, SAVE_LIMITS, {
      w: '1001',
      l: [
        { requestType: 'admin', limit: -1 },
        { requestType: 'medical', limit: 3 },
        { requestType: 'medical', limit: 4 },
      ],
    });
    expect(fieldsOf(bad)).toEqual({
      'limits.admin': 'Enter a daily limit of 0 or more, or leave it empty for no limit',
      'limits.medical': 'Each request type may have one daily limit',
    });
    const now = (await as(RECEPTION, LIMITS, { w: '1001' })).data?.consoleDailyLimits as Json[];
    expect(now.find((l) => l.requestType === 'admin')?.limit).toBe(5);
    await as(RECEPTION, SAVE_LIMITS, { w: '1001', l: [] });
  });
});
