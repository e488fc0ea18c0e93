import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PATIENT_RATING_COMMENT_MAX } from '@contracts/rules/patient-rating.js';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import { gql, type Json } from '../../test/helpers.js';
import { PATIENT_RATING_MESSAGES } from './feedback.js';

// The patient's rating after submitting a request (issue 18): a hand-counted fixture on two UK days far from the
// seed's data (Tuesday 8 and Wednesday 9 June 2021), rated through the reply links' own tokens.
const clock = createTestClock(new Date('2021-06-08T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const RECEPTION = 3;
const MANAGER = 4;
const RIVERSIDE = 1001;
const HILLVIEW = 1002;
const REPORT = `query Report($w: ID!, $tab: ReportTab!, $from: String!, $to: String!, $search: String) {
  report(wcmsId: $w, tab: $tab, from: $from, to: $to, search: $search) {
    figures { key value previous }
    tables { key rows { label value previous } }
    comments { category text }
  }
}`;

type Report = {
  figures: { key: string; value: number | null; previous: number | null }[];
  tables: { key: string; rows: { label: string; value: number; previous: number }[] }[];
  comments: { category: string; text: string }[];
};

async function feedbackReport(w: number, userId = MANAGER, search?: string) {
  const { bearerToken } = await t.signIn(userId);
  return gql<Json>(
    t,
    REPORT,
    { w: String(w), tab: 'feedback', from: '2021-06-09', to: '2021-06-09', ...(search ? { search } : {}) },
    { token: bearerToken },
  );
}
const figure = (r: Report, key: string) => r.figures.find((f) => f.key === key);
const ratings = (r: Report) =>
  Object.fromEntries(
    r.tables.find((x) => x.key === 'ratings')!.rows.map((row) => [row.label, [row.value, row.previous]]),
  );

let sent = 0;
/** A response request sent to one patient from Riverside; its reply link's token. */
async function responseRequest(): Promise<{ id: number; token: string }> {
  const { headers } = await t.signIn(RECEPTION);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/outbound/wcms_id/1001',
    headers,
    payload: {
      channel: 'sms',
      body: `How are you getting on? (${++sent})`,
      response_requested: true,
      recipients: [{ nhs_number: '943 476 5919', mobile: '07700 900123', forename: 'Ellie', surname: 'Morgan' }],
    },
  });
  expect(response.statusCode).toBe(201);
  const id = (response.json() as Json).id as number;
  const rows = (await t.database.db.execute(
    sql`select token from outbound_recipients where request_id = ${id}`,
  )) as unknown as { rows: { token: string }[] };
  return { id, token: rows.rows[0]!.token };
}

const reply = (token: string) =>
  t.app.inject({ method: 'POST', url: `/api/outbound-response/${token}`, payload: { text: 'Much better, thanks' } });
const rate = (token: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/outbound-response/${token}/rating`, payload: payload as object });
const ratingOf = (token: string) => t.app.inject({ method: 'GET', url: `/api/outbound-response/${token}/rating` });

async function submitted() {
  const request = await responseRequest();
  expect((await reply(request.token)).statusCode).toBe(201);
  return request;
}

describe('the patient’s rating after submitting a request', () => {
  it('is offered only once the reply is sent, authorised by the link’s token alone', async () => {
    const { token } = await responseRequest();
    expect((await ratingOf(token)).json()).toEqual({ rated: false });
    const early = await rate(token, { rating: 4 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'NOT_SUBMITTED', message: PATIENT_RATING_MESSAGES.notSubmitted });
    expect((await rate('unknown-token-aaaaaaaaaaaa', { rating: 4 })).statusCode).toBe(404);
    expect((await ratingOf('unknown-token-aaaaaaaaaaaa')).statusCode).toBe(404);
  });

  it('refuses a rating off the scale or a comment too long with a message per field, storing nothing', async () => {
    const { token } = await submitted();
    for (const rating of [0, 6]) {
      const bad = await rate(token, { rating });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toEqual({ rating: PATIENT_RATING_MESSAGES.rating });
    }
    const long = await rate(token, { rating: 3, comment: 'a'.repeat(PATIENT_RATING_COMMENT_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ comment: `Enter at most ${PATIENT_RATING_COMMENT_MAX} characters.` });
    expect((await rate(token, { rating: 'five' })).statusCode).toBe(400);
    expect((await ratingOf(token)).json()).toEqual({ rated: false });
  });

  it('is counted in Reports → Feedback of its own organisation only, compared with the previous day', async () => {
    // Tuesday 8 June (the previous period): one rating of 2, no comment
    const a = await submitted();
    expect((await rate(a.token, { rating: 2 })).statusCode).toBe(201);
    clock.set(new Date('2021-06-09T10:00:00Z'));
    // Wednesday 9 June: 4 with a comment, 5 with a comment, 4 with a blank comment
    const b = await submitted();
    const rated = await rate(b.token, { rating: 4, comment: '  Quick and easy  ' });
    expect(rated.statusCode).toBe(201);
    expect(rated.json()).toEqual({ rated: true, rating: 4, comment: 'Quick and easy' });
    expect((await ratingOf(b.token)).json()).toEqual({ rated: true, rating: 4, comment: 'Quick and easy' });
    const c = await submitted();
    expect((await rate(c.token, { rating: 5, comment: 'Lovely staff' })).statusCode).toBe(201);
    const d = await submitted();
    expect((await rate(d.token, { rating: 4, comment: '   ' })).statusCode).toBe(201);
    // a submission that went to Hillview: its rating is Hillview's
    const e = await submitted();
    await t.database.db.execute(sql`update outbound_requests set wcms_id = ${HILLVIEW} where id = ${e.id}`);
    expect((await rate(e.token, { rating: 1, comment: 'Hillview only' })).statusCode).toBe(201);

    // one rating per submission: a second is refused and changes nothing
    const second = await rate(b.token, { rating: 1, comment: 'Changed my mind' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'ALREADY_RATED', message: PATIENT_RATING_MESSAGES.alreadyRated });

    const riverside = (await feedbackReport(RIVERSIDE)).data!.report as Report;
    expect(figure(riverside, 'patientRatings')).toMatchObject({ value: 3, previous: 1 });
    // (4 + 5 + 4) / 3 = 4.33…, shown to one decimal place
    expect(figure(riverside, 'averageRating')).toMatchObject({ value: 4.3, previous: 2 });
    expect(ratings(riverside)).toEqual({ '5': [1, 0], '4': [2, 0], '3': [0, 0], '2': [0, 1], '1': [0, 0] });
    expect(riverside.comments).toEqual([
      { category: 'patient', text: 'Lovely staff' },
      { category: 'patient', text: 'Quick and easy' },
    ]);
    const searched = (await feedbackReport(RIVERSIDE, MANAGER, 'LOVELY')).data!.report as Report;
    expect(searched.comments).toEqual([{ category: 'patient', text: 'Lovely staff' }]);

    const hillview = (await feedbackReport(HILLVIEW)).data!.report as Report;
    expect(figure(hillview, 'patientRatings')).toMatchObject({ value: 1, previous: 0 });
    expect(ratings(hillview)['1']).toEqual([1, 0]);
    expect(hillview.comments).toEqual([{ category: 'patient', text: 'Hillview only' }]);
    // and another organisation's staff cannot read them
    expect((await feedbackReport(HILLVIEW, RECEPTION)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
