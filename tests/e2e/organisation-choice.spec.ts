import { ACCOUNTS } from './support/api';
import { signIn } from './support/session';
import { expect, test } from './support/test';

test('a member of two organisations opening / in a new tab while choosing is offered the choice', async ({ page }) => {
  await signIn(page, ACCOUNTS.manager);
  await expect(page).toHaveURL(/\/select-organisation$/);
  const tab = await page.context().newPage();
  await tab.goto('/');
  await expect(tab).toHaveURL(/\/select-organisation$/);
  await expect(tab.getByText('Your account is not linked to an organisation')).toHaveCount(0);
  await expect(tab.getByRole('button', { name: /Hillview Surgery/ })).toBeVisible();
});

test('the organisation switcher is in the header on every page', async ({ page }) => {
  await signIn(page, ACCOUNTS.manager);
  await page.getByRole('button', { name: /Hillview Surgery/ }).click();
  await page.goto('/full/outbound/list');
  const header = page.getByRole('banner');
  await header.getByRole('combobox', { name: 'Organisation' }).click();
  await page.getByRole('option', { name: /Riverside Medical Centre/ }).click();
  await expect(header.getByRole('combobox', { name: 'Organisation' })).toContainText('Riverside Medical Centre');
});

test('a super user returning to an area they may not open lands on the console, with the switcher', async ({
  page,
}) => {
  // the inbox remembered as where to return to after sign-in (storage route), as after visiting it signed out
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('route', JSON.stringify('/full/messages/list')));
  await signIn(page, ACCOUNTS.super);
  await expect(page).toHaveURL(/\/select-organisation$/);
  await page.getByLabel('Search organisations').fill('Riverside');
  await page.getByRole('button', { name: /Riverside Medical Centre/ }).click();
  await expect(page).toHaveURL(/\/full\/management-console/);
  await expect(page.getByText('You do not have access to this page')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Change organisation' })).not.toHaveCount(0);
});
