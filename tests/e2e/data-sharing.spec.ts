import { expect, test, type APIRequestContext, type Page } from './support/test';
import { ACCOUNTS, apiToken, gql } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAt } from './support/session';

/*
 * Data sharing agreements and care navigation to another organisation (issues 15 and 16, spec §4): Riverside (1001)
 * proposes an agreement in the console, Hillview (1002) accepts it in its own console (the manager is a member of
 * both), then a request is care-navigated to Hillview's Reception (a group Hillview shares with Riverside). Ending the
 * agreement makes the same navigation refuse with the access-revoked words, the request staying put; a request whose
 * patient said no to sharing is refused until a reason overrides it, and the reason shows in the request's history.
 * Put back afterwards: no live agreement, Hillview's Reception shared with nobody.
 */

const HILLVIEW_RECEPTION = '6';
const ACCESS_REVOKED =
  'Access to Hillview Surgery has been revoked: the data sharing agreement has ended or was refused. The request stays where it is.';
const REASON = 'Patient is staying near Hillview and needs to be seen there today';

type Agreement = { id: string; status: string; side: string; recipientWcmsId: string; proposerWcmsId: string };

async function agreements(request: APIRequestContext, wcmsId: string): Promise<Agreement[]> {
  const result = await gql<{ consoleDataSharingAgreements: Agreement[] }>(
    request,
    'query ConsoleDataSharingAgreements($w: ID!) { consoleDataSharingAgreements(wcmsId: $w) { id status side recipientWcmsId proposerWcmsId } }',
    { w: wcmsId },
    await apiToken(request, ACCOUNTS.manager),
  );
  expect(result.errors).toBeUndefined();
  return result.data!.consoleDataSharingAgreements;
}

async function endLiveAgreements(request: APIRequestContext) {
  for (const a of await agreements(request, '1001')) {
    if (a.status !== 'proposed' && a.status !== 'accepted') continue;
    await gql(
      request,
      'mutation EndDataSharingAgreement($id: ID!) { endDataSharingAgreement(wcmsId: "1001", agreementId: $id) { id } }',
      { id: a.id },
      await apiToken(request, ACCOUNTS.manager),
    );
  }
}

async function shareHillviewReception(request: APIRequestContext, withRiverside: boolean) {
  const result = await gql(
    request,
    'mutation ShareGroup($g: ID!, $o: [ID!]!) { shareGroup(wcmsId: "1002", groupId: $g, organisationIds: $o) { failed { wcmsId } } }',
    { g: HILLVIEW_RECEPTION, o: withRiverside ? ['1001'] : [] },
    await apiToken(request, ACCOUNTS.manager),
  );
  expect(result.errors).toBeUndefined();
}

