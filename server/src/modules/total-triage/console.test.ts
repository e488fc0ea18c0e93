import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import { gql, type Json } from '../../test/helpers.js';
import {
  ageRuleMatches,
  careNavigationRuleProblems,
  preferenceProblems,
  sampleDateOfBirth,
  wholeAgeIn,
} from '@contracts/rules/total-triage.js';
import { TRIAGE_CONSOLE_MESSAGES as M, TRIAGE_MESSAGES } from './rules.js';

/* Console area total-triage (issue 15): settings and care navigation rules, each taking effect. */

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());
beforeEach(() => clock.advance(1_000));

const RECEPTION = 3;
const MANAGER = 4;
// Eleanor Whitfield (female, 1948), Harry Lewis (male, born 2017-02-14)
const ELEANOR = '9991000003';
const HARRY = '9991000658';

async function as(userId: number, query: string, variables: Record<string, unknown> = {}) {
  const { bearerToken } = await t.signIn(userId);
  return gql<Json>(t, query, variables, { token: bearerToken });
}
async function rest(method: 'GET' | 'POST', url: string, payload?: unknown, userId = RECEPTION) {
  const { headers } = await t.signIn(userId);
  const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() as Json };
}
const fieldsOf = (body: { errors?: { extensions?: { fields?: Record<string, string> } }[] }) =>
  body.errors?.[0]?.extensions?.fields;

const SETTINGS =
  'query S($w: ID!) { totalTriageConsoleSettings(wcmsId: $w) { available enabled minimumPatientAge preferences { text requestType } } }';
const SAVE_SETTINGS =
  'mutation Save($w: ID!, $input: TotalTriageSettingsInput!) { saveTotalTriageSettings(wcmsId: $w, input: $input) { available enabled minimumPatientAge preferences { text requestType } } }';
const EDITOR =
  'query E($w: ID!) { careNavigationEditor(wcmsId: $w) { rules { id name position priority routeGroupName } groups { id name } } }';
const SAVE_RULE =
  'mutation R($w: ID!, $id: ID, $input: CareNavigationRuleInput!) { saveCareNavigationRule(wcmsId: $w, id: $id, input: $input) { id name position routeGroupName minAge minAgeUnit maxAge maxAgeUnit } }';
const TRY =
  'query T($w: ID!, $input: CareNavigationTryInput!) { tryCareNavigation(wcmsId: $w, input: $input) { ruleId ruleName groupName priority } }';
const REORDER = 'mutation O($w: ID!, $ids: [ID!]!) { reorderCareNavigationRules(wcmsId: $w, ids: $ids) { id name } }';
const DELETE = 'mutation D($w: ID!, $id: ID!) { deleteCareNavigationRule(wcmsId: $w, id: $id) }';

const rule = (extra: Record<string, unknown> = {}) => ({
  name: 'Skin problems in women to Reception',
  requestType: 'medical',
  patients: 'female',
  medicalProblem: 'Skin problem',
  minAge: 18,
  minAgeUnit: 'years',
  maxAge: 90,
  maxAgeUnit: 'years',
  priority: 'same_day',
  routeGroupId: '2',
  enabled: true,
  ...extra,
});

const skinRequest = (nhs: string) => ({
  telephone: '07700 900135',
  patient_nhs_number: nhs,
  enquiry_type: 'medical',
  medical_problem: 'Skin problem',
  custom_answers: [{ question: 'How long have you had this problem?', answer: 'Two days' }],
  priority: 'routine',
});

