import { ACCOUNTS } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAt } from './support/session';
import { expect, test, type Page } from './support/test';
import { expectNoSidewaysScroll } from './support/overflow';

/*
 * Issue 24: one page width and gutter for every staff area. The rule (src/shared/ui/page-container.tsx): every
 * full-layout page sits in one frame, the same max width centred with the same gutter, and the page's own root
 * fills that frame, so every page's content starts at the same left edge (the inbox's split panes included:
 * they sit inside the frame, not full-bleed). The top bar uses the frame too, so its logo lines up.
 */

const PAGES = [
  { name: 'inbox', path: '/full/messages/list' },
  { name: 'a request', path: '/full/request/5/full' },
  { name: 'find a patient', path: '/full/patients/find-patient' },
  { name: 'outbound messages', path: '/full/outbound/list' },
  { name: 'video consultations', path: '/full/patients/video-consultations' },
  { name: 'console home', path: '/full/management-console' },
  { name: 'console: service hours', path: '/full/management-console/service-hours' },
  { name: 'console: workload', path: '/full/management-console/workload' },
  { name: 'reports', path: '/full/management-console/reports' },
  { name: 'my account', path: '/full/user-account/covering' },
];

type Frame = {
  /** The frame's computed max width. */
  maxWidth: string;
  /** Where the page's content starts (its root's left edge) and ends. */
  contentLeft: number;
  contentRight: number;
  /** The frame's inner edges (its box less its padding). */
  frameLeft: number;
  frameRight: number;
  /** Where the top bar's content starts. */
  topBarLeft: number;
};

async function measureFrame(page: Page): Promise<Frame> {
  return page.evaluate(() => {
    const main = document.getElementById('main');
    if (!main) throw new Error('no main region');
    const style = getComputedStyle(main);
    const box = main.getBoundingClientRect();
    // the page's root: the first child with a box (React hoists <title> to the head, but skip any non-box)
    const root = [...main.children].find((el) => el.getBoundingClientRect().width > 0);
    if (!root) throw new Error('the main region has no page');
    const rootBox = root.getBoundingClientRect();
    const nav = document.querySelector('header nav');
    if (!nav) throw new Error('no top bar');
    const navLeft = nav.getBoundingClientRect().left + parseFloat(getComputedStyle(nav).paddingLeft);
    return {
      maxWidth: style.maxWidth,
      contentLeft: Math.round(rootBox.left),
      contentRight: Math.round(rootBox.right),
      frameLeft: Math.round(box.left + parseFloat(style.paddingLeft)),
      frameRight: Math.round(box.right - parseFloat(style.paddingRight)),
      topBarLeft: Math.round(navLeft),
    };
  });
}

test('every staff area has the same page width and left gutter at 1366×768, and passes axe', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAt(page, ACCOUNTS.manager, PAGES[0]?.path, { wcmsId: 1001 });
  const frames: (Frame & { name: string })[] = [];
  for (const { name, path } of PAGES) {
    await page.goto(path);
    await expect(page.locator('main h1').first(), name).toBeVisible();
    const frame = await measureFrame(page);
    frames.push({ name, ...frame });
    // the page's root fills the frame: no page sets its own max width, centring or side padding
    expect(frame.contentLeft, `${name}: content starts at the frame's gutter`).toBe(frame.frameLeft);
    expect(frame.contentRight, `${name}: content reaches the frame's right gutter`).toBe(frame.frameRight);
    expect(frame.topBarLeft, `${name}: the top bar starts at the same gutter`).toBe(frame.frameLeft);
    await expectNoAxeViolations(page);
  }
  const [first] = frames;
  if (!first) throw new Error('no pages measured');
  // 1536 px (max-w-screen-2xl) is wider than 1366, so the frame fills the window less its 16 px gutters
  expect(first.maxWidth).toBe('1536px');
  expect(first.contentLeft).toBe(16);
  for (const frame of frames) {
    expect({ name: frame.name, maxWidth: frame.maxWidth, left: frame.contentLeft, right: frame.contentRight }).toEqual({
      name: frame.name,
      maxWidth: first.maxWidth,
      left: first.contentLeft,
      right: first.contentRight,
    });
  }
});

test('nothing scrolls sideways on a 390 px phone: console home and reports', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAt(page, ACCOUNTS.manager, '/full/management-console', { wcmsId: 1001 });
  for (const path of ['/full/management-console', '/full/management-console/reports']) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expectNoSidewaysScroll(page, path);
    // the 16 px gutter holds on a phone too
    expect((await measureFrame(page)).contentLeft).toBe(16);
    await expectNoAxeViolations(page);
  }
});
