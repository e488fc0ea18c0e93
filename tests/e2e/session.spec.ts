import { chromium, expect, test } from './support/test';
import {
  ACCOUNTS,
  apiToken,
  gql,
  latestOutboxMessage,
  registeredStaff,
  setTwoFactorMandate,
  totp,
} from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signIn, signInToInbox } from './support/session';

test.describe('signing in: where each demo account lands', () => {
  test('a clinician with one organisation lands on the inbox', async ({ page }) => {
    await page.goto('/login');
    await expectNoAxeViolations(page);
    await signInToInbox(page, ACCOUNTS.clinician);
    await expectNoAxeViolations(page);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Requests' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('a receptionist lands on the inbox', async ({ page }) => {
    await signInToInbox(page, ACCOUNTS.reception);
  });

  test('a new starter without an organisation lands on the no-organisation page', async ({ page }) => {
    await signIn(page, ACCOUNTS.newStarter);
    await expect(page).toHaveURL(/\/no-organisation$/);
    await expect(page.getByRole('heading', { name: 'Your account is not linked to an organisation' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a manager of two organisations chooses one and can switch to the other', async ({ page }) => {
    await signIn(page, ACCOUNTS.manager);
    await expect(page).toHaveURL(/\/select-organisation$/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: /Hillview Surgery/ }).click();
    await expect(page).toHaveURL(/\/full\/messages\/list/);
    await page.getByRole('combobox', { name: 'Organisation' }).click();
    await page.getByRole('option', { name: /Riverside Medical Centre/ }).click();
    await expect(page.getByRole('combobox', { name: 'Organisation' })).toContainText('Riverside Medical Centre');
    // the account tooltip names the organisation now acted for
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Grace Adeyemi' }).hover();
    await expect(page.getByRole('tooltip')).toContainText(
      'You are logged into Riverside Medical Centre as Grace Adeyemi',
    );
  });

  test('a super user picks any organisation and is refused the messages, outbound and patients areas', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.super);
    await expect(page).toHaveURL(/\/select-organisation$/);
    await page.getByLabel('Search organisations').fill('Hillview');
    await page.getByRole('button', { name: /Hillview Surgery/ }).click();
    await expect(page).toHaveURL(/\/full\/management-console/);
    await expect(page.getByRole('heading', { name: 'Management console' })).toBeVisible();
    await expectNoAxeViolations(page);
    for (const path of ['/full/messages/list', '/full/outbound/list', '/full/patients/find-patient']) {
      await page.goto(path);
      await expect(page.getByText('You do not have access to this page')).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });
});

test.describe('protecting accounts', () => {
  test('three wrong passwords lock the account; a password reset by email unlocks it', async ({ page, request }) => {
    const account = await registeredStaff(page, request, 'a-first-password-11');
    const wrong = 'not-the-password-1';
    for (let attempt = 1; attempt <= 2; attempt++) {
      await signIn(page, account, wrong);
      await expect(page.getByText('Invalid email address or password.')).toBeVisible();
    }
    await signIn(page, account, wrong);
    const locked = page.getByText(/Your account has been locked after three failed sign-in attempts/);
    await expect(locked).toBeVisible();
    // the right password does not get past a lock
    await signIn(page, account, 'a-first-password-11');
    await expect(locked).toBeVisible();

    await page.getByRole('link', { name: 'Forgotten your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email address').fill(account);
    await page.getByRole('button', { name: 'Email me a reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    const email = await latestOutboxMessage(request, account);
    const link = /https?:\/\/\S+\/full\/welcome\/reset-password\/[\w-]+/.exec(email?.body ?? '')?.[0];
    expect(link, email?.body).toBeTruthy();
    await page.goto(new URL(link!).pathname);
    await expectNoAxeViolations(page);
    const newPassword = 'a-brand-new-password-22';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();
    await signIn(page, account, newPassword);
    await expect(page).toHaveURL(/\/full\/messages\/list/);
  });

  test('too many attempts for one account name get the rate-limit message', async ({ page, request }) => {
    const account = 'nobody-here@riverside.nhs.uk';
    // spend the account's allowance quickly through the API, then try once more on the login screen
    for (let attempt = 1; attempt <= 40; attempt++) {
      const result = await gql(
        request,
        'mutation Login($u: String!, $p: String!) { login(username: $u, password: $p) { bearerToken } }',
        { u: account, p: 'whatever-password-1' },
      );
      if (result.errors?.[0]?.extensions?.code === 'RATE_LIMITED') break;
    }
    await signIn(page, account, 'whatever-password-1');
    await expect(page.getByText('Too many login attempts. Please try again in one minute.')).toBeVisible();
  });
});

test.describe('two-factor sign-in', () => {
  // each test sets Hillview's mandate once its account exists. The manager, who adds that account through the API, is a
  // member of Hillview too, so the mandate an earlier test left would make the manager's own API sign-in ask for a code.
  test.beforeEach(async ({ request }) => {
    await setTwoFactorMandate(request, '1002', null);
  });
  test.afterAll(async ({ request }) => {
    await setTwoFactorMandate(request, '1002', null);
  });

  // fresh Hillview staff: a retried test never meets an account an earlier attempt set up
  test('with a code sent by email', async ({ page, request }) => {
    const password = 'two-factor-email-33';
    const account = await registeredStaff(page, request, password, 1002);
    await setTwoFactorMandate(request, '1002', 'email');
    await signIn(page, account, password);
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expectNoAxeViolations(page);
    const email = await latestOutboxMessage(request, account);
    const code = /\b(\d{6})\b/.exec(email?.body ?? '')?.[1];
    expect(code, email?.body).toBeTruthy();
    await page.getByLabel('Security code').fill('000000' === code ? '111111' : '000000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('The code is not correct.')).toBeVisible();
    await page.getByLabel('Security code').fill(code!);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/full\/messages\/list/);
  });

  test('with an authenticator app, set up at first sign-in', async ({ page, request }) => {
    const password = 'two-factor-app-44';
    const account = await registeredStaff(page, request, password, 1002);
    await setTwoFactorMandate(request, '1002', 'authenticator');
    await signIn(page, account, password);
    await expect(page.getByRole('heading', { name: 'Set up an authenticator app' })).toBeVisible();
    await expectNoAxeViolations(page);
    const key = (await page.getByTestId('setup-key').textContent())?.replace(/\s+/g, '') ?? '';
    expect(key).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByLabel('Security code').fill(totp(key));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/full\/messages\/list/);
  });
});

test.describe('the session over time', () => {
  const TOKEN_SECONDS = 4;

  test('an expired access token is refreshed without the user noticing', async ({ page }) => {
    // this page's bearer tokens last 4 seconds (the e2e server honours the header: playwright.config.ts), not 20
    await page.setExtraHTTPHeaders({ 'x-test-access-token-ttl': String(TOKEN_SECONDS) });
    await signInToInbox(page, ACCOUNTS.clinician);
    // the first call after the token has expired is refused and the client refreshes (a call the inbox makes by itself
    // meanwhile may be the one)
    const refresh = page.waitForRequest((r) => r.url().endsWith('/api/session') && r.method() === 'POST');
    await page.waitForTimeout(TOKEN_SECONDS * 1000 + 1000);
    await page.goto('/full/user-account/covering');
    await refresh;
    await expect(page.getByLabel('First name')).toHaveValue('Priya');
    await expect(page).toHaveURL(/\/full\/user-account\/covering$/);
    await expectNoAxeViolations(page);
  });

  test('logging out in one tab logs out the other', async ({ context, allowConsole }) => {
    // a call the second tab had on the wire as the first logged out is refused (the session is revoked at once on the
    // server); the browser logs that 401 before the second tab hears of the logout and leaves
    allowConsole(/the server responded with a status of 401/);
    const first = await context.newPage();
    await signInToInbox(first, ACCOUNTS.reception);
    const second = await context.newPage();
    await second.goto('/full/messages/list');
    await expect(second.getByRole('heading', { name: 'Requests', level: 1 })).toBeVisible();
    await first.getByRole('button', { name: 'Log out' }).click();
    await expect(first).toHaveURL(/\/(login|full\/welcome\/login)/);
    await expect(second).toHaveURL(/\/(login|full\/welcome\/login)/, { timeout: 10_000 });
  });

  test('a short inactivity timeout locks a full page and keeps the lock record', async ({
    page,
    request,
    allowConsole,
  }) => {
    // fast-forwarding the fake clock by minutes times out the socket's channel joins on purpose
    allowConsole(/Realtime channel .* refused Error: operation has timed out/);
    // …and socket.io's ping timeout: the client drops its session and starts another, and a long-poll still naming
    // the dropped session is refused ('Session ID unknown', 400) by the server
    allowConsole(/the server responded with a status of 400 .*\[[^\]]*\/socket\.io\/[^\]]*\]$/);
    const token = await apiToken(request, ACCOUNTS.reception);
    const headers = { authorization: `Bearer ${token}` };
    const settings = await (await request.get('/api/lt-user-settings/3', { headers })).json();
    const put = (minutes: number) =>
      request.put(`/api/lt-user-settings/${settings.id}`, { headers, data: { inactivity_timeout: minutes } });
    expect((await put(1)).ok()).toBe(true);
    try {
      await page.clock.install();
      await signInToInbox(page, ACCOUNTS.reception);
      // the idle timer's cross-tab leader election runs on its own timers: keep time moving until it locks
      await expect
        .poll(
          async () => {
            await page.clock.fastForward('01:00');
            return new URL(page.url()).pathname;
          },
          { timeout: 15_000 },
        )
        .toBe('/full/welcome/locked');
      await expect(page.getByRole('heading', { name: 'You have been signed out' })).toBeVisible();
      const stored = await page.evaluate(() => ({
        locked: JSON.parse(localStorage.getItem('locked') ?? 'null'),
        session: localStorage.getItem('session_data'),
      }));
      expect(stored.session).toBeNull();
      expect(stored.locked).toMatchObject({ locked: true, username: ACCOUNTS.reception });
      expect(stored.locked.url).toContain('/full/messages/list');
      await expectNoAxeViolations(page);
    } finally {
      await put(60);
    }
  });
});

test.describe('links and badges', () => {
  test('every legacy hash link lands on its target', async ({ page, browser }) => {
    await signInToInbox(page, ACCOUNTS.clinician);
    for (const hash of ['#/message/5', '#/patients/message/5', '#/messages/message/5', '#/search-message/message/5']) {
      await page.goto('/' + hash);
      await expect(page).toHaveURL(/\/full\/request\/5\/full$/);
    }
    await page.goto('/#/anything-else');
    await expect(page).toHaveURL(/\/full\/messages\/list/);

    const signedOut = await browser.newPage();
    await signedOut.goto('/#/login');
    await expect(signedOut).toHaveURL(/\/full\/welcome\/login$/);
    await signedOut.goto('/#/register/invite-token-123');
    await expect(signedOut).toHaveURL(/\/full\/welcome\/register\/invite-token-123$/);
    await signedOut.goto('/#/verifyemail/reset-token-456');
    await expect(signedOut).toHaveURL(/\/full\/welcome\/reset-password\/reset-token-456$/);
    await signedOut.close();
  });

  test('the environment badge names qa-lt.example and is hidden on lt.example', async ({ baseURL }) => {
    const port = new URL(baseURL!).port;
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--host-resolver-rules=MAP qa-lt.example 127.0.0.1, MAP lt.example 127.0.0.1',
      ],
    });
    try {
      const page = await (await browser.newContext()).newPage();
      await page.goto(`http://qa-lt.example:${port}/login`);
      await expect(page.getByTestId('environment-badge')).toHaveText(/qa/i);
      await expectNoAxeViolations(page);
      await page.goto(`http://lt.example:${port}/login`);
      await expect(page.getByRole('heading', { name: 'Sign in to Carebridge' })).toBeVisible();
      await expect(page.getByTestId('environment-badge')).toHaveCount(0);
    } finally {
      await browser.close();
    }
  });
});

test('a user of one organisation cannot act for another through the API', async ({ request }) => {
  const token = await apiToken(request, ACCOUNTS.clinician);
  const result = await gql<{ setTwoFactorMandate: unknown }>(
    request,
    'mutation SetTwoFactorMandate($w: ID!) { setTwoFactorMandate(wcmsId: $w, method: email) { wcmsId } }',
    { w: '1002' },
    token,
  );
  expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const settings = await request.get('/api/lt-user-settings/4', { headers: { authorization: `Bearer ${token}` } });
  expect(settings.status()).toBe(403);
});