describe('spec §5 rules (shared with the browser, schema/rules/total-triage.ts)', () => {
  const base = {
    name: 'x',
    requestType: 'admin',
    patients: 'all',
    minAge: null,
    minAgeUnit: 'years',
    maxAge: null,
    maxAgeUnit: 'years',
    priority: 'routine',
    routeGroupId: 2,
  };
  it('age rule: min less than max, max not in months or weeks when min is in years', () => {
    expect(careNavigationRuleProblems({ ...base, minAge: 10, maxAge: 10 })).toEqual({ maxAge: 'minNotLessThanMax' });
    expect(careNavigationRuleProblems({ ...base, minAge: 10, maxAge: 5 })).toEqual({ maxAge: 'minNotLessThanMax' });
    expect(careNavigationRuleProblems({ ...base, minAge: 1, maxAge: 30, maxAgeUnit: 'months' })).toEqual({
      maxAgeUnit: 'maxUnitTooSmall',
    });
    expect(careNavigationRuleProblems({ ...base, minAge: 1, maxAge: 300, maxAgeUnit: 'weeks' })).toEqual({
      maxAgeUnit: 'maxUnitTooSmall',
    });
    // months to years, weeks to months are fine when min is less
    expect(careNavigationRuleProblems({ ...base, minAge: 6, minAgeUnit: 'months', maxAge: 2 })).toEqual({});
    expect(
      careNavigationRuleProblems({ ...base, minAge: 6, minAgeUnit: 'weeks', maxAge: 1, maxAgeUnit: 'months' }),
    ).toEqual({ maxAge: 'minNotLessThanMax' });
    expect(careNavigationRuleProblems({ ...base, minAge: -1 })).toEqual({ minAge: 'ageInvalid' });
    expect(careNavigationRuleProblems({ ...base, minAge: 0, maxAge: 5 })).toEqual({});
  });
  it('name, priority and route are required', () => {
    expect(careNavigationRuleProblems({ ...base, name: ' ', priority: 'unprioritised', routeGroupId: null })).toEqual({
      name: 'nameRequired',
      priority: 'priorityRequired',
      routeGroupId: 'routeRequired',
    });
  });
  it('preferences: text required, up to 50 characters, unique; request type admin, medical or both', () => {
    expect(
      preferenceProblems([
        { text: '', requestType: 'admin' },
        { text: 'x'.repeat(51), requestType: 'medical' },
        { text: 'Phone call', requestType: 'other' },
        { text: 'phone call ', requestType: 'both' },
        { text: 'x'.repeat(50), requestType: 'both' },
      ]),
    ).toEqual({
      0: { text: 'textRequired' },
      1: { text: 'textTooLong' },
      2: { requestType: 'requestTypeRequired' },
      3: { text: 'duplicate' },
    });
  });
  it('a sample patient of any age is exactly that age in its unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.constantFrom('years', 'months', 'weeks'), (age, unit) => {
        const born = sampleDateOfBirth(age, unit as 'years', '2026-03-02');
        expect(wholeAgeIn(unit as 'years', born, '2026-03-02')).toBe(age);
      }),
    );
    expect(
      ageRuleMatches({ minAge: 6, minAgeUnit: 'months', maxAge: 2, maxAgeUnit: 'years' }, '2025-09-02', '2026-03-02'),
    ).toBe(true);
    expect(
      ageRuleMatches({ minAge: 6, minAgeUnit: 'months', maxAge: 2, maxAgeUnit: 'years' }, '2025-09-03', '2026-03-02'),
    ).toBe(false);
  });
});

