import { expect, test, type APIRequestContext, type Page } from './support/test';
import { ACCOUNTS, apiToken, gql } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signIn, signInToInbox } from './support/session';
import { useSimulatedHost } from './support/desktop-host';

/*
 * Console area total-triage (issue 15): the practice's switch and minimum patient age change what the create-request
 * wizard and the request API accept, and a care navigation rule made in the console routes a real request. Riverside
 * is put back afterwards (total triage on, minimum patient age 5, no preferences, the demo rules).
 */

const RULE_NAME = 'E2E skin problems in women to Reception';

async function restore(request: APIRequestContext) {
  const token = await apiToken(request, ACCOUNTS.manager);
  const settings = await gql(
    request,
    'mutation SaveTotalTriageSettings($i: TotalTriageSettingsInput!) { saveTotalTriageSettings(wcmsId: "1001", input: $i) { enabled } }',
    { i: { enabled: true, minimumPatientAge: 5, preferences: [] } },
    token,
  );
  expect(settings.errors).toBeUndefined();
  const editor = await gql<{ careNavigationEditor: { rules: { id: string; name: string }[] } }>(
    request,
    'query CareNavigationEditor { careNavigationEditor(wcmsId: "1001") { rules { id name } } }',
    {},
    token,
  );
  for (const rule of editor.data?.careNavigationEditor.rules.filter((r) => r.name === RULE_NAME) ?? []) {
    await gql(
      request,
      'mutation DeleteCareNavigationRule($id: ID!) { deleteCareNavigationRule(wcmsId: "1001", id: $id) }',
      { id: rule.id },
      token,
    );
  }
}

test.afterEach(async ({ request }) => restore(request));

async function managerOpensTotalTriage(page: Page) {
  await signIn(page, ACCOUNTS.manager);
  await page.getByRole('button', { name: /Riverside Medical Centre/ }).click();
  await expect(page).toHaveURL(/\/full\/messages\/list/);
  await page.goto('/full/management-console/total-triage');
  await expect(page.getByRole('heading', { name: 'Total triage', exact: true })).toBeVisible();
}

/** A medical request for a patient through the API the wizard uses, as reception. */
async function skinRequest(request: APIRequestContext, nhsNumber: string) {
  return request.post('/api/messages/wcms_id/1001', {
    headers: { authorization: `Bearer ${await apiToken(request, ACCOUNTS.reception)}` },
    data: {
      telephone: '07700 900135',
      patient_nhs_number: nhsNumber,
      enquiry_type: 'medical',
      medical_problem: 'Skin problem',
      custom_answers: [{ question: 'How long have you had this problem?', answer: 'Two days' }],
      priority: 'routine',
    },
  });
}

test('turning total triage off closes the wizard; a raised minimum age refuses a younger patient', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await managerOpensTotalTriage(page);
  const on = page.getByRole('checkbox', { name: 'Total triage is on' });
  await expect(on).toBeChecked();
  const minimumAge = page.getByLabel('Minimum patient age in years (leave empty for none)');
  await expect(minimumAge).toHaveValue('5');
  await expectNoAxeViolations(page);

  // validation: the browser says what the server would
  await minimumAge.fill('200');
  await page.getByRole('button', { name: 'Add a preference' }).click();
  await page.getByLabel('Preference 1', { exact: true }).fill('x'.repeat(51));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter the minimum age for patients from 1 to 120, or choose none')).toBeVisible();
  await expect(page.getByText('Enter a preference of 50 characters or fewer')).toBeVisible();

  // Harry Lewis (9) can have a request made for him with the minimum age 5; raised to 10 he is refused
  expect((await skinRequest(request, '9991000658')).status()).toBe(201);
  await minimumAge.fill('10');
  await page.getByLabel('Preference 1', { exact: true }).fill('Call back in the morning');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Total triage settings saved').first()).toBeVisible();
  const refused = await skinRequest(request, '9991000658');
  expect(refused.status()).toBe(422);
  expect((await refused.json()).message).toBe('Requests cannot be made for patients under 10 years old');

  // off: reception's create-request wizard says so, and the API refuses
  await on.uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Total triage settings saved').first()).toBeVisible();
  const reception = await (await browser.newContext()).newPage();
  await useSimulatedHost(reception, { clinicalSystem: 'emisweb', hostVersion: 20, clientVersion: 12 });
  await signInToInbox(reception, ACCOUNTS.reception);
  await reception.goto('/messages/create/patient-request');
  await expect(reception.getByText('Total triage is not enabled for this organisation')).toBeVisible();
  expect((await skinRequest(request, '9991000003')).status()).toBe(403);

  // on again: the wizard opens
  await on.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Total triage settings saved').first()).toBeVisible();
  await reception.reload();
  await expect(reception.getByRole('heading', { name: 'Create a request for a patient', level: 1 })).toBeVisible();
  await reception.context().close();
});

