import { expect, test } from './support/test';
import { ACCOUNTS } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAt } from './support/session';
// provided by the desktop host work (issue 6); this spec runs once that branch is merged
import { useSimulatedHost } from './support/desktop-host';
import { fillDate } from './support/date-input';

// Riverside's demo care navigation rule 4 routes 'Fit note' admin queries to Reception with priority Routine
// (server/src/modules/total-triage/demo-data.ts); Tom Hughes (reception) is in Reception.
test('with the desktop host, create a request on a patient’s behalf that care navigation routes, then see it in the inbox', async ({
  page,
}) => {
  await useSimulatedHost(page, { clinicalSystem: 'emisweb', hostVersion: 20, clientVersion: 12 });
  await signInAt(page, ACCOUNTS.reception, '/messages/create/patient-request');
  await expect(page.getByRole('heading', { name: 'Create a request for a patient', level: 1 })).toBeVisible();

  // 1 telephone: required and valid
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Enter a telephone number')).toBeVisible();
  await page.getByLabel('Telephone number the patient called from').fill('07700 900100');
  await page.getByRole('button', { name: 'Continue' }).click();

  // 2 find patient: two details
  await page.getByLabel('Last name').fill('Whitfield');
  await fillDate(page, 'Date of birth', '12/04/1948');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: 'Select Mrs Eleanor Whitfield' }).click();
  await expect(page.getByTestId('wizard-patient')).toContainText('999 100 0003');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // 3 enquiry type, 4 admin query
  await page.getByRole('radio', { name: 'An admin query' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Choose the admin query').first()).toBeVisible();
  await page.getByLabel('Admin query').selectOption('Fit note');
  await page.getByLabel('Further information (optional)').fill('Needs a fit note from 10 March.');
  await page.getByRole('button', { name: 'Continue' }).click();

  // 5 enquirer: the patient; 6 questions (only optional ones for admin)
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // 7 priority, with the care navigation suggestion
  await expect(
    page.getByText('Rule “Fit notes to Reception” sends this request to Reception with priority Routine.'),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Same day' }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create request' }).click();
  await expect(
    page.getByRole('heading', { name: 'Request created and sent to Reception by care navigation' }),
  ).toBeVisible();

  // the request is in the inbox, in Reception, with the rule's priority
  await page.goto('/full/messages/list?poolId=2&q=9991000003&in=nhs_number&page=1');
  const row = page.getByTestId('request-row').filter({ hasText: 'Fit note' }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('Eleanor Whitfield');
  await expect(row).toContainText('Routine');
});
