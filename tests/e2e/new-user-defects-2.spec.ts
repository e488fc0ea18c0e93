import { expect, test, type Page } from './support/test';
import { ACCOUNTS, apiToken, gql } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signIn, signInAt, signInAtInbox } from './support/session';

// Issue 23 (found by a new user), the second half: identifiers out of URLs, the inbox's search hint and its one
// completed control, a pool select that does not jump, readable header menus.

// Demo patient (server/src/modules/clinical-system/index.ts).
const ELEANOR = { nhs: '9991000003', spaced: '999 100 0003' };
const TEN_DIGITS = /\d{10}/;

test.describe('issue 23 item 10: NHS numbers searched for stay out of the URL', () => {
  test('the inbox search by NHS number keeps the number out of the URL, and a reload keeps the search', async ({
    page,
  }) => {
    await signInAtInbox(page, ACCOUNTS.clinician);
    await page.getByLabel('Search requests').fill(ELEANOR.nhs);
    await page.getByLabel('Search requests').press('Enter');
    await expect(page).toHaveURL(/ref=\w+/);
    expect(page.url()).not.toMatch(TEN_DIGITS);
    const rows = page.getByTestId('request-row');
    await expect(rows.first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Search requests')).toHaveValue(ELEANOR.nhs);
    await expect(rows.first()).toBeVisible();
    expect(page.url()).not.toMatch(TEN_DIGITS);
  });

  test('an old link with the number in it is rewritten without it', async ({ page }) => {
    await signInAt(page, ACCOUNTS.clinician, `/full/messages/list?poolId=0&q=${ELEANOR.nhs}&in=nhs_number&page=1`);
    await expect(page).toHaveURL(/ref=\w+/);
    expect(page.url()).not.toMatch(TEN_DIGITS);
    await expect(page.getByLabel('Search requests')).toHaveValue(ELEANOR.nhs);
  });

  test('the outbound search by NHS number keeps the number out of the URL', async ({ page }) => {
    await signInAt(page, ACCOUNTS.reception, '/full/outbound/list');
    await expect(page.getByRole('heading', { name: 'Outbound messages', level: 1 })).toBeVisible();
    await page.getByLabel('Search recipients').fill(ELEANOR.nhs);
    await page.getByLabel('Search recipients').press('Enter');
    await expect(page).toHaveURL(/ref=\w+/);
    expect(page.url()).not.toMatch(TEN_DIGITS);
    await page.reload();
    await expect(page.getByLabel('Search recipients')).toHaveValue(ELEANOR.nhs);
    expect(page.url()).not.toMatch(TEN_DIGITS);
  });

  test('the video consultations filter by NHS number keeps the number out of the URL', async ({ page }) => {
    await signInAt(page, ACCOUNTS.clinician, '/full/patients/video-consultations');
    await page.getByLabel('Patient NHS number').fill(ELEANOR.nhs);
    await page.getByRole('button', { name: 'Filter' }).click();
    const filtered = page.getByText(`Showing video consultations for NHS number ${ELEANOR.spaced}`);
    await expect(filtered).toBeVisible();
    expect(page.url()).not.toMatch(TEN_DIGITS);
    await page.reload();
    await expect(filtered).toBeVisible();
    expect(page.url()).not.toMatch(TEN_DIGITS);
  });
});

test("issue 23 item 18: a completed request's reference says why it is not listed and offers to include completed", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAtInbox(page, ACCOUNTS.clinician);
  // one control for completed requests: 'Include completed', not also a 'Completed' status
  await page.getByText('Filters', { exact: true }).click();
  await expect(page.getByLabel('Include completed')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Completed', exact: true })).toHaveCount(0);

  // RQ-000006 (the demo's completed Asthma Control Test)
  await page.getByLabel('Search requests').fill('RQ-000006');
  await page.getByLabel('Search requests').press('Enter');
  await expect(page.getByRole('heading', { name: 'No open requests match "RQ-000006"' })).toBeVisible();
  await expect(
    page.getByText('1 completed request matches. Completed requests are not included in this list.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Include completed requests' }).click();
  const rows = page.getByTestId('request-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Asthma Control Test');
  await expect(page.getByLabel('Include completed')).toBeChecked();
});

test('issue 23 item 15: the pool select says it is loading (not "0") and keeps its width when the pools arrive', async ({
  page,
}) => {
  await signInAtInbox(page, ACCOUNTS.clinician);
  // the list (which carries the pools) answers slowly
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/my\/messages\/wcms_id\/\d+\?/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  const pool = page.locator('#inbox-pool');
  await expect(pool).toBeVisible();
  await expect(pool).toBeDisabled();
  await expect(pool).toHaveText('Loading pools…');
  await expect(pool.locator('option', { hasText: /^0$/ })).toHaveCount(0);
  const loadingWidth = (await pool.boundingBox())!.width;
  release();
  await expect(pool).toBeEnabled();
  await expect(pool.locator('option').first()).not.toHaveText('0');
  expect((await pool.boundingBox())!.width).toBe(loadingWidth);
});

/** The contrast ratio of an element's text against what is painted behind it (its own background over the header). */
async function contrastOf(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    const element = document.querySelector(sel) as HTMLElement;
    const header = document.querySelector('header') as HTMLElement;
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const paint = (colours: string[]) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, 1, 1);
      for (const colour of colours) {
        ctx.fillStyle = colour;
        ctx.fillRect(0, 0, 1, 1);
      }
      const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
      const lin = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
    };
    const background = [getComputedStyle(header).backgroundColor, getComputedStyle(element).backgroundColor];
    const back = paint(background);
    const text = paint([...background, getComputedStyle(element).color]);
    const [hi, lo] = back > text ? [back, text] : [text, back];
    return (hi + 0.05) / (lo + 0.05);
  }, selector);
}

