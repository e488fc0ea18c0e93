import { ACCOUNTS } from './support/api';
import { signInAt } from './support/session';
import { expect, test, type Browser, type Page } from './support/test';

test.describe.configure({ mode: 'serial' });
// two users signed in side by side on a shared 2-core machine
test.setTimeout(90_000);

// Every page a test opens closes as a tab does (giving its request lock up), so a retry starts with no locks.
const opened: Page[] = [];
test.afterEach(async () => {
  for (const page of opened.splice(0)) if (!page.isClosed()) await page.close({ runBeforeUnload: true });
});

async function openAs(browser: Browser, email: string, requestId: number): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  opened.push(page);
  // the request view asks for its lock as it opens: a person reading the request has had its answer
  const lockAnswered = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().endsWith(`/api/ops-users-messages/${requestId}`),
  );
  await signInAt(page, email, `/full/request/${requestId}/full`);
  await expect(page.getByRole('button', { name: 'Add note' })).toBeVisible();
  await lockAnswered;
  return page;
}

const heldByTom = (page: Page) => page.getByText('Tom Hughes has this request open.');

test('logging out gives the request lock up at once', async ({ browser }) => {
  const reception = await openAs(browser, ACCOUNTS.reception, 40);
  const clinician = await openAs(browser, ACCOUNTS.clinician, 40);
  await expect(heldByTom(clinician)).toBeVisible();

  await reception.getByRole('button', { name: 'Log out' }).click();
  await reception.waitForURL(/\/(full\/welcome\/)?login$/);
  await clinician.reload();
  await expect(clinician.getByRole('button', { name: 'Add note' })).toBeEnabled();
  await expect(heldByTom(clinician)).toHaveCount(0);
});

test('closing the tab gives the request lock up at once', async ({ browser }) => {
  const reception = await openAs(browser, ACCOUNTS.reception, 41);
  await reception.close({ runBeforeUnload: true });
  const clinician = await openAs(browser, ACCOUNTS.clinician, 41);
  await expect(heldByTom(clinician)).toHaveCount(0);
});

test('the idle lock gives the request lock up', async ({ browser }) => {
  const reception = await openAs(browser, ACCOUNTS.reception, 42);
  // the window event the desktop host fires to lock the session (spec §4), as the idle timer does
  await reception.evaluate(() => window.dispatchEvent(new Event('logout')));
  await reception.waitForURL(/\/full\/welcome\/locked$/);
  const clinician = await openAs(browser, ACCOUNTS.clinician, 42);
  await expect(heldByTom(clinician)).toHaveCount(0);
});

test('a session that locks while its lock is still being asked for gives the lock up once it is granted', async ({
  browser,
}) => {
  const reception = await (await browser.newContext()).newPage();
  opened.push(reception);
  // the lock's answer is slow: the session locks before it comes
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await reception.route('**/api/ops-users-messages/44', async (route) => {
    await held;
    await route.continue();
  });
  await signInAt(reception, ACCOUNTS.reception, '/full/request/44/full');
  await expect(reception.getByRole('button', { name: 'Add note' })).toBeVisible();
  const granted = reception.waitForResponse((response) => response.url().endsWith('/api/ops-users-messages/44'));
  await reception.evaluate(() => window.dispatchEvent(new Event('logout')));
  await reception.waitForURL(/\/full\/welcome\/locked$/);
  release();
  await granted;
  const clinician = await openAs(browser, ACCOUNTS.clinician, 44);
  await expect(heldByTom(clinician)).toHaveCount(0);
});

test('a note can be added while someone else holds the lock', async ({ browser }) => {
  const reception = await openAs(browser, ACCOUNTS.reception, 43);
  const clinician = await openAs(browser, ACCOUNTS.clinician, 43);
  await expect(heldByTom(clinician)).toBeVisible();
  await clinician.getByLabel('Add a note').fill('Called the patient back, no answer.');
  await clinician.getByRole('button', { name: 'Add note' }).click();
  await expect(clinician.getByText('Note added.')).toBeVisible();
  await expect(clinician.getByTestId('request-thread')).toContainText('Called the patient back, no answer.');
  await reception.close();
});
