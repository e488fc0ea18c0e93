import { expect, test } from './support/test';
import { ACCOUNTS, DEMO_PASSWORD, apiToken, gql } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAtInbox } from './support/session';

// Console → Covering changes the product: a colleague covered there puts their open requests in the coverer's inbox.
test('covering a colleague gives their requests a pool in the coverer’s inbox; uncovering takes it away', async ({
  page: manager,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInAtInbox(manager, ACCOUNTS.manager, { wcmsId: 1001 });

  const receptionContext = await browser.newContext();
  const reception = await receptionContext.newPage();
  await signInAtInbox(reception, ACCOUNTS.reception);
  const pool = reception.getByLabel('Pool', { exact: true });
  await expect(pool.locator('option', { hasText: 'All requests' })).toHaveCount(1);
  // nobody covered yet: no such pool
  await expect(pool.locator('option', { hasText: 'Colleagues I cover' })).toHaveCount(0);

  const setPriyaCovered = async (covered: boolean) => {
    await manager.goto('/full/management-console/covering');
    await manager.getByLabel('Staff member').selectOption({ label: 'Tom Hughes' });
    const colleagues = manager.getByRole('group', { name: 'Colleagues they cover' });
    await colleagues.getByRole('checkbox', { name: 'Priya Shah' }).setChecked(covered);
    await manager.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(manager.getByText('Covering saved.')).toBeVisible();
  };

  await setPriyaCovered(true);
  await expectNoAxeViolations(manager);

  await reception.reload();
  await expect(pool.locator('option', { hasText: 'Colleagues I cover' })).toHaveCount(1);
  await pool.selectOption({ label: (await pool.locator('option', { hasText: 'Colleagues I cover' }).textContent())! });
  // only Priya Shah's requests (demo request 1 is hers; 7 is Tom Hughes's own)
  const rows = reception.getByRole('row');
  await expect(rows.filter({ hasText: 'Priya Shah' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Tom Hughes' })).toHaveCount(0);
  await expect(reception).toHaveURL(/(poolId=|list\/)-4/);
  await expectNoAxeViolations(reception);

  await setPriyaCovered(false);
  await reception.reload();
  await expect(pool.locator('option', { hasText: 'Colleagues I cover' })).toHaveCount(0);
  await receptionContext.close();
});

// Console → Staff 'used internally' changes the product: Reports → Usage counts people, not the practice's own accounts.
test('marking reception as used internally takes its sign-ins out of the Usage report', async ({ page, request }) => {
  test.setTimeout(120_000);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const signInsToday = async () => {
    const body = await gql<{ report: { figures: { key: string; value: number }[] } }>(
      request,
      'query Report($w: ID!, $from: String!, $to: String!) { report(wcmsId: $w, tab: usage, from: $from, to: $to) { figures { key value } } }',
      { w: '1001', from: today, to: today },
      await apiToken(request, ACCOUNTS.manager),
    );
    return body.data!.report.figures.find((f) => f.key === 'signIns')!.value;
  };
  const receptionSignIns = async () => {
    const before = await signInsToday();
    // one more sign-in by reception at Riverside (as the app records it, with the organisation)
    const login = await gql<{ login: { bearerToken: string | null } }>(
      request,
      'mutation Login($u: String!, $p: String!, $a: AuditInput) { login(username: $u, password: $p, audit: $a) { bearerToken } }',
      { u: ACCOUNTS.reception, p: DEMO_PASSWORD, a: { application: 'LT', wcmsId: '1001' } },
    );
    expect(login.data?.login.bearerToken).toBeTruthy();
    return (await signInsToday()) - before;
  };
  // reception's sign-ins count while it is a person…
  expect(await receptionSignIns()).toBe(1);

  const setUsedInternally = async (on: boolean) => {
    await page.goto('/full/management-console/staff');
    await page.getByRole('button', { name: 'Edit Tom Hughes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Tom Hughes' });
    await dialog.getByRole('checkbox', { name: /Used internally/ }).setChecked(on);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Staff member saved.')).toBeVisible();
    await page.keyboard.press('Escape');
  };
  await signInAtInbox(page, ACCOUNTS.manager, { wcmsId: 1001 });
  await setUsedInternally(true);
  try {
    // …and not once the manager marks it as an account the practice uses internally
    expect(await receptionSignIns()).toBe(0);
  } finally {
    await setUsedInternally(false);
  }
});
