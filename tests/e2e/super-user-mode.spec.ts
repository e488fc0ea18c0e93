import { expect, test, type APIRequestContext } from './support/test';
import { ACCOUNTS, apiToken, gql } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAt } from './support/session';

// The e2e server trusts X-Forwarded-For (trustProxy): an address in VPN_RANGES (default 10.0.0.0/8) is the VPN.
const ON_VPN = { 'x-forwarded-for': '10.8.0.17' };

const UPLOAD = 'mutation UploadAlerts($rows: [AlertRowInput!]!) { uploadAlerts(rows: $rows) { count } }';
const SET = 'mutation SetSuperUserMode($on: Boolean!) { setSuperUserMode(on: $on) { isSuperUser } }';

/** What the server answers the super user (a fresh session) asking for every organisation. */
async function organisationsSeenBySuperUser(request: APIRequestContext): Promise<number> {
  const token = await apiToken(request, ACCOUNTS.super);
  const result = await gql<{ organisations: unknown[] }>(
    request,
    'query Organisations { organisations { wcmsId } }',
    {},
    token,
  );
  return result.data?.organisations.length ?? -1;
}

test('spec §6: the super user turns super-user mode off (loses the organisation chooser and the alerts upload) and on again', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ extraHTTPHeaders: ON_VPN });
  const page = await context.newPage();
  try {
    await signInAt(page, ACCOUNTS.super, '/full/upload-alerts', { wcmsId: 1001 });
    await expect(page.getByRole('heading', { name: 'Upload alerts' })).toBeVisible();
    const toggle = page.getByRole('switch', { name: 'Super user mode' });
    await expect(toggle).toBeChecked();
    await expectNoAxeViolations(page);
    expect(await organisationsSeenBySuperUser(request)).toBeGreaterThan(1);

    // off: at once the account acts only for its own organisations (the demo super user belongs to none)
    await toggle.click();
    await expect(page.getByRole('heading', { name: 'Your account is not linked to an organisation' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('super_user'))).toBe('false');
    expect(await page.evaluate(() => localStorage.getItem('organisation'))).toBeNull();
    const offSwitch = page.getByRole('switch', { name: 'Super user mode' });
    await expect(offSwitch).not.toBeChecked();
    await expectNoAxeViolations(page);
    // the server agrees: no organisation to choose from, and the alerts upload refused
    expect(await organisationsSeenBySuperUser(request)).toBe(0);
    const token = await apiToken(request, ACCOUNTS.super);
    const upload = await gql(
      request,
      UPLOAD,
      { rows: [{ organisation: '1001', title: 'Test', message: 'Test', severity: 'information', expires: '' }] },
      token,
    );
    expect(upload.errors?.[0]?.message).toBe('Only a super user can upload alerts');
    // the choice of organisation is gone, and the upload page cannot be reached
    await page.goto('/select-organisation');
    await expect(page.getByText('Your account is not linked to any organisation.')).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await page.goto('/full/upload-alerts');
    await expect(page.getByRole('heading', { name: 'Upload alerts' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Your account is not linked to an organisation' })).toBeVisible();

    // on again: back to choosing any organisation, and the upload page opens
    await page.getByRole('switch', { name: 'Super user mode' }).click();
    await expect(page.getByRole('heading', { name: 'Choose an organisation' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('super_user'))).toBe('true');
    await expect(page.getByRole('searchbox')).toBeVisible();
    expect(await organisationsSeenBySuperUser(request)).toBeGreaterThan(1);
    await signInAt(page, ACCOUNTS.super, '/full/upload-alerts', { wcmsId: 1001 });
    await expect(page.getByRole('heading', { name: 'Upload alerts' })).toBeVisible();
  } finally {
    // the suite's other journeys read the outbox as the super user: leave the mode on whatever happened
    await gql(request, SET, { on: true }, await apiToken(request, ACCOUNTS.super));
    await context.close();
  }
});