test('issue 23 item 13: the bell and Settings stay readable while their menus are open', async ({ page }) => {
  await signInAtInbox(page, ACCOUNTS.clinician);
  const settings = page.locator('header').getByRole('button', { name: 'Settings' });
  await settings.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await settings.evaluate((el) => el.setAttribute('data-probe', 'settings'));
  await settings.hover();
  expect(await contrastOf(page, '[data-probe="settings"]')).toBeGreaterThanOrEqual(4.5);
  await page.keyboard.press('Escape');

  const bell = page.locator('header').getByRole('button', { name: /Notifications/ });
  await bell.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await bell.evaluate((el) => el.setAttribute('data-probe', 'bell'));
  await bell.hover();
  expect(await contrastOf(page, '[data-probe="bell"]')).toBeGreaterThanOrEqual(4.5);
});

test("issue 23 item 7: 'Video patient ready' opens the call, and goes when the call ends", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // a call the clinician started (the invitation is sent), for a patient of this test's own
  const token = await apiToken(request, ACCOUNTS.clinician);
  const created = await request.post('/api/adhoc-video', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      wcms_id: 1001,
      patient_nhs_number: '9991000194',
      patient_details: { forename: 'Ready', surname: 'Patient', mobile_numbers: ['07700900998'] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, uid } = (await created.json()) as { id: number; uid: string };
  const started = await gql(
    request,
    'mutation StartAdhocVideo($id: ID!) { startAdhocVideo(id: $id) { room } }',
    {
      id: String(id),
    },
    token,
  );
  expect(started.errors).toBeUndefined();

  await signInAtInbox(page, ACCOUNTS.clinician);
  const poolBefore = await page.evaluate(() => localStorage.getItem('selectedPoolId'));

  // the patient joins from their link: the clinician is told
  const patientContext = await browser.newContext({ permissions: ['camera', 'microphone'] });
  const patient = await patientContext.newPage();
  await patient.goto(`/video-chat?uid=${uid}&type=adhoc`);
  await expect(patient.locator('[data-call-state]')).toBeVisible();

  const bell = page.locator('header').getByRole('button', { name: /Notifications/ });
  const item = page.getByRole('menuitem', { name: /Video patient ready: Ready Patient is waiting/ });
  await expect(async () => {
    await page.keyboard.press('Escape');
    await bell.click();
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 40_000 });
  await item.click();

  // it opens the call itself, not the empty notifications pool, and leaves the chosen pool alone
  await expect(page).toHaveURL(new RegExp(`/video-chat\\?id=${id}$`));
  await expect(page.locator('[data-call-state]')).toHaveAttribute('data-call-state', 'connected', { timeout: 20_000 });
  expect(await page.evaluate(() => localStorage.getItem('selectedPoolId'))).toBe(poolBefore);

  await page.getByRole('button', { name: 'End call' }).click();
  await expect(page.getByText(/The call has ended/)).toBeVisible();
  await patientContext.close();

  // the call is over: its notification has gone
  await page.goto('/full/messages/list');
  await bell.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Video patient ready: Ready Patient/ })).toHaveCount(0);
});

test('issue 23 item 24: opening the organisation select reports no Content-Security-Policy violation', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.manager);
  await page.getByRole('button', { name: /Hillview Surgery/ }).click();
  await expect(page.getByRole('heading', { name: 'Requests', level: 1 })).toBeVisible();
  // the policy stays strict: no 'unsafe-inline' styles
  const policy = (await page.request.get('/')).headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/style-src [^;]*'nonce-/);
  expect(policy).not.toMatch(/style-src [^;]*'unsafe-inline'/);
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const select = page.getByRole('banner').getByRole('combobox', { name: 'Organisation' });
  await select.click();
  await expect(page.getByRole('option', { name: /Riverside Medical Centre/ })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

test('issue 23 item 14: the patient card shows a long email whole at 1366 px', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAt(page, ACCOUNTS.reception, '/full/patients/find-patient');
  await page.getByLabel('NHS number').fill(ELEANOR.nhs);
  await page.getByLabel('Last name').fill('Whitfield');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: 'Book appointment: Mrs Eleanor Whitfield' }).click();
  const card = page.getByTestId('selected-patient');
  await expect(card).toBeVisible();
  // a long address, as some patients have
  const email = 'eleanor.margaret.whitfield-longsurname.household@example-a-long-provider.co.uk';
  await page.evaluate((longEmail) => {
    const patient = JSON.parse(localStorage.getItem('selected_patient')!) as Record<string, unknown>;
    localStorage.setItem('selected_patient', JSON.stringify({ ...patient, primaryEmail: longEmail }));
  }, email);
  await page.reload();
  const value = card.getByText(email);
  await expect(value).toBeVisible();
  // nothing of it is cut off: it wraps inside the card
  const clipped = await value.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const cardBox = el.closest('[data-testid="selected-patient"]')!.getBoundingClientRect();
    return el.scrollWidth > el.clientWidth + 1 || box.right > cardBox.right + 1;
  });
  expect(clipped).toBe(false);
});
