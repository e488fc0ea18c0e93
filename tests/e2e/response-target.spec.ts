import { expect, test, type APIRequestContext } from './support/test';
import { ACCOUNTS, apiToken } from './support/api';
import { signInAt } from './support/session';

// Issue 24: 'overdue' past the practice's target (spec §2 request list). The target is a client setting (console →
// Client settings); every member's inbox reads it from the client policy.
const HOUR = 3_600_000;

async function setTarget(request: APIRequestContext, hours: number) {
  const headers = { authorization: `Bearer ${await apiToken(request, ACCOUNTS.manager)}` };
  const current = await (await request.get('/api/console/wcms_id/1001/client-settings', { headers })).json();
  const saved = await request.put('/api/console/wcms_id/1001/client-settings', {
    headers,
    data: { ...current, response_target_hours: hours },
  });
  expect(saved.ok()).toBe(true);
}

test.afterEach(async ({ request }) => setTarget(request, 48));

test("a request waiting 3 hours is overdue once the practice's response target is 2 hours, not before", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await setTarget(request, 48);
  const created = await request.post('/api/messages/wcms_id/1001', {
    headers: { authorization: `Bearer ${await apiToken(request, ACCOUNTS.reception)}` },
    data: {
      telephone: '07700 900135',
      patient_nhs_number: '9991000003',
      enquiry_type: 'admin',
      admin_query: 'Test results',
      priority: 'routine',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // the browser's clock 3 hours (and 2 minutes: the inbox reads the time to the minute) on: the new request has
  // waited 3 hours as far as the inbox can tell
  await page.clock.install({ time: new Date(Date.now() + 3 * HOUR + 2 * 60_000) });
  await signInAt(page, ACCOUNTS.manager, '/full/messages/list/0', { wcmsId: 1001 });
  const row = page.getByRole('row').filter({ has: page.locator(`a[href*="/${id}"]`) });
  await expect(row.getByText('waiting 3 h', { exact: true })).toBeVisible();
  await expect(row.getByText('overdue', { exact: true })).toHaveCount(0);

  // the manager sets the target to 2 hours in the console
  await page.goto('/full/management-console/client-settings');
  const target = page.getByRole('textbox', { name: 'Response target (hours)' });
  await expect(target).toHaveValue('48');
  await target.fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a response target from 1 to 336 hours')).toBeVisible();
  await target.fill('2');
  await page.getByRole('button', { name: 'Save' }).click();
  // the save's own notice (the save bar's 'unsaved changes' line would match /saved/ too)
  await expect(page.getByText('Client settings saved')).toBeVisible();

  await page.goto('/full/messages/list/0');
  await expect(row.getByText('overdue', { exact: true })).toBeVisible();
  await expect(row.getByText('Overdue: waiting longer than 2 hours, waiting 3 h')).toBeAttached();
});
