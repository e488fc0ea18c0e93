import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import type { Json } from '../../test/helpers.js';
import { groups } from '../groups/index.js';
import { requests } from '../messages/index.js';
import { ageInYears, isValidUkPhone } from './rules.js';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());
beforeEach(() => clock.advance(1_000));

const RECEPTION = 3;
const MANAGER = 4;
const SUPER = 1;
const HOW_LONG = 'How long have you had this problem?';

async function rest(method: 'GET' | 'POST', url: string, payload?: unknown, userId = RECEPTION) {
  const { headers } = await t.signIn(userId);
  const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() as Json };
}
const create = (payload: Record<string, unknown>, userId = RECEPTION, wcmsId = 1001) =>
  rest('POST', `/api/messages/wcms_id/${wcmsId}`, payload, userId);

// Harry Lewis (born 2017-02-14, 9 in March 2026); Eleanor Whitfield (1948); Leo Smith (2024, under 5)
const HARRY = '9991000658';
const ELEANOR = '9991000003';
const LEO = '9991013261';

const medical = (extra: Record<string, unknown> = {}) => ({
  telephone: '07700 900135',
  patient_nhs_number: ELEANOR,
  enquiry_type: 'medical',
  medical_problem: 'Skin problem',
  custom_answers: [{ question: HOW_LONG, answer: 'Two days' }],
  priority: 'routine',
  ...extra,
});

describe('total triage settings', () => {
  it('gives the wizard the organisation’s problems, queries, questions and minimum age', async () => {
    const { status, body } = await rest('GET', '/api/total-triage/wcms_id/1001');
    expect(status).toBe(200);
    expect(body).toMatchObject({ enabled: true, minimum_patient_age: 5 });
    expect(body.medical_problems).toContain('Chest pain');
    expect(body.admin_query_types).toContain('Repeat prescription');
    expect(body.custom_questions.map((q: Json) => [q.question, q.enquiry_type, q.optional])).toEqual([
      [HOW_LONG, 'medical', false],
      ['Is anything making it better or worse?', 'medical', true],
      ['When is the best time to call you back?', 'both', true],
    ]);
    const hillview = await rest('GET', '/api/total-triage/wcms_id/1002', undefined, MANAGER);
    expect(hillview.body.enabled).toBe(false);
  });

  it('refuses the super role and other organisations', async () => {
    expect((await rest('GET', '/api/total-triage/wcms_id/1001', undefined, SUPER)).status).toBe(403);
    expect((await rest('GET', '/api/total-triage/wcms_id/1002', undefined, RECEPTION)).status).toBe(403);
  });
});

describe('care navigation', () => {
  it('suggests the first matching rule, by problem and age', async () => {
    const suggest = (body: Record<string, unknown>) =>
      rest('POST', '/api/total-triage/wcms_id/1001/care-navigation', body);
    expect(
      (await suggest({ enquiry_type: 'admin', admin_query: 'Repeat prescription', patient_nhs_number: ELEANOR })).body,
    ).toEqual({
      suggestion: {
        rule: 'Repeat prescriptions to Prescriptions',
        pool_id: 4,
        pool_name: 'Prescriptions',
        priority: 'routine',
      },
    });
    // the children's rule applies to Harry (9), not to Eleanor (77)
    expect(
      (await suggest({ enquiry_type: 'medical', medical_problem: 'Cough or cold', patient_nhs_number: HARRY })).body
        .suggestion,
    ).toMatchObject({ rule: 'Children with a cough or cold', pool_name: 'Clinicians', priority: 'same_day' });
    expect(
      (await suggest({ enquiry_type: 'medical', medical_problem: 'Cough or cold', patient_nhs_number: ELEANOR })).body,
    ).toEqual({ suggestion: null });
  });

  it('routes a created request to the rule’s pool and priority, with a note', async () => {
    const { status, body } = await create(medical({ medical_problem: 'Chest pain', priority: 'routine' }));
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      pool_id: 3,
      priority: 'urgent',
      care_navigation_rule: 'Chest pain is urgent',
      // the practice's confirmation for the patient (console → confirmation messages)
      confirmation: { message: expect.any(String), in_hours: expect.any(Boolean), emailed: expect.any(Boolean) },
    });
    const [row] = await t.database.db.select().from(requests).where(eq(requests.id, body.id));
    expect(row).toMatchObject({
      poolId: 3,
      priority: 'urgent',
      careNavigation: { pool_id: 3, pool_name: 'Clinicians', priority: 'urgent', ignored: false },
      identity: 'matched',
      clinicalPatientId: 'EMIS-5000',
    });
    const detail = await rest('GET', `/api/my/messages/wcms_id/1001/${body.id}`, undefined, MANAGER);
    expect(detail.body.thread.map((e: Json) => e.body)).toContain(
      'Care navigation rule "Chest pain is urgent" routed this request to Clinicians with priority Urgent.',
    );
  });

  it('lets the user ignore the rule: Incoming requests and the chosen priority', async () => {
    const { body } = await create(
      medical({ medical_problem: 'Chest pain', priority: 'same_day', ignore_care_navigation: true }),
    );
    expect(body).toMatchObject({ pool_id: 1, priority: 'same_day', care_navigation_rule: null });
    const [row] = await t.database.db.select().from(requests).where(eq(requests.id, body.id));
    expect(row!.careNavigation).toEqual({
      pool_id: 3,
      pool_name: 'Clinicians',
      priority: 'urgent',
      ignored: true,
      applied: false,
    });
  });

  it('passes over a rule whose pool was deleted', async () => {
    await t.database.db.update(groups).set({ active: false }).where(eq(groups.id, 4));
    const { body } = await create({
      telephone: '07700 900100',
      patient_nhs_number: ELEANOR,
      enquiry_type: 'admin',
      admin_query: 'Repeat prescription',
      priority: 'routine',
    });
    expect(body).toMatchObject({ pool_id: 1, care_navigation_rule: null });
    await t.database.db.update(groups).set({ active: true }).where(eq(groups.id, 4));
  });
});

