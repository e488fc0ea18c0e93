import { ACCOUNTS, apiToken } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAtInbox } from './support/session';
import { expect, test, type Page } from './support/test';
import { expectNoSidewaysScroll } from './support/overflow';

test.describe.configure({ mode: 'serial' });

/** Whole years from `born` (YYYY-MM-DD) to today in the UK. */
function yearsSince(born: string): number {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const [y, m, d] = born.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** How many inbox rows are wholly inside the window. */
async function rowsInView(page: Page): Promise<number> {
  return page.getByTestId('request-row').evaluateAll(
    (rows) =>
      rows.filter((row) => {
        const box = row.getBoundingClientRect();
        return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
      }).length,
  );
}

test('the inbox shows at least 12 one-line requests at 1366×768, with the patient’s age', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAtInbox(page, ACCOUNTS.clinician);
  await expect(page.getByTestId('request-row').first()).toBeVisible();
  expect(await rowsInView(page)).toBeGreaterThanOrEqual(12);
  // columns: priority, patient (name, age, NHS number), subject, type, waiting, status, assignee
  await expect(page.getByRole('columnheader')).toHaveText([
    'Priority',
    /^Patient/,
    'Subject',
    'Type',
    /^Waiting/,
    /^Status/,
    'Assignee',
  ]);
  // sorting by a header goes to the server and stays in the URL
  await page.getByRole('button', { name: /^Priority/ }).click();
  await expect(page).toHaveURL(/sort=priority_desc/);
  await expect(page.getByRole('columnheader', { name: /Priority/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByTestId('request-row').first().getByRole('cell').first()).toHaveText('Urgent');
  // the column choice stays in the URL too
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Reference' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/cols=/);
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Reference' })).toBeVisible();
  await expectNoAxeViolations(page);
  // the patient's age, where the request knows the date of birth. Not read off the first row: that is whichever request
  // came in last, and in the whole suite that can be a patient's reply to an outbound message (outbound.spec.ts) or a
  // request sent through the public API, which carry no date of birth. Eleanor Whitfield's demo request does.
  await page.goto('/full/messages/list?q=Whitfield&in=patient_name');
  const eleanor = page.getByTestId('request-row').filter({ hasText: 'Eleanor Whitfield' }).first();
  await expect(eleanor.getByRole('cell').nth(1)).toContainText(`${yearsSince('1948-04-12')} y`);
});

test('a clinician works a request by keyboard shortcuts alone', async ({ page, request }) => {
  // a request of its own, so the journey does not depend on what other tests did to the demo requests
  const token = await apiToken(request, ACCOUNTS.manager);
  const created = await request.post('/api/messages/wcms_id/1001', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      telephone: '07700 900123',
      patient_nhs_number: '9991000267',
      enquiry_type: 'medical',
      medical_problem: 'Cough or cold',
      custom_answers: [{ question: 'How long have you had this problem?', answer: 'Keyboard journey, two weeks' }],
      priority: 'routine',
    },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  const reference = `RQ-${String(id).padStart(6, '0')}`;

  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAtInbox(page, ACCOUNTS.clinician);
  await expect(page.getByTestId('request-row').first()).toBeVisible();

  // '?' lists the shortcuts
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toContainText('Take the open request');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);

  // '/' to search; typing a shortcut letter in the field types it, nothing fires
  await page.keyboard.press('/');
  await expect(page.getByLabel('Search requests')).toBeFocused();
  await page.keyboard.type(reference);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('request-row')).toHaveCount(1);

  // 'j' opens it beside the list
  await page.locator('body').click({ position: { x: 1, y: 700 } });
  await page.keyboard.press('j');
  await expect(page).toHaveURL(new RegExp(`/full/messages/list/-?\\d+/${id}`));
  const view = page.getByTestId('request-pane');
  await expect(view.getByTestId('patient-banner')).toBeVisible();

  // 't' takes it; then Complete is the one obvious next action. The banner shows before the request's actions have
  // loaded, so wait, as a user would, until Take is on screen.
  await expect(view.getByRole('button', { name: 'Take' })).toBeEnabled();
  await page.keyboard.press('t');
  await expect(view.getByText('Taken by Priya Shah.')).toBeVisible();

  // 'n' goes to the note; Tab and Enter add it
  await page.keyboard.press('n');
  await expect(view.getByLabel('Add a note')).toBeFocused();
  await page.keyboard.type('Spoke to the patient: cough settling.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(view.getByText('Spoke to the patient: cough settling.')).toBeVisible();

  // 'p' changes the priority
  await page.keyboard.press('p');
  const priority = page.getByRole('dialog', { name: 'Change priority' });
  await expect(priority).toBeVisible();
  await priority.getByLabel('New priority').selectOption({ label: 'Same day' });
  // (press: focus and Enter, as Tab would reach it)
  await priority.getByRole('button', { name: 'Save' }).press('Enter');
  await expect(priority).toHaveCount(0);
  await expect(view.getByText('Priority changed from Routine to Same day.')).toBeVisible();

  // 'a' assigns
  await page.keyboard.press('a');
  const assign = page.getByRole('dialog', { name: 'Assign' });
  await assign.getByLabel('Assign to').selectOption({ label: 'Reception' });
  await assign.getByRole('button', { name: 'Save' }).press('Enter');
  await expect(assign).toHaveCount(0);

  // 'c' completes
  await page.keyboard.press('c');
  const complete = page.getByRole('dialog', { name: 'Complete this request' });
  await complete.getByLabel('Outcome').selectOption({ label: 'Advice given' });
  await complete.getByLabel('Consultation method').selectOption({ label: 'Telephone' });
  await complete.getByRole('button', { name: 'Complete request' }).press('Enter');
  await expect(complete).toHaveCount(0);
  await expect(view.getByRole('button', { name: 'Re-open' })).toBeVisible();
});

test('nothing scrolls sideways on a 390 px phone: inbox, request, outbound and patients', async ({ page }) => {
  await signInAtInbox(page, ACCOUNTS.clinician);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [
    '/full/messages/list',
    '/full/request/5/full',
    '/full/outbound/list',
    '/full/patients/find-patient',
  ]) {
    await page.goto(path);
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    await expectNoSidewaysScroll(page, path);
    await expectNoAxeViolations(page);
  }
});
