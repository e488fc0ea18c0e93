import { expect, test, type APIRequestContext, type Page } from './support/test';
import { ACCOUNTS, apiToken, gql } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAt } from './support/session';

/*
 * Console areas outcomes, admin queries and translation (issue 15): each setting changes what the product does.
 * Every test puts Riverside's settings back afterwards (the suite runs one test at a time against one server).
 */

const DEFAULT_OUTCOMES = [
  'Advice given',
  'Self-care advice given',
  'Appointment booked',
  'Prescription issued',
  'Referred to another service',
  'Signposted to pharmacy',
  'Test results given',
  'Admin query resolved',
  'No action needed',
];
const DEFAULT_ADMIN_QUERY_TYPES = [
  'Fit note',
  'Test results',
  'Repeat prescription',
  'Referral update',
  'Change of personal details',
  'Medical report or letter',
  'Other admin query',
];

async function restore(request: APIRequestContext) {
  const token = await apiToken(request, ACCOUNTS.manager);
  const results = await Promise.all([
    gql(
      request,
      'mutation SaveOutcomes($o: [String!]!) { saveOutcomes(wcmsId: "1001", outcomes: $o) }',
      {
        o: DEFAULT_OUTCOMES,
      },
      token,
    ),
    gql(
      request,
      'mutation SaveAdminQueryTypes($a: [String!]!) { saveAdminQueryTypes(wcmsId: "1001", adminQueryTypes: $a) }',
      { a: DEFAULT_ADMIN_QUERY_TYPES },
      token,
    ),
    gql(
      request,
      'mutation SaveTranslationSettings { saveTranslationSettings(wcmsId: "1001", enabled: true) { enabled } }',
      {},
      token,
    ),
  ]);
  for (const result of results) expect(result.errors).toBeUndefined();
  // the demo's limits (server/src/modules/messages/demo-requests.ts)
  const limits = await gql(
    request,
    'mutation SaveDailyLimits($l: [DailyLimitInput!]!) { saveDailyLimits(wcmsId: "1001", limits: $l) { limit } }',
    {
      l: [
        { requestType: 'medical', limit: 200 },
        { requestType: 'admin', limit: 200 },
      ],
    },
    token,
  );
  expect(limits.errors).toBeUndefined();
}

/** A new admin request at Riverside, made through total triage by reception; its id. */
async function newAdminRequest(request: APIRequestContext, adminQuery: string) {
  const response = await request.post('/api/messages/wcms_id/1001', {
    headers: { authorization: `Bearer ${await apiToken(request, ACCOUNTS.reception)}` },
    data: {
      telephone: '07700 900135',
      patient_nhs_number: '9991000003',
      enquiry_type: 'admin',
      admin_query: adminQuery,
      priority: 'routine',
    },
  });
  return response;
}

/** Reception (console access basic: these are basic areas) opens a console area. */
async function receptionOpens(page: Page, area: string) {
  await signInAt(page, ACCOUNTS.reception, `/full/management-console/${area}`);
}

test.afterEach(async ({ request }) => restore(request));

test('an outcome added in the console is offered in the Complete dialog, and stays on the request once removed', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await receptionOpens(page, 'outcomes');
  await expect(page.getByRole('heading', { name: 'Outcomes' })).toBeVisible();
  await expect(page.getByLabel('Outcome 1', { exact: true })).toHaveValue('Advice given');
  await expectNoAxeViolations(page);

  // required and unique, on its row
  await page.getByRole('button', { name: 'Add an outcome' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter the outcome')).toBeVisible();
  await page.getByLabel('Outcome 10').fill('advice given');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This outcome is already in the list')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Outcome 10').fill('Pharmacy First consultation');
  // to the top of the list, by keyboard
  for (let i = 0; i < 9; i += 1) {
    await page.getByRole('button', { name: 'Move Pharmacy First consultation up' }).press('Enter');
  }
  await expect(page.getByLabel('Outcome 1', { exact: true })).toHaveValue('Pharmacy First consultation');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Outcomes saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Outcome 1', { exact: true })).toHaveValue('Pharmacy First consultation');

  // the Complete dialog offers it, first
  const created = await newAdminRequest(request, 'Test results');
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/full/request/${id}/full`);
  const view = page.locator('main');
  await view.getByRole('button', { name: 'Complete', exact: true }).click();
  const complete = page.getByRole('dialog', { name: 'Complete this request' });
  const outcome = complete.getByLabel('Outcome');
  await expect(outcome.locator('option').nth(1)).toHaveText('Pharmacy First consultation');
  await outcome.selectOption({ label: 'Pharmacy First consultation' });
  await complete.getByRole('button', { name: 'Complete request' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(view.getByText(/Outcome: Pharmacy First consultation\./)).toBeVisible();

  // removed from the list: still readable on the request that recorded it
  await restore(request);
  await page.reload();
  await expect(page.locator('main').getByText('Pharmacy First consultation').first()).toBeVisible();
});

test('an admin query type added in the console can be chosen for a new request; a removed one cannot', async ({
  page,
  request,
  allowConsole,
}) => {
  test.setTimeout(90_000);
  allowConsole(/status of 400/);
  await receptionOpens(page, 'admin-queries');
  await expect(page.getByRole('heading', { name: 'Admin queries' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Remove Fit note' }).click();
  await page.getByRole('button', { name: 'Add an admin query type' }).click();
  await page.getByLabel('Admin query type 7').fill('Travel vaccines');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Admin query types saved')).toBeVisible();

  expect((await newAdminRequest(request, 'Travel vaccines')).status()).toBe(201);
  const removed = await newAdminRequest(request, 'Fit note');
  expect(removed.status()).toBe(400);
  expect(await removed.json()).toMatchObject({ fields: { admin_query: 'Choose the admin query' } });
});

test('turning translation off removes the toggle from the request view and shows the English text', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAt(page, ACCOUNTS.reception, '/full/request/14/full');
  const view = page.locator('main');
  await expect(
    view.getByRole('button', { name: /Show the English translation|Show what the patient wrote/ }),
  ).toBeVisible();

  await page.goto('/full/management-console/translation');
  const box = page.getByRole('checkbox', { name: 'Offer translations in the request view' });
  await expect(box).toBeChecked();
  await expectNoAxeViolations(page);
  await box.uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Translation settings saved')).toBeVisible();

  await page.goto('/full/request/14/full');
  await expect(view.getByText('Pain on the inside of my left knee when I go down stairs.')).toBeVisible();
  await expect(
    view.getByRole('button', { name: /Show the English translation|Show what the patient wrote/ }),
  ).toHaveCount(0);
  await expect(view.getByText('Boli mnie wewnętrzna strona lewego kolana')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a daily limit set in the console refuses new requests of that type with a clear message', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await receptionOpens(page, 'request-limits');
  await expect(page.getByRole('heading', { name: 'Request limits' })).toBeVisible();
  const admin = page.getByLabel('Daily limit for Admin requests');
  await expect(admin).toHaveValue('200');
  await expectNoAxeViolations(page);
  await admin.fill('-3');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a daily limit of 0 or more, or leave it empty for no limit')).toBeVisible();
  await admin.fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Request limits saved')).toBeVisible();

  const refused = await newAdminRequest(request, 'Test results');
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe(
    'The daily limit of 0 admin requests for Riverside Medical Centre has been reached.',
  );
  // medical requests keep their own limit
  await page.reload();
  await expect(page.getByLabel('Daily limit for Medical requests')).toHaveValue('200');
  await admin.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Request limits saved')).toBeVisible();
  expect((await newAdminRequest(request, 'Test results')).status()).toBe(201);
});
