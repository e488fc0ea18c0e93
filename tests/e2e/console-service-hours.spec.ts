import { expect, test, type APIRequestContext, type Page } from './support/test';
import { ACCOUNTS, apiToken, gql, latestOutboxMessage } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAtInbox } from './support/session';
import { useSimulatedHost } from './support/desktop-host';
import { fillDate } from './support/date-input';

/*
 * Console areas service hours and confirmation messages (issue 15): the hours decide whether a request made now is
 * in or out of hours, and the patient is shown and emailed that confirmation. Riverside is put back afterwards.
 */

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const DEFAULT_WEEK = WEEKDAYS.map((day) =>
  day === 'saturday' || day === 'sunday'
    ? { day, start: null, finish: null }
    : { day, start: '08:00', finish: '18:30' },
);
const DEFAULT_MESSAGES = {
  inHoursScreen: 'Your request has been sent to the practice.',
  outOfHoursScreen: 'The practice is closed. Your request will be read when it reopens.',
  inHoursEmail: 'Thank you for your request. The practice will reply within two working days.',
  outOfHoursEmail: 'Thank you for your request. The practice is closed and will reply when it reopens.',
};
const SAVE_HOURS =
  'mutation SaveServiceHours($d: [ServiceHoursDayInput!]!) { saveServiceHours(wcmsId: "1001", days: $d) { inHoursNow } }';

async function restore(request: APIRequestContext) {
  const token = await apiToken(request, ACCOUNTS.manager);
  const hours = await gql(request, SAVE_HOURS, { d: DEFAULT_WEEK }, token);
  expect(hours.errors).toBeUndefined();
  const messages = await gql(
    request,
    'mutation SaveConfirmationMessages($m: ConfirmationMessagesInput!) { saveConfirmationMessages(wcmsId: "1001", messages: $m) { inHoursScreen } }',
    { m: DEFAULT_MESSAGES },
    token,
  );
  expect(messages.errors).toBeUndefined();
}

test.afterEach(async ({ request }) => restore(request));

/** Reception makes an admin request for Eleanor Whitfield (who has an email address) with the wizard. */
async function createWithWizard(page: Page) {
  await page.goto('/messages/create/patient-request');
  await page.getByLabel('Telephone number the patient called from').fill('07700 900100');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Last name').fill('Whitfield');
  await fillDate(page, 'Date of birth', '12/04/1948');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: 'Select Mrs Eleanor Whitfield' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'An admin query' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Admin query').selectOption('Test results');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'Routine' }).check();
  await page.getByRole('button', { name: 'Create request' }).click();
}

test('the service hours decide which confirmation message the patient is shown and emailed', async ({ page }) => {
  test.setTimeout(120_000);
  await useSimulatedHost(page, { clinicalSystem: 'emisweb', hostVersion: 20, clientVersion: 12 });
  await signInAtInbox(page, ACCOUNTS.reception);

  // confirmation messages: none may be blank
  await page.goto('/full/management-console/confirmation-messages');
  await expect(page.getByRole('heading', { name: 'Confirmation messages' })).toBeVisible();
  const outOfHoursScreen = page.getByLabel('Out of hours, on screen');
  await expect(outOfHoursScreen).toHaveValue(DEFAULT_MESSAGES.outOfHoursScreen);
  await expectNoAxeViolations(page);
  await outOfHoursScreen.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter the confirmation message')).toBeVisible();
  await outOfHoursScreen.fill('We are closed now. A receptionist will call you back tomorrow morning.');
  await page.getByLabel('Out of hours, by email').fill('Closed: we will call you back tomorrow morning.');
  await page.getByLabel('In hours, on screen').fill('We are open. A receptionist will call you back today.');
  await page.getByLabel('In hours, by email').fill('Open: we will call you back today.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Confirmation messages saved')).toBeVisible();

  // service hours: the practice closes every day (both times empty), so now is out of hours
  await page.goto('/full/management-console/service-hours');
  await expect(page.getByRole('heading', { name: 'Service hours' })).toBeVisible();
  await expect(page.getByLabel('Monday opens at')).toHaveValue('08:00');
  await expectNoAxeViolations(page);
  await page.getByLabel('Monday closes at').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter both the start and finish times, or leave both empty')).toBeVisible();
  await page.getByLabel('Monday closes at').fill('07:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The start time must be before the finish time')).toBeVisible();
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
    await page.getByLabel(`${day} opens at`).fill('');
    await page.getByLabel(`${day} closes at`).fill('');
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Service hours saved')).toBeVisible();
  await expect(page.getByText('The practice is out of hours now.')).toBeVisible();

  await createWithWizard(page);
  const confirmation = page.getByRole('region', { name: /Confirmation for the patient/ });
  await expect(confirmation).toContainText('Out of hours');
  await expect(confirmation).toContainText('We are closed now. A receptionist will call you back tomorrow morning.');
  await expect(confirmation).toContainText('The patient has been emailed this confirmation.');
  await expectNoAxeViolations(page);
  await expect
    .poll(async () => (await latestOutboxMessage(page.request, 'eleanor.whitfield@example.com'))?.body)
    .toBe('Closed: we will call you back tomorrow morning.');

  // open all day every day: the same request now gets the in-hours message
  await page.goto('/full/management-console/service-hours');
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await page.getByLabel(`${day} opens at`).fill('00:00');
    await page.getByLabel(`${day} closes at`).fill('23:59');
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The practice is in hours now.')).toBeVisible();
  await createWithWizard(page);
  await expect(confirmation).toContainText('In hours');
  await expect(confirmation).toContainText('We are open. A receptionist will call you back today.');
  await expect
    .poll(async () => (await latestOutboxMessage(page.request, 'eleanor.whitfield@example.com'))?.body)
    .toBe('Open: we will call you back today.');
});
