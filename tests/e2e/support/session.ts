import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './api';

/** Signs in through the real login screen. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, path = '/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in and waits for the inbox (accounts with exactly one organisation). */
export async function signInToInbox(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/full\/messages\/list/);
  await expect(page.getByRole('heading', { name: 'Requests', level: 1 })).toBeVisible();
}