describe('total triage settings', () => {
  it('reads the switch, the minimum age (the client settings’ one) and the preferences', async () => {
    const body = await as(MANAGER, SETTINGS, { w: '1001' });
    expect(body.data?.totalTriageConsoleSettings).toEqual({
      available: true,
      enabled: true,
      minimumPatientAge: 5,
      preferences: [],
    });
  });

  it('refuses each invalid value with its message and keeps the settings', async () => {
    const body = await as(MANAGER, SAVE_SETTINGS, {
      w: '1001',
      input: {
        enabled: true,
        minimumPatientAge: 121,
        preferences: [
          { text: 'x'.repeat(51), requestType: 'admin' },
          { text: ' ', requestType: 'both' },
        ],
      },
    });
    expect(body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(fieldsOf(body)).toEqual({
      minimumPatientAge: M.minimumPatientAge,
      'preferences.0.text': M.preference.textTooLong,
      'preferences.1.text': M.preference.textRequired,
    });
    expect((await as(MANAGER, SETTINGS, { w: '1001' })).data?.totalTriageConsoleSettings).toMatchObject({
      minimumPatientAge: 5,
    });
  });

  it('cannot switch total triage on where it is not sold (Hillview)', async () => {
    const body = await as(MANAGER, SAVE_SETTINGS, {
      w: '1002',
      input: { enabled: true, minimumPatientAge: null, preferences: [] },
    });
    expect(fieldsOf(body)).toEqual({ enabled: M.notAvailable });
  });

  it('a raised minimum age refuses requests for younger patients; off refuses every request', async () => {
    // Harry is 9: accepted with the minimum age 5
    expect((await rest('POST', '/api/messages/wcms_id/1001', skinRequest(HARRY))).status).toBe(201);
    const saved = await as(MANAGER, SAVE_SETTINGS, {
      w: '1001',
      input: {
        enabled: true,
        minimumPatientAge: 10,
        preferences: [{ text: 'Call back in the morning', requestType: 'both' }],
      },
    });
    expect(saved.errors).toBeUndefined();
    const refused = await rest('POST', '/api/messages/wcms_id/1001', skinRequest(HARRY));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(TRIAGE_MESSAGES.underMinimumAge(10));
    const wizard = await rest('GET', '/api/total-triage/wcms_id/1001');
    expect(wizard.body).toMatchObject({ enabled: true, minimum_patient_age: 10 });

    await as(MANAGER, SAVE_SETTINGS, {
      w: '1001',
      input: { enabled: false, minimumPatientAge: 10, preferences: [] },
    });
    expect((await rest('GET', '/api/total-triage/wcms_id/1001')).body.enabled).toBe(false);
    expect((await rest('POST', '/api/messages/wcms_id/1001', skinRequest(ELEANOR))).status).toBe(403);

    const back = await as(MANAGER, SAVE_SETTINGS, {
      w: '1001',
      input: { enabled: true, minimumPatientAge: 5, preferences: [] },
    });
    expect(back.data?.saveTotalTriageSettings).toEqual({
      available: true,
      enabled: true,
      minimumPatientAge: 5,
      preferences: [],
    });
    expect((await rest('POST', '/api/messages/wcms_id/1001', skinRequest(HARRY))).status).toBe(201);
  });
  it('the wizard offers the preferences, and a request records the one chosen', async () => {
    await as(MANAGER, SAVE_SETTINGS, {
      w: '1001',
      input: {
        enabled: true,
        minimumPatientAge: 5,
        preferences: [
          { text: 'Call back in the morning', requestType: 'both' },
          { text: 'Collect from the pharmacy', requestType: 'admin' },
        ],
      },
    });
    const wizard = await rest('GET', '/api/total-triage/wcms_id/1001');
    expect(wizard.body.preferences).toEqual([
      { text: 'Call back in the morning', request_type: 'both' },
      { text: 'Collect from the pharmacy', request_type: 'admin' },
    ]);
    // an admin-only preference is refused on a medical request
    const refused = await rest('POST', '/api/messages/wcms_id/1001', {
      ...skinRequest(ELEANOR),
      preference: 'Collect from the pharmacy',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ preference: TRIAGE_MESSAGES.unknownPreference });
    const made = await rest('POST', '/api/messages/wcms_id/1001', {
      ...skinRequest(ELEANOR),
      preference: 'Call back in the morning',
    });
    expect(made.status).toBe(201);
    const detail = await rest('GET', `/api/my/messages/wcms_id/1001/${made.body.id}`, undefined, MANAGER);
    expect(detail.body.thread.map((e: Json) => e.body)).toContain('Patient preference: Call back in the morning');
    await as(MANAGER, SAVE_SETTINGS, { w: '1001', input: { enabled: true, minimumPatientAge: 5, preferences: [] } });
  });
});

describe('care navigation rules', () => {
  it('refuses an invalid rule with a message per field', async () => {
    const body = await as(MANAGER, SAVE_RULE, {
      w: '1001',
      input: rule({ name: '', minAge: 2, maxAge: 20, maxAgeUnit: 'months', priority: '', routeGroupId: null }),
    });
    expect(body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(fieldsOf(body)).toEqual({
      name: M.rule.nameRequired,
      maxAgeUnit: M.rule.maxUnitTooSmall,
      priority: M.rule.priorityRequired,
      routeGroupId: M.rule.routeRequired,
    });
    const minMax = await as(MANAGER, SAVE_RULE, { w: '1001', input: rule({ minAge: 40, maxAge: 40 }) });
    expect(fieldsOf(minMax)).toEqual({ maxAge: M.rule.minNotLessThanMax });
    // another organisation's group, an unknown medical problem
    const foreign = await as(MANAGER, SAVE_RULE, {
      w: '1001',
      input: rule({ routeGroupId: '999999', medicalProblem: 'Nonsense' }),
    });
    expect(fieldsOf(foreign)).toEqual({ medicalProblem: M.unknownMedicalProblem, routeGroupId: M.unknownGroup });
  });

  it('a new rule is tried last, routes real requests, and the try-it box names it', async () => {
    const created = await as(MANAGER, SAVE_RULE, { w: '1001', input: rule() });
    expect(created.errors).toBeUndefined();
    const id = created.data!.saveCareNavigationRule.id as string;
    expect(created.data!.saveCareNavigationRule).toMatchObject({ position: 5, routeGroupName: 'Reception' });

    const sample = { requestType: 'medical', medicalProblem: 'Skin problem', age: 77, ageUnit: 'years' };
    expect(
      (await as(MANAGER, TRY, { w: '1001', input: { ...sample, sex: 'female' } })).data?.tryCareNavigation,
    ).toEqual({
      ruleId: id,
      ruleName: 'Skin problems in women to Reception',
      groupName: 'Reception',
      priority: 'same_day',
    });
    // a man, or a child, is not routed by it
    expect((await as(MANAGER, TRY, { w: '1001', input: { ...sample, sex: 'male' } })).data?.tryCareNavigation).toEqual({
      ruleId: null,
      ruleName: null,
      groupName: null,
      priority: null,
    });
    expect(
      (await as(MANAGER, TRY, { w: '1001', input: { ...sample, sex: 'female', age: 9 } })).data?.tryCareNavigation
        .ruleName,
    ).toBeNull();

    // the real request for Eleanor goes to Reception, same day; Harry's is not routed
    const made = await rest('POST', '/api/messages/wcms_id/1001', skinRequest(ELEANOR));
    expect(made.body).toMatchObject({ pool_id: 2, priority: 'same_day', care_navigation_rule: rule().name });
    const harry = await rest('POST', '/api/messages/wcms_id/1001', skinRequest(HARRY));
    expect(harry.body).toMatchObject({ pool_id: 1, care_navigation_rule: null });

    // disabled: no longer fires
    await as(MANAGER, SAVE_RULE, { w: '1001', id, input: rule({ enabled: false }) });
    expect(
      (await as(MANAGER, TRY, { w: '1001', input: { ...sample, sex: 'female' } })).data?.tryCareNavigation.ruleId,
    ).toBeNull();
    expect((await as(MANAGER, DELETE, { w: '1001', id })).data?.deleteCareNavigationRule).toBe(true);
    expect((await as(MANAGER, DELETE, { w: '1001', id })).errors?.[0]?.message).toBe(M.ruleNotFound);
  });

  it('tries rules in the order the console sets', async () => {
    const second = await as(MANAGER, SAVE_RULE, {
      w: '1001',
      input: rule({
        name: 'All chest pain to Reception',
        medicalProblem: 'Chest pain',
        patients: 'all',
        minAge: null,
        maxAge: null,
        priority: 'routine',
      }),
    });
    const newId = second.data!.saveCareNavigationRule.id as string;
    const sample = { requestType: 'medical', medicalProblem: 'Chest pain', age: 50, ageUnit: 'years', sex: 'all' };
    expect((await as(MANAGER, TRY, { w: '1001', input: sample })).data?.tryCareNavigation.ruleName).toBe(
      'Chest pain is urgent',
    );
    const ids = ((await as(MANAGER, EDITOR, { w: '1001' })).data!.careNavigationEditor.rules as Json[]).map(
      (r) => r.id as string,
    );
    const reordered = await as(MANAGER, REORDER, { w: '1001', ids: [newId, ...ids.filter((i) => i !== newId)] });
    expect((reordered.data!.reorderCareNavigationRules as Json[])[0]!.name).toBe('All chest pain to Reception');
    expect((await as(MANAGER, TRY, { w: '1001', input: sample })).data?.tryCareNavigation).toMatchObject({
      ruleName: 'All chest pain to Reception',
      priority: 'routine',
    });
    // every rule once
    expect(fieldsOf(await as(MANAGER, REORDER, { w: '1001', ids: [newId] }))).toEqual({ ids: M.reorderMismatch });
    await as(MANAGER, REORDER, { w: '1001', ids });
    await as(MANAGER, DELETE, { w: '1001', id: newId });
  });
});
