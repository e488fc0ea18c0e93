import { expect, test, type Page } from './support/test';
import { ACCOUNTS } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signIn, signInToInbox } from './support/session';

const HELPER = 'https://vision-login.invalid/connect/authorize';

/**
 * Stands in for the Vision login helper (configured for the e2e server in playwright.config.ts): it checks what
 * Carebridge sent and redirects back to /authorize with the state and either a code (the Vision user it signed in)
 * or an error, as the helper does.
 */
async function visionHelper(page: Page, answer: () => { code: string } | { error: string }) {
  const seen: URL[] = [];
  await page.route(`${HELPER}?**`, async (route) => {
    const url = new URL(route.request().url());
    seen.push(url);
    const back = new URL(url.searchParams.get('redirect_uri')!);
    back.searchParams.set('state', url.searchParams.get('state')!);
    const reply = answer();
    if ('code' in reply) back.searchParams.set('code', reply.code);
    else back.searchParams.set('error', reply.error);
    await route.fulfill({ status: 302, headers: { location: back.toString() } });
  });
  return seen;
}

test('/authorize links the staff member to the Vision user the Vision login helper signed in', async ({
  page,
  browser,
  allowConsole,
}) => {
  test.setTimeout(120_000);
  allowConsole(/status of 4\d\d/);
  const visionUser = `VIS-${Date.now()}`;
  let reply: { code: string } | { error: string } = { code: visionUser };
  const seen = await visionHelper(page, () => reply);
  await signInToInbox(page, ACCOUNTS.clinician);

  await page.goto('/authorize');
  await expect(page.getByRole('heading', { name: 'Sign in to Vision', level: 1 })).toBeVisible();
  await expect(page.getByText(`Your Vision account ${visionUser} is linked. You can close this window.`)).toBeVisible();
  // what went to the helper: its client id, a one-time state and this page as the way back
  expect(seen).toHaveLength(1);
  expect(seen[0]!.searchParams.get('client_id')).toBe('carebridge-e2e');
  expect(seen[0]!.searchParams.get('redirect_uri')).toBe(new URL('/authorize', page.url()).toString());
  // stored for the desktop host
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('vision_authorization') ?? 'null'));
  expect(stored).toMatchObject({ wcmsId: '1001', visionUser, code: visionUser });
  // bare: no window controls, no feedback widget
  await expect(page.getByRole('button', { name: /feedback/i })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Close window' })).toBeVisible();
  await expectNoAxeViolations(page);

  // the same answer again (a reload) is refused: the state was used
  await page.reload();
  await expect(page.getByRole('alert')).toContainText(
    'This Vision sign-in is not valid or has already been used. Start again from Vision.',
  );
  await expectNoAxeViolations(page);

  // Vision refuses the sign-in: said so, and nothing changes
  reply = { error: 'access_denied' };
  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Vision refused the sign-in, so your Vision account was not linked. Start again from Vision to try again.',
  );
  expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('vision_authorization')!).visionUser)).toBe(
    visionUser,
  );

  // another member of staff signs in to Vision as the clinician's Vision user: 'Already linked Vision user'
  const context = await browser.newContext();
  try {
    const other = await context.newPage();
    other.on('console', () => undefined);
    await visionHelper(other, () => ({ code: visionUser }));
    await signIn(other, ACCOUNTS.manager);
    await other.getByRole('button', { name: /Riverside Medical Centre/ }).click();
    await expect(other).toHaveURL(/\/full\/messages\/list/);
    await other.goto('/authorize');
    await expect(other.getByRole('alert')).toContainText('Already linked Vision user');
    expect(await other.evaluate(() => window.localStorage.getItem('vision_authorization'))).toBeNull();
  } finally {
    await context.close();
  }
});
