import { expect, test, type Page } from './support/test';
import { ACCOUNTS } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInToInbox } from './support/session';

// Issue 23 (found by a new user), the second half: identifiers out of URLs, the inbox's search hint and its one
// completed control, a pool select that does not jump, readable header menus.

// Demo patient (server/src/modules/clinical-system/index.ts).
const ELEANOR = { nhs: '9991000003', spaced: '999 100 0003' };
const TEN_DIGITS = /\d{10}/;

test.describe('issue 23 item 10: NHS numbers searched for stay out of the URL', () => {
  test('the inbox search by NHS number keeps the number out of the URL, and a reload keeps the search', async ({
    page,
  }) => {
    await signInToInbox(page, ACCOUNTS.clinician);
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
    await signInToInbox(page, ACCOUNTS.clinician);
    await page.goto(`/full/messages/list?poolId=0&q=${ELEANOR.nhs}&in=nhs_number&page=1`);
    await expect(page).toHaveURL(/ref=\w+/);
    expect(page.url()).not.toMatch(TEN_DIGITS);
    await expect(page.getByLabel('Search requests')).toHaveValue(ELEANOR.nhs);
  });

  test('the outbound search by NHS number keeps the number out of the URL', async ({ page }) => {
    await signInToInbox(page, ACCOUNTS.reception);
    await page.goto('/full/outbound/list');
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
    await signInToInbox(page, ACCOUNTS.clinician);
    await page.goto('/full/patients/video-consultations');
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
  await signInToInbox(page, ACCOUNTS.clinician);
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
  await signInToInbox(page, ACCOUNTS.clinician);
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
  await signInToInbox(page, ACCOUNTS.clinician);
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
