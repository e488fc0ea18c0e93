import { expect, test, type Page } from './support/test';
import { ACCOUNTS } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInToInbox } from './support/session';

// Issue 23 (found by a new user), items 14, 20 and 21: the find-patient page on a phone, the video pop-ups and
// the environment badge, one date entry pattern.

// Demo patient (server/src/modules/clinical-system/index.ts).
const ELEANOR = { nhs: '9991000003', surname: 'Whitfield' };

/** How far the page scrolls sideways, naming the widest elements when it does. */
async function sidewaysOverflow(page: Page): Promise<{ overflow: number; wide: string[] }> {
  return page.evaluate(() => {
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 8)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className)}`.slice(0, 160));
    return { overflow, wide };
  });
}

test('issue 23 item 14: find patient does not scroll sideways at 390 px with a found patient with long details', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInToInbox(page, ACCOUNTS.reception);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/full/patients/find-patient');
  await page.getByLabel('NHS number').fill(ELEANOR.nhs);
  await page.getByLabel('Last name').fill(ELEANOR.surname);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: 'Book appointment: Mrs Eleanor Whitfield' }).click();
  await expect(page.getByTestId('selected-patient')).toBeVisible();
  // long details, as some patients have: an email and an address with no room to break
  const email = 'eleanor.margaret.whitfield-longsurname.household@example-a-long-provider.co.uk';
  const street = 'Flat 12, The Old Schoolhouse, Saint-Bartholomew-the-Great-Churchyard-Passageway';
  await page.evaluate(
    ({ longEmail, longStreet }) => {
      const patient = JSON.parse(localStorage.getItem('selected_patient')!) as Record<string, unknown>;
      const address = (patient.homeAddress ?? {}) as Record<string, unknown>;
      localStorage.setItem(
        'selected_patient',
        JSON.stringify({ ...patient, primaryEmail: longEmail, homeAddress: { ...address, address1: longStreet } }),
      );
    },
    { longEmail: email, longStreet: street },
  );
  await page.reload();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('patient-result').first()).toBeVisible();
  await expect(page.getByTestId('selected-patient').getByText(email)).toBeVisible();
  // the booking panel has loaded what it shows before measuring
  await expect(page.getByTestId('selected-patient').getByRole('heading').first()).toBeVisible();
  const { overflow, wide } = await sidewaysOverflow(page);
  expect(overflow, `find patient scrolls sideways by ${overflow}px:\n${wide.join('\n')}`).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

/** The control is wholly inside the window and nothing covers its centre (the environment badge did). */
async function inViewUncovered(locator: ReturnType<Page['locator']>): Promise<string> {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    if (box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth) {
      return `outside the ${window.innerWidth}×${window.innerHeight} window: ${JSON.stringify(box)}`;
    }
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top && (top === el || el.contains(top)) ? 'ok' : `covered by ${top?.outerHTML.slice(0, 120)}`;
  });
}

/** Controls and headings the environment badge lies over. */
async function coveredByBadge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const badge = document.querySelector('[data-testid="environment-badge"]');
    if (!badge) return ['no environment badge'];
    const b = badge.getBoundingClientRect();
    return [...document.querySelectorAll('main button, main a, main input, main select, main h1, main h2')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
      })
      .map((el) => el.outerHTML.slice(0, 100));
  });
}

test('issue 23 item 20: the video pop-ups open at their sizes with their buttons in view, and the environment badge covers nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // the sizes the app asks for (spec §2: call patient 400x600, video 510x500)
  await page.context().addInitScript(() => {
    const open = window.open.bind(window);
    window.open = (url?: string | URL, target?: string, features?: string) => {
      localStorage.setItem('e2e-popup-features', features ?? '');
      return open(url, target, features);
    };
  });
  await signInToInbox(page, ACCOUNTS.clinician);
  await page.goto('/full/request/5/full');
  const [start] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Start video consultation' }).click(),
  ]);
  expect(await page.evaluate(() => localStorage.getItem('e2e-popup-features'))).toBe('popup=yes,width=600,height=400');
  await start.setViewportSize({ width: 600, height: 400 });
  await expect(start.getByRole('heading', { name: 'Start a video consultation' })).toBeVisible();
  await expect(start.getByTestId('environment-badge')).toBeVisible();
  // Continue was below the fold of the 400 px window
  expect(await inViewUncovered(start.getByRole('button', { name: 'Continue' }))).toBe('ok');
  expect(await coveredByBadge(start)).toEqual([]);
  await start.getByRole('button', { name: 'Continue' }).click();
  await expect(start.getByRole('heading', { name: 'Name the video room' })).toBeVisible();
  await start.getByLabel('Room name').fill('Item 20 room');
  expect(await inViewUncovered(start.getByRole('button', { name: 'Save and continue' }))).toBe('ok');
  await start.getByRole('button', { name: 'Save and continue' }).click();
  await expect(start.getByRole('heading', { name: 'Call the patient' })).toBeVisible();
  await start.getByRole('button', { name: 'Send invitation and start' }).click();
  await expect(start.getByRole('heading', { name: 'Joining details' })).toBeVisible();

  const [videoWindow] = await Promise.all([
    start.waitForEvent('popup'),
    start.getByRole('button', { name: 'Join video call' }).click(),
  ]);
  expect(await start.evaluate(() => localStorage.getItem('e2e-popup-features'))).toBe('popup=yes,width=500,height=510');
  await videoWindow.setViewportSize({ width: 500, height: 510 });
  await expect(videoWindow.getByText('Waiting for the patient to join.')).toBeVisible();
  await expect(videoWindow.getByTestId('environment-badge')).toBeVisible();
  // End call lay under the environment badge
  expect(await inViewUncovered(videoWindow.getByRole('button', { name: 'End call' }))).toBe('ok');
  expect(await coveredByBadge(videoWindow)).toEqual([]);
  await expectNoAxeViolations(videoWindow);

  // and on an ordinary page: the badge lies over nothing at the bottom of a phone's screen either
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/full/patients/find-patient');
  await expect(page.getByRole('heading', { name: 'Find patient', level: 1 })).toBeVisible();
  expect(await coveredByBadge(page)).toEqual([]);
  await videoWindow.getByRole('button', { name: 'End call' }).click();
  await expect(videoWindow.getByText(/The call has ended/)).toBeVisible();
});

test('issue 23 item 21: a date is typed as day, month and year, by keyboard, and a missing part is named', async ({
  page,
}) => {
  await signInToInbox(page, ACCOUNTS.reception);
  await page.goto('/full/patients/find-patient');
  await page.getByLabel('Last name').fill(ELEANOR.surname);
  const dob = page.getByRole('group', { name: 'Date of birth', exact: true });
  // '/' moves on to the next box
  await dob.getByLabel('Day', { exact: true }).pressSequentially('12/');
  await expect(dob.getByLabel('Month', { exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('1948');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(dob.getByText('Date of birth must include a month')).toBeVisible();
  await expect(dob.getByLabel('Month', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(dob.getByLabel('Day', { exact: true })).toHaveValue('12');
  await expectNoAxeViolations(page);
  await dob.getByLabel('Month', { exact: true }).fill('4');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('patient-result').first()).toContainText('Eleanor Whitfield');
  await expect(page.getByTestId('patient-result').first()).toContainText('999 100 0003');
});
