import { expect, test, type APIRequestContext } from './support/test';
import { ACCOUNTS, apiToken, gql } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAt } from './support/session';

// Hillview Surgery (1002): its demo requests 106, 110, 115 and 119 were completed in February 2026, 103 is open
// (waiting for the patient). Deleting there leaves the Riverside journeys of other specs alone.
const HILLVIEW = '1002';
const OLD_COMPLETED = [106, 110, 115];
const RECOMPLETED = 119;
const OPEN = 103;

const UPDATE = `mutation UpdateInformationGovernance($w: ID!, $input: InformationGovernanceInput!) {
  updateInformationGovernance(wcmsId: $w, input: $input) { wcmsId } }`;
const RUN = 'mutation RunRetentionDeletion($w: ID) { runRetentionDeletion(wcmsId: $w) { requests consults } }';

async function headers(request: APIRequestContext, email: string) {
  return { authorization: `Bearer ${await apiToken(request, email)}` };
}

const requestStatus = async (request: APIRequestContext, id: number) =>
  (
    await request.get(`/api/my/messages/wcms_id/${HILLVIEW}/${id}`, {
      headers: await headers(request, ACCOUNTS.manager),
    })
  ).status();

test.afterEach(async ({ request }) => {
  const result = await gql(
    request,
    UPDATE,
    { w: HILLVIEW, input: { client: { value: 8, unit: 'years' }, consult: { value: 8, unit: 'years' } } },
    await apiToken(request, ACCOUNTS.manager),
  );
  expect(result.errors).toBeUndefined();
});

test('a manager shortens retention, sees what the next run deletes, and the run deletes exactly that', async ({
  page,
  request,
  allowConsole,
}) => {
  test.setTimeout(90_000);
  // the reload below can cut the realtime socket while its channels are still being joined (seen under load)
  allowConsole(/Realtime channel \S+ refused Error: socket has been disconnected/);
  // request 119 is re-opened and completed again today: a newer completed request, inside any retention
  const manager = await headers(request, ACCOUNTS.manager);
  for (const action of ['reopen', 'complete']) {
    const response = await request.put(`/api/my/messages/wcms_id/${HILLVIEW}/${RECOMPLETED}`, {
      headers: manager,
      data: { action },
    });
    expect(response.status(), action).toBe(200);
  }

  await signInAt(page, ACCOUNTS.manager, '/full/management-console/information-governance', { wcmsId: 1002 });
  await expect(page.getByRole('heading', { name: 'Information governance' })).toBeVisible();
  const preview = page.getByTestId('retention-preview');
  await expect(preview).toHaveText(/deletes 0 completed requests and 0 video consultations/);
  await expectNoAxeViolations(page);

  const [client, consult] = [page.getByLabel('Number').first(), page.getByLabel('Number').last()];
  const [clientUnit, consultUnit] = [page.getByLabel('Unit').first(), page.getByLabel('Unit').last()];
  // spec §5: the client retention cannot be shorter than consult's
  await client.fill('30');
  await clientUnit.selectOption('days');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Client retention cannot be shorter than consult retention')).toBeVisible();
  await consult.fill('30');
  await consultUnit.selectOption('days');
  // before saving, the manager sees what the next run would delete
  await expect(preview).toHaveText(/deletes 3 completed requests and 0 video consultations/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Information governance settings saved')).toBeVisible();

  // the job runs (a super user's run-now, the same deletion the nightly run makes)
  const run = await gql<{ runRetentionDeletion: { requests: number; consults: number } }>(
    request,
    RUN,
    { w: HILLVIEW },
    await apiToken(request, ACCOUNTS.super),
  );
  expect(run.data?.runRetentionDeletion).toEqual({ requests: 3, consults: 0 });

  for (const id of OLD_COMPLETED) expect(await requestStatus(request, id), `request ${id}`).toBe(404);
  expect(await requestStatus(request, RECOMPLETED)).toBe(200);
  expect(await requestStatus(request, OPEN)).toBe(200);

  // the panel now counts nothing left to delete
  await page.reload();
  await expect(page.getByLabel('Number').first()).toHaveValue('30');
  await expect(preview).toHaveText(/deletes 0 completed requests and 0 video consultations/);
});

test('only a super user may run the deletion job now', async ({ request }) => {
  const refused = await gql(request, RUN, { w: HILLVIEW }, await apiToken(request, ACCOUNTS.manager));
  expect(refused.errors?.[0]?.message).toBe('Only a super user can run the deletion job');
});
