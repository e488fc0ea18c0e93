import { expect, test } from './support/test';
import { ACCOUNTS, apiToken } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAt, signInAtInbox } from './support/session';
import { fillDate } from './support/date-input';

// Demo patients of the test-variant clinical system (server/src/modules/clinical-system/index.ts).
const ELEANOR = { name: 'Mrs Eleanor Whitfield', nhs: '9991000003', born: '12/04/1948' };

test('find a patient with two details (one is refused), then open their requests', async ({ page }) => {
  await signInAtInbox(page, ACCOUNTS.reception);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Patients' }).click();
  await expect(page).toHaveURL(/\/full\/patients\/find-patient$/);
  await expect(page.getByRole('heading', { name: 'Find patient', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Patients menu' })).toBeVisible();
  await expectNoAxeViolations(page);

  // one detail is not enough, and what was typed stays
  await page.getByLabel('Last name').fill('Whitfield');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Enter at least two details to find a patient' }),
  ).toBeVisible();
  await expect(page.getByLabel('Last name')).toHaveValue('Whitfield');
  await expect(page.getByTestId('patient-result')).toHaveCount(0);

  // a date of birth that does not exist is refused on its field
  await fillDate(page, 'Date of birth', '31/02/1948');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Enter a real date of birth in the past')).toBeVisible();

  await fillDate(page, 'Date of birth', ELEANOR.born);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const result = page.getByTestId('patient-result');
  await expect(result).toHaveCount(1);
  await expect(result).toContainText(ELEANOR.name);
  await expect(result).toContainText('999 100 0003');
  await expect(page.getByRole('heading', { name: '1 patient found' })).toBeVisible();
  await expectNoAxeViolations(page);

  // the search is remembered (patientSearch) when coming back to the page
  await page.reload();
  await expect(page.getByLabel('Last name')).toHaveValue('Whitfield');

  await fillDate(page, 'Date of birth', ELEANOR.born);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: `Requests: ${ELEANOR.name}` }).click();
  // the NHS number is searched but kept out of the URL (issue 23)
  await expect(page).toHaveURL(/\/full\/messages\/list\?.*ref=/);
  expect(page.url()).not.toContain(ELEANOR.nhs);
  const rows = page.getByTestId('request-row');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  for (let i = 0; i < count; i++) await expect(rows.nth(i)).toContainText('Eleanor Whitfield');
});

test('an NHS number must pass the Modulus 11 check; a search nobody matches says so', async ({ page }) => {
  await signInAt(page, ACCOUNTS.reception, '/full/patients/find-patient');
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByLabel('NHS number').fill('999 100 0004');
  await page.getByLabel('Last name').fill('Whitfield');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('This is not a valid NHS number. Check each digit and try again.')).toBeVisible();

  await page.getByLabel('NHS number').fill('999 100 0003');
  await page.getByLabel('Last name').fill('Nobody');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No patients match these details' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the select-patient pop-up stores the chosen patient for other windows', async ({ page }) => {
  await signInAt(page, ACCOUNTS.reception, '/select-patient');
  await expect(page.getByRole('heading', { name: 'Select patient', level: 1 })).toBeVisible();
  await page.getByLabel('Last name').fill('Smith');
  await page.getByLabel('Postcode').fill('rv1 3pq');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('patient-result')).toHaveCount(3);
  await page.getByRole('button', { name: 'Select Mrs Sarah Smith' }).click();
  await expect(page.getByText('Mrs Sarah Smith selected')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('selected_patient') ?? 'null'));
  expect(stored).toMatchObject({ id: 'EMIS-5101', nhsNumber: '9991013148' });
  await expectNoAxeViolations(page);
});

test('outside the desktop client the create-request wizard explains why it is unavailable', async ({ page }) => {
  await signInAt(page, ACCOUNTS.reception, '/messages/create/patient-request');
  await expect(
    page.getByText('Creating a request on a patient’s behalf is only available in the Carebridge desktop client'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('link a request to the patient found in the clinical system', async ({ page, request }) => {
  // a fresh request for Oliver Bennett (EMIS-5001), then unlinked, so this test owns its state
  const token = await apiToken(request, ACCOUNTS.reception);
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/messages/wcms_id/1001', {
    headers,
    data: {
      telephone: '07700 900107',
      patient_nhs_number: '9991000135',
      enquiry_type: 'admin',
      admin_query: 'Test results',
      priority: 'routine',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const unlinked = await request.put(`/api/my/messages/wcms_id/1001/${id}`, {
    headers,
    data: { action: 'unlink_patient' },
  });
  expect(unlinked.status()).toBe(200);

  await signInAt(page, ACCOUNTS.reception, `/full/request/${id}/full`);
  await expect(page.getByTestId('identity-state')).toHaveText('Unmatched');
  await page.getByRole('button', { name: 'Find and link patient' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('NHS number')).toHaveValue('9991000135');
  await expect(dialog.getByLabel('Last name')).toHaveValue('Bennett');
  await dialog.getByRole('button', { name: 'Search', exact: true }).click();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Link Mr Oliver Bennett' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('identity-state')).toHaveText('Matched');
  await expect(page.getByTestId('identity-record')).toHaveText('Clinical record: Mr Oliver Bennett (EMIS-5001)');
});

test("a found patient's outbound messages open filtered to them", async ({ page }) => {
  await signInAt(page, ACCOUNTS.reception, '/full/patients/find-patient');
  await page.getByLabel('NHS number').fill(ELEANOR.nhs);
  await page.getByLabel('Last name').fill('Whitfield');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('patient-result')).toHaveCount(1);
  await expect(page.getByRole('button', { name: `Start video consultation: ${ELEANOR.name}` })).toBeVisible();
  await page.getByRole('link', { name: `Outbound messages: ${ELEANOR.name}` }).click();
  await expect(page).toHaveURL(/\/full\/outbound\/list\?ref=/);
  expect(page.url()).not.toContain(ELEANOR.nhs);
  await expect(page.getByRole('heading', { name: 'Outbound messages', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});
