import { expect, test } from './support/test';
import { ACCOUNTS, apiToken } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAt } from './support/session';

const PATIENT = { nhs_number: '9991000526', mobile: '07700900128', forename: 'Sophie', surname: 'Turner' };

test('deleting a pathway a scheduled message uses is refused with the reason; an unused one is deleted', async ({
  page,
  request,
  allowConsole,
}) => {
  test.setTimeout(90_000);
  // the server's refusal (409 with its reason) is what this journey checks
  allowConsole(/status of 409 \(Conflict\)/);
  const headers = { authorization: `Bearer ${await apiToken(request, ACCOUNTS.reception)}` };
  const stamp = Date.now();
  const inUse = `Flu jabs ${stamp}`;
  const unused = `Spare ${stamp}`;
  const made = await request.post('/api/outbound-pathways/wcms_id/1001', {
    headers,
    data: { name: inUse, amount: 2, interval_days: 7 },
  });
  expect(made.status()).toBe(201);
  const pathwayId = ((await made.json()) as { id: number }).id;
  expect(
    (
      await request.post('/api/outbound-pathways/wcms_id/1001', {
        headers,
        data: { name: unused, amount: 1, interval_days: 1 },
      })
    ).status(),
  ).toBe(201);
  const scheduled = await request.post('/api/outbound/wcms_id/1001', {
    headers,
    data: {
      channel: 'sms',
      body: 'Your flu jab is due.',
      pathway_id: pathwayId,
      send_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      recipients: [PATIENT],
    },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(201);

  await signInAt(page, ACCOUNTS.reception, '/full/outbound/list');
  await page.getByRole('button', { name: 'Manage pathways and templates' }).click();
  await page.getByRole('button', { name: `Delete ${inUse}` }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This pathway cannot be deleted' })).toContainText(
    'a scheduled message uses it',
  );
  await expect(page.getByRole('button', { name: `Delete ${inUse}` })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: `Delete ${unused}` }).click();
  await expect(page.getByRole('button', { name: `Delete ${unused}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Delete ${inUse}` })).toBeVisible();
});