/** A medical request made for Eleanor Whitfield through the API the wizard uses (Riverside), its id. */
async function newRequest(request: APIRequestContext): Promise<number> {
  const response = await request.post('/api/messages/wcms_id/1001', {
    headers: { authorization: `Bearer ${await apiToken(request, ACCOUNTS.reception)}` },
    data: {
      telephone: '07700 900135',
      patient_nhs_number: '9991000003',
      enquiry_type: 'medical',
      medical_problem: 'Back or joint pain',
      custom_answers: [{ question: 'How long have you had this problem?', answer: 'A week' }],
      priority: 'routine',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function requestAt(request: APIRequestContext, wcmsId: number, id: number) {
  return request.get(`/api/my/messages/wcms_id/${wcmsId}/${id}`, {
    headers: { authorization: `Bearer ${await apiToken(request, ACCOUNTS.manager)}` },
  });
}

async function openDataSharing(page: Page, wcmsId: number) {
  await signInAt(page, ACCOUNTS.manager, '/full/management-console/data-sharing', { wcmsId });
  await expect(page.getByRole('heading', { name: 'Data sharing agreements' }).first()).toBeVisible();
  return page.getByRole('table', { name: 'Data sharing agreements of this organisation' });
}

async function sendTo(page: Page, requestId: number) {
  await signInAt(page, ACCOUNTS.manager, `/full/request/${requestId}/full`, { wcmsId: 1001 });
  const panel = page.getByRole('region', { name: 'Send to another organisation' });
  await expect(panel.getByLabel('Destination group')).toBeVisible();
  return panel;
}

// long journeys: two consoles, two organisations, several requests
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ request }) => {
  await endLiveAgreements(request);
  await shareHillviewReception(request, true);
});

test.afterEach(async ({ request }) => {
  await endLiveAgreements(request);
  await shareHillviewReception(request, false);
});

test('an agreement proposed and accepted lets a request go to the other organisation; ended, it is refused', async ({
  page,
  request,
}) => {
  // Riverside's manager proposes an agreement to Hillview (1002)
  let table = await openDataSharing(page, 1001);
  await page.getByLabel('Organisation id').fill('1002');
  await page.getByRole('button', { name: 'Propose' }).click();
  const outgoing = table.getByRole('row').filter({ hasText: 'We share with Hillview Surgery' }).first();
  await expect(outgoing).toContainText('Proposed, waiting for the recipient');
  await expect(outgoing).toContainText('Proposed by Grace Adeyemi');
  await expectNoAxeViolations(page);

  // Hillview's manager sees it in the same area of Hillview's console and accepts it
  table = await openDataSharing(page, 1002);
  const incoming = table.getByRole('row').filter({ hasText: 'Riverside Medical Centre shares with us' }).first();
  await expect(incoming).toContainText('Proposed, waiting for the recipient');
  await incoming.getByRole('button', { name: 'Accept the agreement with Riverside Medical Centre' }).click();
  await expect(incoming).toContainText('Accepted by Grace Adeyemi');
  await expect(incoming.getByRole('button', { name: /Accept/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // a Riverside request is care-navigated to Hillview's Reception
  const first = await newRequest(request);
  let panel = await sendTo(page, first);
  await panel
    .getByLabel('Destination group')
    .selectOption({ label: 'Reception – Hillview Surgery (agreement accepted)' });
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Send to organisation' }).click();
  await expect(page.getByText('Request sent to Reception at Hillview Surgery')).toBeVisible();
  expect((await requestAt(request, 1001, first)).status()).toBe(404);
  const moved = await requestAt(request, 1002, first);
  expect(moved.status()).toBe(200);
  expect(JSON.stringify(await moved.json())).toContain(
    'Care navigated from Riverside Medical Centre to Hillview Surgery (Reception) by Grace Adeyemi.',
  );

  // Riverside ends the agreement
  table = await openDataSharing(page, 1001);
  const live = table.getByRole('row').filter({ hasText: 'Accepted by Grace Adeyemi' }).first();
  await live.getByRole('button', { name: 'End the agreement with Hillview Surgery' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'End agreement' }).click();
  await expect(page.getByText('Agreement with Hillview Surgery ended')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Ended by Grace Adeyemi' }).first()).toContainText('Ended');

  // the same navigation is now refused with the access-revoked words, and the request stays at Riverside
  const second = await newRequest(request);
  panel = await sendTo(page, second);
  await panel.getByLabel('Destination group').selectOption({ label: 'Reception – Hillview Surgery (agreement ended)' });
  await panel.getByRole('button', { name: 'Send to organisation' }).click();
  await expect(panel.getByRole('alert')).toContainText(ACCESS_REVOKED);
  await expect(panel.getByLabel('Destination group')).toHaveValue(HILLVIEW_RECEPTION);
  expect((await requestAt(request, 1001, second)).status()).toBe(200);
  await expectNoAxeViolations(page);
});

test('a patient who said no to sharing: refused until a reason overrides it, the reason in the history', async ({
  page,
  request,
}) => {
  // an accepted agreement (the journey above proves the console's part)
  const proposed = await gql<{ proposeDataSharingAgreement: { id: string } }>(
    request,
    'mutation ProposeDataSharingAgreement { proposeDataSharingAgreement(wcmsId: "1001", recipientWcmsId: "1002") { id } }',
    {},
    await apiToken(request, ACCOUNTS.manager),
  );
  const accepted = await gql(
    request,
    'mutation DecideDataSharingAgreement($id: ID!) { decideDataSharingAgreement(wcmsId: "1002", agreementId: $id, decision: accept) { id } }',
    { id: proposed.data!.proposeDataSharingAgreement.id },
    await apiToken(request, ACCOUNTS.manager),
  );
  expect(accepted.errors).toBeUndefined();

  const id = await newRequest(request);
  const panel = await sendTo(page, id);
  await expect(panel.getByTestId('sharing-consent')).toHaveText('Not asked');
  await panel.getByRole('button', { name: 'Patient says no to sharing' }).click();
  await expect(panel.getByTestId('sharing-consent')).toHaveText('Said no to sharing with another organisation');
  await expect(
    page.getByText('Patient said no to sharing this request with another organisation (recorded by Grace Adeyemi).'),
  ).toBeVisible();

  // the server refuses without a reason (its own words)…
  const refused = await gql(
    request,
    'mutation CareNavigateToOrganisation($r: ID!) { careNavigateToOrganisation(wcmsId: "1001", requestId: $r, groupId: "6") { wcmsId } }',
    { r: String(id) },
    await apiToken(request, ACCOUNTS.manager),
  );
  expect(refused.errors?.[0]?.message).toBe(
    'The patient has said no to sharing this request with another organisation. The request stays where it is: override with a reason to send it.',
  );
  // …and so does the form, which asks for the reason
  await panel
    .getByLabel('Destination group')
    .selectOption({ label: 'Reception – Hillview Surgery (agreement accepted)' });
  await panel.getByRole('button', { name: 'Send to organisation' }).click();
  await expect(panel.getByText('Give a reason to override the patient’s sharing denial')).toBeVisible();
  expect((await requestAt(request, 1001, id)).status()).toBe(200);
  await expectNoAxeViolations(page);

  // with a reason it goes, and the override (who, why) is in the request's history at Hillview
  await panel.getByLabel('Reason to override the patient’s sharing denial').fill(REASON);
  await panel.getByRole('button', { name: 'Send to organisation' }).click();
  await expect(page.getByText('Request sent to Reception at Hillview Surgery')).toBeVisible();
  await signInAt(page, ACCOUNTS.manager, `/full/request/${id}/full`, { wcmsId: 1002 });
  await expect(
    page.getByText(
      `Patient's sharing denial overridden by Grace Adeyemi (Riverside Medical Centre). Reason: ${REASON}`,
    ),
  ).toBeVisible();
  await expect(
    page.getByText('Care navigated from Riverside Medical Centre to Hillview Surgery (Reception) by Grace Adeyemi.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
