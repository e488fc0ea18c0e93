import { expect, test, type APIRequestContext, type Page } from './support/test';
import { ACCOUNTS, apiToken, gql } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInToInbox } from './support/session';
import { useSimulatedHost } from './support/desktop-host';

const REFUSED =
  'Clinical agent connect failure: this agent has not been approved for this organisation. Ask a practice manager to approve it under Clinical integration.';

/** The agent's id in Riverside's list (Console → Clinical integration → Agents), as the manager sees it. */
async function agentId(request: APIRequestContext, hostname: string): Promise<string> {
  const token = await apiToken(request, ACCOUNTS.manager);
  const result = await gql<{ clinicalAgents: { id: string; hostname: string }[] }>(
    request,
    'query ClinicalAgents($w: ID!) { clinicalAgents(wcmsId: $w) { id hostname } }',
    { w: '1001' },
    token,
  );
  expect(result.errors).toBeUndefined();
  const agent = result.data!.clinicalAgents.find((a) => a.hostname === hostname);
  expect(agent, `agent ${hostname} listed`).toBeDefined();
  return agent!.id;
}

async function manage(request: APIRequestContext, action: 'approve' | 'delete', id: string) {
  const token = await apiToken(request, ACCOUNTS.manager);
  const query =
    action === 'approve'
      ? 'mutation ApproveClinicalAgent($w: ID!, $id: ID!) { approveClinicalAgent(wcmsId: $w, id: $id) { approved } }'
      : 'mutation DeleteClinicalAgent($w: ID!, $id: ID!) { deleteClinicalAgent(wcmsId: $w, id: $id) }';
  const result = await gql(request, query, { w: '1001', id }, token);
  expect(result.errors).toBeUndefined();
}

/** The patient's record as read from the clinical system: its records, or the empty state when none are attached
 * (other journeys may have attached some to this patient before). */
const recordRead = (page: Page) =>
  page.getByRole('table').or(page.getByRole('heading', { name: 'No records have been attached for this patient.' }));

/** The patient's records in the clinical system, read through the desktop host (a clinical call). */
async function openPatientRecords(page: Page) {
  await page.goto('/patient-attachments/EMIS-5002');
  await expect(page.getByRole('heading', { name: 'Patient record', level: 1 })).toBeVisible();
}

test('a desktop agent connects to the clinical system only while the practice has approved it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const hostname = `riv-desk-${Date.now()}`;
  await useSimulatedHost(page, {
    clinicalSystem: 'emisweb',
    hostVersion: 20,
    clientVersion: 10,
    agentHostname: hostname,
  });
  await signInToInbox(page, ACCOUNTS.clinician);
  const badge = page.getByTestId('connection-badge');
  // checked in, waiting for approval: not connected, and clinical calls are refused with the reason
  await expect(badge).toHaveText('Disabled');
  await expectNoAxeViolations(page);
  await openPatientRecords(page);
  await expect(page.getByRole('alert')).toContainText(REFUSED);
  await expect(recordRead(page)).toHaveCount(0);

  // a practice manager approves it: connected, and the record can be read
  const id = await agentId(request, hostname);
  await manage(request, 'approve', id);
  await expect(badge).toHaveText('connected', { timeout: 10_000 });
  await openPatientRecords(page);
  await expect(recordRead(page)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(badge).toHaveText('connected');

  // deleted: disconnected within seconds, and clinical calls say why
  await page.goto('/full/messages/list');
  await expect(badge).toHaveText('connected');
  await manage(request, 'delete', id);
  await expect(badge).toHaveText('Disabled', { timeout: 10_000 });
  await openPatientRecords(page);
  await expect(page.getByRole('alert')).toContainText(REFUSED);
  // it checked in again, as a new agent waiting for approval
  expect(await agentId(request, hostname)).not.toBe(id);
});
