import { expect, test } from './support/test';
import { ACCOUNTS, apiToken } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAt } from './support/session';

/*
 * Console area workload dashboard (issue 15): live, no Refresh. Reception watches Riverside's dashboard while the
 * manager makes and completes a request; the open count follows within 2 seconds each time.
 */
test('the workload dashboard’s open count changes within 2 s of another user creating and completing a request', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signInAt(page, ACCOUNTS.reception, '/full/management-console/workload');
  await expect(page.getByRole('heading', { name: 'Workload dashboard' })).toBeVisible();
  const open = page.getByTestId('workload-open');
  await expect(open).toHaveText(/^\d+$/);
  await expect(page.getByRole('table', { name: 'Open requests by group' })).toContainText('Incoming requests');
  await expect(page.getByRole('table', { name: 'Daily limits used today' })).toBeVisible();
  await expect(page.getByRole('button', { name: /refresh/i })).toHaveCount(0);
  await expectNoAxeViolations(page);
  const before = Number(await open.textContent());
  const receivedBefore = Number(await page.getByTestId('workload-received-today').textContent());

  const headers = { authorization: `Bearer ${await apiToken(request, ACCOUNTS.manager)}` };
  const created = await request.post('/api/messages/wcms_id/1001', {
    headers,
    data: {
      telephone: '07700 900135',
      patient_nhs_number: '9991000003',
      enquiry_type: 'admin',
      admin_query: 'Test results',
      priority: 'routine',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await expect(open).toHaveText(String(before + 1), { timeout: 2_000 });
  await expect(page.getByTestId('workload-received-today')).toHaveText(String(receivedBefore + 1), {
    timeout: 2_000,
  });

  const { id } = (await created.json()) as { id: number };
  const done = await request.put(`/api/my/messages/wcms_id/1001/${id}`, { headers, data: { action: 'complete' } });
  expect(done.status()).toBe(200);
  await expect(open).toHaveText(String(before), { timeout: 2_000 });
});
