import { expect, test, type Page } from './support/test';
import { ACCOUNTS, apiToken } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAt, signInAtInbox } from './support/session';

test.describe.configure({ mode: 'serial' });

/** The request view on the right of the split view (or the whole full page). */
const detail = (page: Page) => page.getByRole('region', { name: /request/i }).or(page.locator('main'));

test('a clinician filters, searches and works a request from start to finish', async ({ page }) => {
  await signInAtInbox(page, ACCOUNTS.clinician);
  await expect(page.getByTestId('request-row').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // filter to routine requests, then search by reference
  await page.getByText('Filters', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'Routine' }).check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/priority/);
  await page.getByLabel('Search requests').fill('RQ-000003');
  await page.getByLabel('Search in').selectOption({ label: 'Reference' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const rows = page.getByTestId('request-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Home blood pressure readings');

  await rows.first().click();
  await expect(page).toHaveURL(/\/full\/messages\/list\/-?\d+\/3/);
  const view = detail(page);
  await expect(page.getByRole('heading', { name: 'Home blood pressure readings' })).toBeVisible();
  await expect(view.getByText('128/82').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await view.getByRole('button', { name: 'Take', exact: true }).click();
  await expect(page.getByText('Taken by Priya Shah.')).toBeVisible();

  await view.getByLabel('Add a note').fill('Called the patient: readings taken at home on three days.');
  await view.getByRole('button', { name: 'Add note' }).click();
  await expect(view.getByText('Called the patient: readings taken at home on three days.')).toBeVisible();

  await view.getByRole('button', { name: 'Change priority' }).click();
  const priority = page.getByRole('dialog');
  await priority.getByLabel('New priority').selectOption({ label: 'Same day' });
  await priority.getByLabel('Reason (optional)').fill('Systolic above 160 on one reading');
  await priority.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(view.getByText('Systolic above 160 on one reading')).toBeVisible();

  await view.getByRole('button', { name: 'Assign', exact: true }).click();
  const assign = page.getByRole('dialog');
  await assign.getByLabel('Assign to').selectOption({ label: 'Reception' });
  await assign.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Reception', { exact: true }).filter({ visible: true }).first()).toBeVisible();

  await view.getByRole('button', { name: 'Complete', exact: true }).click();
  const complete = page.getByRole('dialog', { name: 'Complete this request' });
  await complete.getByLabel('Outcome').selectOption({ label: 'Advice given' });
  await complete.getByLabel('Consultation method').selectOption({ label: 'Telephone' });
  await expectNoAxeViolations(page);
  await complete.getByRole('button', { name: 'Complete request' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(view.getByText('Completed', { exact: true }).first()).toBeVisible();
  await expect(view.getByRole('button', { name: 'Re-open' })).toBeVisible();
  await expect(
    view.getByText('Status changed from Triaged to Completed. Outcome: Advice given. Consultation method: Telephone.'),
  ).toBeVisible();
});

test('completion is refused while a patient message is unacknowledged', async ({ page }) => {
  await signInAt(page, ACCOUNTS.clinician, '/full/request/1/full');
  const view = detail(page);
  await view.getByRole('button', { name: 'Complete', exact: true }).click();
  const complete = page.getByRole('dialog', { name: 'Complete this request' });
  await complete.getByRole('button', { name: 'Complete request' }).click();
  await expect(
    complete.getByText(
      'Request cannot be completed! There are messages from the patient which have not been acknowledged.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a clinician switches a Polish request between the patient's words and the translation", async ({ page }) => {
  await signInAt(page, ACCOUNTS.clinician, '/full/request/14/full');
  const view = detail(page);
  await expect(view.getByText('Boli mnie wewnętrzna strona lewego kolana')).toBeVisible();
  await expect(view.getByText('In Polish, as the patient wrote it')).toBeVisible();
  await view.getByRole('button', { name: 'Show the English translation' }).click();
  await expect(view.getByText('Pain on the inside of my left knee when I go down stairs.')).toBeVisible();
  await expect(view.getByText('Translated from Polish')).toBeVisible();
  await expectNoAxeViolations(page);
  // the choice is the request's: it holds after a reload
  await page.reload();
  await expect(detail(page).getByText('Translated from Polish')).toBeVisible();
  await detail(page).getByRole('button', { name: 'Show what the patient wrote' }).click();
  await expect(detail(page).getByText('In Polish, as the patient wrote it')).toBeVisible();
});

test('a receptionist applies a care navigation suggestion: the request moves to the suggested group', async ({
  page,
}) => {
  await signInAt(page, ACCOUNTS.reception, '/full/request/12/full');
  const view = detail(page);
  const prompt = view.getByRole('region', { name: 'Care navigation suggestion' });
  await expect(prompt).toContainText('A care navigation rule suggests Prescriptions with priority Routine.');
  await expectNoAxeViolations(page);
  await prompt.getByRole('button', { name: 'Apply suggestion' }).click();
  await expect(view.getByText('Assigned to Prescriptions by Tom Hughes.')).toBeVisible();
  await expect(
    view.getByText('Priority changed from Unprioritised to Routine. Reason: care navigation.'),
  ).toBeVisible();
  await expect(prompt).toHaveCount(0);
});

test('a second user opening the same request sees the lock and can take it over', async ({ browser }) => {
  const first = await (await browser.newContext()).newPage();
  await signInAt(first, ACCOUNTS.clinician, '/full/request/6/full');
  await expect(first.getByRole('button', { name: 'Add note' })).toBeVisible();

  const second = await (await browser.newContext()).newPage();
  await signInAt(second, ACCOUNTS.reception, '/full/request/6/full');
  await expect(second.getByText('Priya Shah has this request open.')).toBeVisible();
  await expectNoAxeViolations(second);
  await second.getByRole('button', { name: 'Take over' }).click();
  await expect(second.getByText('Priya Shah has this request open.')).toHaveCount(0);
});

test('a disallowed file type is refused with a clear message and the typed note is kept', async ({ page }) => {
  await signInAt(page, ACCOUNTS.clinician, '/full/request/2/full');
  const view = detail(page);
  const note = 'Draft: ask for a second photo in daylight.';
  await view.getByLabel('Add a note').fill(note);
  await view.getByLabel('Attach a file for the patient').setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/x-msdownload',
    buffer: Buffer.from('MZ not a document'),
  });
  const upload = view.getByRole('button', { name: 'Upload' });
  if (await upload.isVisible()) await upload.click();
  await expect(view.getByText(/setup\.exe cannot be attached/)).toBeVisible();
  await expect(view.getByLabel('Add a note')).toHaveValue(note);
});

test('a user of another organisation cannot read or change a request through the API', async ({ request }) => {
  const token = await apiToken(request, ACCOUNTS.clinician);
  const headers = { authorization: `Bearer ${token}` };
  // request 101 belongs to Hillview Surgery (1002); the clinician is only a member of Riverside (1001)
  const read = await request.get('/api/my/messages/wcms_id/1002/101', { headers });
  expect(read.status()).toBe(403);
  const change = await request.put('/api/my/messages/wcms_id/1002/101', { headers, data: { action: 'take' } });
  expect(change.status()).toBe(403);
  const list = await request.get('/api/my/messages/wcms_id/1002', { headers });
  expect(list.status()).toBe(403);
  // and through its own organisation's path the other organisation's request does not exist
  const sideways = await request.get('/api/my/messages/wcms_id/1001/101', { headers });
  expect(sideways.status()).toBe(404);
});

test('dialogs open under the strict Content-Security-Policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  await signInAt(page, ACCOUNTS.clinician, '/full/request/7/full');
  await page.getByRole('button', { name: 'Change priority' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // the scroll lock's style applied: the page behind the dialog does not scroll
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(violations).toEqual([]);
});

test("vouching for a patient needs a reason for 'Other' and makes the identity verified", async ({ page }) => {
  await signInAt(page, ACCOUNTS.clinician, '/full/request/4/full');
  await expect(page.getByTestId('identity-state')).toHaveText('Matched');
  await page.getByRole('button', { name: 'Vouch for this patient' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Other' }).check();
  await dialog.getByRole('button', { name: 'Vouch' }).click();
  await expect(dialog.getByText('Please specify how you vouched for this patient')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('How you vouched').fill('Known to the practice nurse for ten years');
  await dialog.getByRole('button', { name: 'Vouch' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('identity-state')).toHaveText('Matched and verified');
  await expect(page.getByText(/Identity vouched for by Priya Shah: Known to the practice nurse/)).toBeVisible();
});
