import { expect, test } from './support/test';
import { ACCOUNTS } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { dateGroup, fillDate } from './support/date-input';
import { signInAtInbox } from './support/session';

// A demo patient of the test-variant clinical system (server/src/modules/clinical-system/index.ts)
const SOPHIE = { nhs: '9991000526', surname: 'Turner' };

/** The UK calendar day, n days from now, as d/m/yyyy. */
function ukDay(daysAhead: number): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' })
    .format(new Date(Date.now() + daysAhead * 86_400_000))
    .split('-');
  return `${Number(d)}/${Number(m)}/${y}`;
}

test("issue 23 item 21: 'Send at' is the date entry pattern with hours and minutes; a time gone is refused, a later one scheduled", async ({
  page,
}) => {
  // the clinical system's first patient search is slow on a busy machine
  test.setTimeout(90_000);
  await signInAtInbox(page, ACCOUNTS.reception);
  await page.goto('/full/outbound/list');
  await expect(page.getByRole('heading', { name: 'Outbound messages', level: 1 })).toBeVisible();
  await page.evaluate(() => localStorage.removeItem('createOutbound'));
  await page.getByRole('button', { name: 'New message' }).click();
  const form = page.getByRole('form', { name: 'New outbound message' });
  await form.getByLabel('NHS number').fill(SOPHIE.nhs);
  await form.getByLabel('Last name').fill(SOPHIE.surname);
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: /^Choose Sophie Turner/ }).click({ timeout: 45_000 });
  const message = `Your flu vaccination clinic is next week (${Date.now()}).`;
  await page.getByLabel('Message', { exact: true }).fill(message);

  // no native date or date-time field anywhere on the page
  await expect(page.locator('input[type="date"], input[type="datetime-local"], input[type="time"]')).toHaveCount(0);
  const sendAt = page.getByRole('group', { name: 'Send at (optional)' });
  const time = sendAt.getByRole('group', { name: 'Send time', exact: true });

  // yesterday: refused in words, nothing sent
  await fillDate(sendAt, 'Send date', ukDay(-1));
  await time.getByLabel('Hours').fill('9');
  await time.getByLabel('Minutes').fill('30');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(time).toHaveAccessibleDescription(/The send time must be in the future\./);
  await expect(page.getByTestId('outbound-detail')).toHaveCount(0);

  // a part left out and a time not on the clock
  await dateGroup(sendAt, 'Send date').getByLabel('Month').fill('');
  await time.getByLabel('Hours').fill('24');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(sendAt.getByText('Send date must include a month')).toBeVisible();
  await expect(sendAt.getByText('Send time must be a real time on the 24-hour clock')).toBeVisible();
  await expectNoAxeViolations(page);

  // tomorrow at 09:30 (UK): scheduled for that time, not sent yet
  await fillDate(sendAt, 'Send date', ukDay(1));
  await time.getByLabel('Hours').fill('09');
  await page.getByRole('button', { name: 'Send message' }).click();
  const detail = page.getByTestId('outbound-detail');
  await expect(detail).toBeVisible();
  await expect(detail).toHaveAttribute('data-state', 'pending');
  const [d, m, y] = ukDay(1).split('/');
  const shown = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))));
  await expect(detail).toContainText(`${shown}, 09:30`);
  await expect(detail).toContainText(message);
});
