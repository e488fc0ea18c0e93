import { ACCOUNTS } from './support/api';
import { signInAt, signInAtInbox } from './support/session';
import { expect, test } from './support/test';

test('the favicon is an icon, not the app page', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\//);
  // a missing file is a 404, not the app's HTML
  expect((await request.get('/robots.txt')).status()).toBe(404);
});

test('every page names itself in the window title', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign in to Carebridge – Carebridge');
  await signInAtInbox(page, ACCOUNTS.reception);
  await expect(page).toHaveTitle('Requests – Carebridge');
  await page.goto('/full/outbound/list');
  await expect(page).toHaveTitle('Outbound messages – Carebridge');
  await page.goto('/full/request/12/full');
  await expect(page).toHaveTitle('RQ-000012 – Requests – Carebridge');
});

test('focus goes to the request heading when it opens, and stays in the actions after Take', async ({ page }) => {
  await signInAt(page, ACCOUNTS.clinician, '/full/request/44/full');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  const actions = page.getByRole('group', { name: 'Request actions' });
  const take = actions.getByRole('button', { name: 'Take', exact: true });
  await take.click();
  await expect(take).toHaveCount(0);
  // focus is on a control of the action bar, not lost to the page body
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[role="group"]')?.getAttribute('aria-label')))
    .toBe('Request actions');
});
