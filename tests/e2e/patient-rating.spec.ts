import { expect, test } from './support/test';
import { ACCOUNTS, apiToken, gql, latestOutboxMessage } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAt } from './support/session';

// Issue 18: the patient's rating after submitting a request, counted in Reports → Feedback.
const PATIENT = { nhs_number: '9434765919', mobile: '07700900412', forename: 'Rhian', surname: 'Evans' };

const ukDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

type FeedbackReport = {
  report: {
    figures: { key: string; value: number | null }[];
    tables: { key: string; rows: { label: string; value: number; previous: number }[] }[];
  };
};

test('a patient replies, rates 4 with a comment, and the manager sees it counted in Reports → Feedback', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const comment = `Quick and easy ${Date.now()}`;
  // the practice asks the patient for a reply; the link in the SMS is the only key the patient has
  const staff = await apiToken(request, ACCOUNTS.reception);
  const sent = await request.post('/api/outbound/wcms_id/1001', {
    data: {
      channel: 'sms',
      body: 'How are you getting on with the new inhaler?',
      response_requested: true,
      recipients: [PATIENT],
    },
    headers: { authorization: `Bearer ${staff}` },
  });
  expect(sent.status()).toBe(201);
  const sms = await latestOutboxMessage(request, PATIENT.mobile);
  const token = /\/consult\/reply\/([A-Za-z0-9_-]+)/.exec(sms?.body ?? '')?.[1];
  expect(token).toBeTruthy();

  // the patient submits their reply: only then is the optional rating offered
  await page.goto(`/consult/reply/${token}`);
  await expect(page.getByRole('button', { name: 'Submit rating' })).toHaveCount(0);
  await page.getByLabel('Your reply').fill('Much better, thank you.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Thank you. Your reply has been sent to the practice.')).toBeVisible();
  const scale = page.getByRole('group', { name: 'How easy was it to send your request to the practice?' });
  await expect(scale.getByRole('radio')).toHaveCount(5);
  await expectNoAxeViolations(page);
  // a rating is required before Submit does anything
  await page.getByRole('button', { name: 'Submit rating' }).click();
  await expect(page.getByText('Choose a rating from 1 to 5.')).toBeVisible();
  await scale.getByRole('radio', { name: '4 - Easy' }).check();
  await page.getByLabel('Comment (optional)').fill(comment);
  await page.getByRole('button', { name: 'Submit rating' }).click();
  await expect(page.getByText('Thank you for your rating.')).toBeVisible();
  await expect(page.getByText('Your rating: 4 out of 5')).toBeVisible();
  await expectNoAxeViolations(page);
  // one rating per submission: the link no longer offers the form, and the server refuses a second
  await page.reload();
  await expect(page.getByText('You have already rated this. Thank you.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit rating' })).toHaveCount(0);
  expect((await request.post(`/api/outbound-response/${token}/rating`, { data: { rating: 1 } })).status()).toBe(409);

  // the manager's Feedback tab for today: the ratings table's "4" equals the server's count
  const today = ukDay(new Date());
  const server = await gql<FeedbackReport>(
    request,
    'query Report($w: ID!, $from: String!, $to: String!) { report(wcmsId: $w, tab: feedback, from: $from, to: $to) { figures { key value } tables { key rows { label value previous } } } }',
    { w: '1001', from: today, to: today },
    await apiToken(request, ACCOUNTS.manager),
  );
  const fours = server.data!.report.tables.find((t) => t.key === 'ratings')!.rows.find((r) => r.label === '4')!;
  expect(fours.value).toBeGreaterThanOrEqual(1);
  const ratings = server.data!.report.figures.find((f) => f.key === 'patientRatings')!.value!;
  await signInAt(page, ACCOUNTS.manager, `/full/management-console/reports?tab=feedback&from=${today}&to=${today}`, {
    wcmsId: 1001,
  });
  await expect(page.getByRole('tab', { name: 'Feedback', selected: true })).toBeVisible();
  const format = (n: number) => new Intl.NumberFormat('en-GB').format(n);
  await expect(
    page
      .getByRole('table', { name: 'Patient ratings: Data table' })
      .getByRole('row', { name: /^4\b/ })
      .getByRole('cell'),
  ).toHaveText([format(fours.value), format(fours.previous)]);
  await expect(page.locator('[data-figure="patientRatings"]')).toHaveText(format(ratings));
  // the comment is searchable with the other comments
  await page.getByLabel('Search comments').fill(comment);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(comment)).toBeVisible();
  await expectNoAxeViolations(page);
});
