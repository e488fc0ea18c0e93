import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The one date entry pattern (issue 23 item 21): a group named by its question with Day, Month and Year boxes.
 * A whole date typed into Day (12/04/1948 or 1948-04-12) fills all three, as a person pasting one would.
 */
export function dateGroup(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('group', { name: label, exact: true });
}

export async function fillDate(scope: Page | Locator, label: string, value: string): Promise<void> {
  await dateGroup(scope, label).getByLabel('Day', { exact: true }).fill(value);
}

/** The three boxes show the YYYY-MM-DD day. */
export async function expectDate(scope: Page | Locator, label: string, iso: string): Promise<void> {
  const group = dateGroup(scope, label);
  await expect(group.getByLabel('Day', { exact: true })).toHaveValue(iso.slice(8, 10));
  await expect(group.getByLabel('Month', { exact: true })).toHaveValue(iso.slice(5, 7));
  await expect(group.getByLabel('Year', { exact: true })).toHaveValue(iso.slice(0, 4));
}