describe('the rules of spec §5', () => {
  it('requires a valid telephone, the problem, a priority and required answers, per field', async () => {
    const { status, body } = await create(
      medical({
        telephone: '01234',
        medical_problem: 'Not on the list',
        priority: 'unprioritised',
        custom_answers: [],
      }),
    );
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields).toMatchObject({
      telephone: 'Enter a valid UK telephone number, like 07700 900123 or 01632 960123',
      medical_problem: 'Choose the medical problem',
      priority: 'Choose a priority',
    });
    expect(Object.entries(body.fields).find(([k]) => k.startsWith('custom_question.'))?.[1]).toBe(
      'Answer this question',
    );
    // optional questions may be left out; the required one answered is enough
    expect((await create(medical())).status).toBe(201);
  });

  it('requires the enquirer’s first name, last name and relationship, and a valid telephone', async () => {
    const { body } = await create(
      medical({ enquirer: { first_name: ' ', last_name: ' ', relationship: 'other', telephone: '0770090' } }),
    );
    expect(body.fields).toEqual({
      'enquirer.first_name': "Enter the enquirer's first name",
      'enquirer.last_name': "Enter the enquirer's last name",
      'enquirer.telephone': 'Enter a valid UK telephone number for the enquirer',
    });
  });

  it('refuses a patient under the minimum age, and one the clinical system does not hold', async () => {
    const young = await create(medical({ patient_nhs_number: LEO }));
    expect(young).toMatchObject({
      status: 422,
      body: { code: 'UNDER_MINIMUM_AGE', message: 'Requests cannot be made for patients under 5 years old' },
    });
    const unknown = await create(medical({ patient_nhs_number: '9434765919' }));
    expect(unknown).toMatchObject({ status: 422, body: { message: 'Patient not found in clinical system' } });
  });

  it('is refused where total triage is off', async () => {
    const { status, body } = await create(
      { ...medical(), patient_nhs_number: '9991002618', custom_answers: [] },
      MANAGER,
      1002,
    );
    expect(status).toBe(403);
    expect(body.message).toBe('Total triage is not enabled for this organisation');
  });
});

describe('validators (property tests)', () => {
  const digits = (n: number) =>
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
  it('accepts UK mobiles in any common spacing and with +44', () => {
    fc.assert(
      // 071, 072 and 073 are whole mobile blocks in the UK numbering plan (libphonenumber-js metadata)
      fc.property(
        digits(8),
        fc.constantFrom('1', '2', '3'),
        fc.boolean(),
        fc.constantFrom('', ' ', '-'),
        (rest, block, plus, sep) => {
          const national = `07${block}${rest}`;
          const spaced = `${national.slice(0, 5)}${sep}${national.slice(5)}`;
          expect(isValidUkPhone(spaced)).toBe(true);
          expect(isValidUkPhone(plus ? `+44${national.slice(1)}` : national)).toBe(true);
        },
      ),
    );
  });
  it('refuses mobiles of the wrong length and anything with letters', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 14 }).filter((n) => n !== 9),
        (n) => {
          fc.pre(n !== 9);
          expect(isValidUkPhone(`07${'1'.repeat(n)}`)).toBe(false);
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => /[a-z]/i.test(s)),
        (s) => {
          expect(isValidUkPhone(`07700${s}`)).toBe(false);
        },
      ),
    );
  });
  it('counts whole years of age', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2025 }), fc.integer({ min: 0, max: 100 }), (year, years) => {
        expect(ageInYears(`${year}-06-15`, `${year + years}-06-15`)).toBe(years);
        if (years > 0) expect(ageInYears(`${year}-06-15`, `${year + years}-06-14`)).toBe(years - 1);
      }),
    );
  });
});
