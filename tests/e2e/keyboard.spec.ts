import { expect, test } from './support/test';
import { ACCOUNTS, DEMO_PASSWORD } from './support/api';

test('signing in, moving around and logging out work with the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to Carebridge' })).toBeVisible();

  // Tab from the top of the page reaches the email field, then the password, then the button
  const email = page.getByLabel('Email address');
  for (let i = 0; i < 10 && !(await email.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(email).toBeFocused();
  await page.keyboard.type(ACCOUNTS.reception);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/full\/messages\/list/);
  // after a navigation focus moves to the new page's content
  await expect(page.locator('#main')).toBeFocused();

  // on a fresh page load the skip link is the first stop and moves focus to the page content
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Requests', level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  // the settings menu opens from the keyboard and its items are reachable with the arrow keys
  await page.getByRole('button', { name: 'Settings' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Management console' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Settings' })).toBeFocused();

  // the account link, then back to the inbox through the Requests tab
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tom Hughes' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/full\/user-account\/covering$/);
  await expect(page.getByLabel('First name')).toHaveValue('Tom');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Requests' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/full\/messages\/list/);
  // the new page takes focus to its content once it has loaded; only then does the user move on to Log out
  await expect(page.locator('#main')).toBeFocused();

  await page.getByRole('button', { name: 'Log out' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/(login|full\/welcome\/login)$/);
});
