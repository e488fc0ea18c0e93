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
