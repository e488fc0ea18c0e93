import { expect, test, type APIRequestContext } from './support/test';
import { ACCOUNTS, apiToken, gql } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAt } from './support/session';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const REPORT = `mutation ReportClinicalAgent($w: ID!, $h: String!) { reportClinicalAgent(wcmsId: $w, hostname: $h) { approved error } }`;

/** What the desktop host hears when it checks in from this computer. */
async function checkIn(request: APIRequestContext, hostname: string) {
  const token = await apiToken(request, ACCOUNTS.clinician);
  const result = await gql<{ reportClinicalAgent: { approved: boolean; error: string | null } }>(
    request,
    REPORT,
    { w: '1001', h: hostname },
    token,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.reportClinicalAgent;
}

/** An attach as the desktop host makes it (clinical API), by the manager, who cannot attach themselves. */
async function attachAsManager(request: APIRequestContext, title: string) {
  const token = await apiToken(request, ACCOUNTS.manager);
  const response = await request.post('/api/clinical/graphql?operationName=Attach', {
    data: {
      operationName: 'Attach',
      query: `mutation Attach($w: ID!, $input: AttachInput!) { attach(wcmsId: $w, attachInput: $input) { success staffId error } }`,
      // Hillview (SystmOne): a patient of the demo requests there
      variables: { w: '1002', input: { nhsNumber: '9991002618', title, detail: 'Consultation summary' } },
    },
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data?: { attach: Json }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!.attach;
}

test('a practice manager approves a desktop agent so it may connect, and deletes it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const hostname = `riv-pc-${Date.now()}`;
  // an agent checks in: listed, but not allowed to connect yet
  expect(await checkIn(request, hostname)).toEqual({
    approved: false,
    error: expect.stringMatching(/^Clinical agent connect failure/),
  });

  await signInAt(page, ACCOUNTS.manager, '/full/management-console/clinical-integration', { wcmsId: 1001 });
  await expect(page.getByRole('heading', { name: 'Agents' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(hostname) });
  await expect(row).toContainText('Waiting for approval');
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: `Approve ${hostname}` }).click();
  await expect(row).toContainText('Approved');
  await expect(row.getByRole('button', { name: `Approve ${hostname}` })).toHaveCount(0);
  // the product behaves differently: the agent may now connect
  expect(await checkIn(request, hostname)).toEqual({ approved: true, error: null });

  await row.getByRole('button', { name: `Delete ${hostname}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete agent ${hostname}?` });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row', { name: new RegExp(hostname) })).toHaveCount(0);
  // deleted: it must be approved again
  expect((await checkIn(request, hostname)).approved).toBe(false);
});

test('the default attach staff chosen in the console is who records are attached under', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInAt(page, ACCOUNTS.manager, '/full/management-console/clinical-integration', { wcmsId: 1002 });
  await expect(page.getByRole('heading', { name: 'Default attach staff' })).toBeVisible();
  const choice = page.getByRole('combobox', { name: 'Attach records under' });

  await choice.click();
  await page.getByRole('option', { name: 'Fiona MacLeod' }).click();
  await page.getByRole('button', { name: 'Set default attach staff' }).click();
  await expect(page.getByText('Records are attached under Fiona MacLeod.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Grace Adeyemi (the manager) cannot attach herself: the record goes under the default, saying who attached it
  const first = await attachAsManager(request, `Default staff check ${Date.now()}`);
  expect(first).toMatchObject({ success: true, staffId: 'S1-STF-2' });

  await page.reload();
  await expect(page.getByText('Records are attached under Fiona MacLeod.')).toBeVisible();
  await choice.click();
  await page.getByRole('option', { name: 'Aled Jones' }).click();
  await page.getByRole('button', { name: 'Set default attach staff' }).click();
  await expect(page.getByText('Records are attached under Aled Jones.')).toBeVisible();
  const second = await attachAsManager(request, `Default staff check ${Date.now()}`);
  expect(second).toMatchObject({ success: true, staffId: 'S1-STF-1' });
});
