import { expect, type Page } from '@playwright/test';

/** The page does not scroll sideways; a failure names the widest elements, so it says where to look. */
export async function expectNoSidewaysScroll(page: Page, path: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) {
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .slice(0, 8)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 160)),
    );
    console.warn(path, wide.join('\n'));
  }
  expect(overflow, `${path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}
