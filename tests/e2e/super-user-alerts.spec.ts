import { expect, test, type Browser, type Page } from './support/test';
import { ACCOUNTS } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAt, signInAtInbox } from './support/session';

// The e2e server trusts X-Forwarded-For (trustProxy): an address in VPN_RANGES (default 10.0.0.0/8) is the VPN.
const ON_VPN = { 'x-forwarded-for': '10.8.0.17' };

const TITLE = `Clinical system outage ${Date.now()}`;
const HEADER = 'organisation,title,message,severity,expires';
const BAD = `${HEADER}\n1001,${TITLE},The clinical system is unavailable 18:00 to 20:00 tonight.,warning,\n1002,Hillview notice,,loud,\n`;
const FIXED = `${HEADER}\n1001,${TITLE},The clinical system is unavailable 18:00 to 20:00 tonight.,warning,\n1002,Hillview notice,Please read the new guidance.,urgent,\n`;
const csv = (text: string) => ({ name: 'alerts.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

/** The super user signs in (through the API) acting for Riverside and opens `path`. */
async function superUserForRiverside(page: Page, path: string) {
  await signInAt(page, ACCOUNTS.super, path, { wcmsId: 1001 });
}

async function onVpn(browser: Browser) {
  const context = await browser.newContext({ extraHTTPHeaders: ON_VPN });
  return { context, page: await context.newPage() };
}

test('a super user on the VPN uploads alerts, fixing a bad row; a Riverside clinician reads and acknowledges one', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await onVpn(browser);
  await superUserForRiverside(admin.page, '/full/upload-alerts');
  await expect(admin.page.getByRole('heading', { name: 'Upload alerts' })).toBeVisible();
  await expectNoAxeViolations(admin.page);

  const file = admin.page.getByLabel('Alerts CSV file');
  await file.setInputFiles(csv(BAD));
  await expect(admin.page.getByText('1 of 2 rows are ready to upload.')).toBeVisible();
  const row2 = admin.page.getByTestId('alert-row-2');
  await expect(row2.getByText('Enter a message')).toBeVisible();
  await expect(row2.getByText('The severity must be information, warning or urgent')).toBeVisible();
  await expect(admin.page.getByRole('button', { name: 'Upload 2 alerts' })).toBeDisabled();
  await expectNoAxeViolations(admin.page);

  await file.setInputFiles(csv(FIXED));
  await expect(admin.page.getByText('2 of 2 rows are ready to upload.')).toBeVisible();
  await admin.page.getByRole('button', { name: 'Upload 2 alerts' }).click();
  await expect(admin.page.getByText('2 alerts uploaded for 2 organisations')).toBeVisible();
  await admin.context.close();

  // a Riverside clinician sees the banner, reads the alert on /alert and acknowledges it
  await signInAtInbox(page, ACCOUNTS.clinician);
  const banner = page.getByTestId('staff-alert-banner');
  await expect(banner).toContainText(TITLE);
  await expectNoAxeViolations(page);
  await banner.getByRole('link', { name: 'Read and acknowledge' }).click();
  await expect(page).toHaveURL(/\/alert$/);
  const alert = page.getByRole('article', { name: TITLE });
  await expect(alert).toContainText('The clinical system is unavailable 18:00 to 20:00 tonight.');
  // Hillview's alert is not shown at Riverside
  await expect(page.getByText('Hillview notice')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await alert.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(alert.getByText(/^Acknowledged /)).toBeVisible();
  await page.getByRole('link', { name: 'Back to Carebridge' }).click();
  await expect(page.getByRole('heading', { name: 'Requests', level: 1 })).toBeVisible();
  await expect(page.getByTestId('staff-alert-banner')).toHaveCount(0);
});

test('the same super user off the VPN gets the 401 panel on the upload page', async ({ page }) => {
  await superUserForRiverside(page, '/full/upload-alerts');
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  await expect(page.getByText('This page needs the VPN.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Alerts CSV file')).toHaveCount(0);
  await expectNoAxeViolations(page);
  // spec §6: a banner while the super user acts for an organisation, with an exit back to their own view
  const banner = page.getByTestId('super-user-banner');
  await expect(banner).toContainText('You are acting for Riverside Medical Centre as a super user');
  await banner.getByRole('button', { name: 'Exit to your own view' }).click();
  await expect(page).toHaveURL(/\/select-organisation$/);
  await expect(page.getByTestId('super-user-banner')).toHaveCount(0);
});