test('a care navigation rule made in the console routes a request to its group and priority', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await managerOpensTotalTriage(page);
  await expect(page.getByText('1. Repeat prescriptions to Prescriptions')).toBeVisible();

  // an invalid age rule is refused with the spec's message
  await page.getByRole('button', { name: 'Add a rule' }).click();
  const editor = page.getByRole('region', { name: 'New rule' });
  await editor.getByLabel('Rule name').fill(RULE_NAME);
  await editor.getByLabel('Medical problem').selectOption('Skin problem');
  await editor.getByLabel('Patients').selectOption('female');
  await editor.getByLabel('Minimum age (leave empty for none)').fill('18');
  await editor.getByLabel('Maximum age (leave empty for none)').fill('18');
  await editor.getByLabel('Priority').selectOption('same_day');
  await editor.getByLabel('Route to group').selectOption({ label: 'Reception' });
  await editor.getByRole('button', { name: 'Save rule' }).click();
  await expect(editor.getByText('The minimum age must be less than the maximum age')).toBeVisible();
  await editor.getByLabel('Maximum age (leave empty for none)').fill('100');
  await expectNoAxeViolations(page);
  await editor.getByRole('button', { name: 'Save rule' }).click();
  await expect(page.getByText(`5. ${RULE_NAME}`)).toBeVisible();

  // try it: the server's routing function names the new rule for a woman of 77, and no rule for a man
  const tryIt = page.getByRole('region', { name: 'Try it' });
  await tryIt.getByLabel('Medical problem').selectOption('Skin problem');
  await tryIt.getByLabel('Sample patient', { exact: true }).selectOption('female');
  await tryIt.getByLabel('Sample patient’s age').fill('77');
  await tryIt.getByRole('button', { name: 'Try' }).click();
  await expect(tryIt.getByTestId('try-care-navigation-result')).toHaveText(
    `Rule “${RULE_NAME}” fires: the request goes to Reception with priority Same day.`,
  );
  await tryIt.getByLabel('Sample patient', { exact: true }).selectOption('male');
  await tryIt.getByRole('button', { name: 'Try' }).click();
  await expect(tryIt.getByTestId('try-care-navigation-result')).toHaveText(
    'No rule fires: the request goes to Incoming requests with the priority staff choose.',
  );

  // a real request for Eleanor Whitfield (female, 77) goes to Reception with priority Same day
  const made = await skinRequest(request, '9991000003');
  expect(made.status()).toBe(201);
  expect(await made.json()).toMatchObject({ pool_id: 2, priority: 'same_day', care_navigation_rule: RULE_NAME });

  // moved to the top by keyboard, then deleted
  const up = page.getByRole('button', { name: `Move ${RULE_NAME} up` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`4. ${RULE_NAME}`)).toBeVisible();
  await page.getByRole('button', { name: `Delete ${RULE_NAME}` }).click();
  await expect(page.getByText(`Rule “${RULE_NAME}” deleted`)).toBeVisible();
  const after = await skinRequest(request, '9991000003');
  expect(await after.json()).toMatchObject({ pool_id: 1, care_navigation_rule: null });
});
