import { expect, test } from './support/test';
import { ACCOUNTS } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signIn, signInToInbox } from './support/session';

// Console → Covering changes the product: a colleague covered there puts their open requests in the coverer's inbox.
test('covering a colleague gives their requests a pool in the coverer’s inbox; uncovering takes it away', async ({
  page: manager,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(manager, ACCOUNTS.manager);
  await manager.getByRole('button', { name: /Riverside Medical Centre/ }).click();
  await expect(manager).toHaveURL(/\/full\/messages\/list/);

  const receptionContext = await browser.newContext();
  const reception = await receptionContext.newPage();
  await signInToInbox(reception, ACCOUNTS.reception);
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
