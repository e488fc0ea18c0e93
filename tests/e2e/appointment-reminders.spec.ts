import { expect, test, type APIRequestContext, type Page } from './support/test';
import { ACCOUNTS, apiToken, gql } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAtInbox } from './support/session';

// Hillview Surgery (1002): reminders there leave the Riverside journeys of other specs alone.
// Samuel Green (S1-5021) has the NHS App (server/src/modules/clinical-system/index.ts).
const SAMUEL = { nhs: '9991002731', name: 'Samuel Green' };
const DAY = 86_400_000;

const AVAILABLE = `query GetAvailableAppointments($wcmsId: ID!, $startTime: DateTime!, $endTime: DateTime!) {
  getAvailableAppointments(wcmsId: $wcmsId, startTime: $startTime, endTime: $endTime) { id startTime }
}`;
const BOOK = `mutation BookAppointment($wcmsId: ID!, $appointmentId: ID!, $nhsNumber: String!) {
  bookAppointment(wcmsId: $wcmsId, appointmentId: $appointmentId, nhsNumber: $nhsNumber) { id startTime }
}`;

/** The UK calendar day `days` from now as YYYY-MM-DD. */
function ukDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + days * DAY));
}

/** The first offset from 2 to 7 days whose UK day has a free Hillview slot after midday, and that slot. */
async function freeSlotAhead(request: APIRequestContext, token: string) {
  for (let days = 2; days <= 7; days++) {
    const day = ukDay(days);
    // midday to 23:00 UTC is inside the UK day in winter and summer alike
    const slots = await gql<{ getAvailableAppointments: { id: string; startTime: string }[] }>(
      request,
      AVAILABLE,
      { wcmsId: '1002', startTime: `${day}T12:00:00Z`, endTime: `${day}T22:59:00Z` },
      token,
    );
    const slot = slots.data?.getAvailableAppointments[0];
    if (slot) return { days, slot };
  }
  throw new Error('Hillview has no free slot in the next week');
}

async function openReminders(page: Page) {
  await signInAtInbox(page, ACCOUNTS.manager, { wcmsId: 1002 });
  // spec §2 patients menu
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Patients' }).click();
  await page
    .getByRole('navigation', { name: 'Patients menu' })
    .getByRole('link', { name: 'Appointment reminders' })
    .click();
  await expect(page).toHaveURL(/\/full\/patients\/appointment-reminders$/);
  await expect(page.getByRole('heading', { name: 'Appointment reminders', level: 1 })).toBeVisible();
}

/** Turns reminders on (or off) for exactly the given days through the settings panel. */
async function saveSettings(page: Page, enabled: boolean, days: number[]) {
  const panel = page.getByRole('form', { name: 'Reminder settings' });
  await panel.getByRole('checkbox', { name: 'Send appointment reminders' }).setChecked(enabled);
  for (let day = 1; day <= 7; day++) {
    await panel
      .getByRole('checkbox', { name: day === 1 ? '1 day' : `${day} days`, exact: true })
      .setChecked(days.includes(day));
  }
  await panel.getByRole('button', { name: 'Save settings' }).click();
  const saved = page.getByTestId('transient-notification').filter({ hasText: 'The reminder settings were saved' });
  await expect(saved).toBeVisible();
  // dismissed (it would stay 10 s), so the next save's notification is seen on its own
  await saved.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(saved).toHaveCount(0);
}

test('a booked appointment N days ahead is reminded by NHS App and delivered; a pending reminder is cancelled', async ({
  page,
  request,
}) => {
  await openReminders(page);
  const panel = page.getByRole('form', { name: 'Reminder settings' });
  // spec §5: at least one day when on
  await panel.getByRole('checkbox', { name: 'Send appointment reminders' }).setChecked(true);
  for (let day = 1; day <= 7; day++) {
    await panel.getByRole('checkbox', { name: day === 1 ? '1 day' : `${day} days`, exact: true }).setChecked(false);
  }
  await panel.getByRole('button', { name: 'Save settings' }).click();
  await expect(panel.getByText('Appointment days before required')).toBeVisible();
  await expectNoAxeViolations(page);

  const token = await apiToken(request, ACCOUNTS.manager);
  const { days, slot } = await freeSlotAhead(request, token);
  const booked = await gql(request, BOOK, { wcmsId: '1002', appointmentId: slot.id, nhsNumber: SAMUEL.nhs }, token);
  expect(booked.errors).toBeUndefined();
  // on the day itself (N = days) and the day before the appointment (N = 1, still to come)
  await saveSettings(page, true, [1, days]);

  await page.getByLabel('NHS number').fill(SAMUEL.nhs);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  const rows = page.locator(`tr[data-appointment-id="${slot.id}"]`);
  const due = rows.and(page.locator(`[data-days-before="${days}"]`));
  const later = rows.and(page.locator('[data-days-before="1"]'));
  // the worker plans and sends every 2 s; receipts arrive within seconds
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(due.locator('[data-state]')).toHaveText('Delivered', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(due).toContainText(SAMUEL.name);
  await expect(due).toContainText('NHS App');
  await expect(due).toContainText('999 100 2731');
  await expect(due.getByRole('button', { name: /Cancel the reminder/ })).toHaveCount(0);
  await expect(later.locator('[data-state]')).toHaveText('Pending');
  await expectNoAxeViolations(page);

  // keyboard: the pending reminder's cancel button takes focus and Enter cancels it
  const cancel = later.getByRole('button', { name: `Cancel the reminder for ${SAMUEL.name}` });
  await cancel.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('The reminder was cancelled')).toBeVisible();
  await expect(later.locator('[data-state]')).toHaveText('Cancelled');
  await expect(later.getByRole('button', { name: /Cancel the reminder/ })).toHaveCount(0);

  // the server refuses cancelling a reminder that has gone
  const id = await due.getAttribute('data-reminder-id');
  // a fresh token: the e2e server's access tokens live 20 s, less than this journey takes
  const refused = await request.post(`/api/appointment-reminders/wcms_id/1002/${id}/cancel`, {
    headers: { authorization: `Bearer ${await apiToken(request, ACCOUNTS.manager)}` },
  });
  expect(refused.status()).toBe(409);

  // leave reminders off for the journeys that follow
  await saveSettings(page, false, [1, days]);
});

test("the management console's Appointment reminders area changes the settings the reminders page uses", async ({
  page,
}) => {
  await signInAtInbox(page, ACCOUNTS.manager, { wcmsId: 1002 });
  await page.goto('/full/management-console/appointment-reminders');
  await expect(page.getByRole('heading', { name: 'Appointment reminders', level: 2 })).toBeVisible();
  await saveSettings(page, true, [3, 5]);
  await expectNoAxeViolations(page);

  // the patients menu's reminders page reads the same settings
  await page.getByRole('link', { name: 'See the reminder log' }).click();
  await expect(page).toHaveURL(/\/full\/patients\/appointment-reminders$/);
  const panel = page.getByRole('form', { name: 'Reminder settings' });
  await expect(panel.getByRole('checkbox', { name: 'Send appointment reminders' })).toBeChecked();
  await expect(panel.getByRole('checkbox', { name: '3 days', exact: true })).toBeChecked();
  await expect(panel.getByRole('checkbox', { name: '5 days', exact: true })).toBeChecked();
  await expect(panel.getByRole('checkbox', { name: '1 day', exact: true })).not.toBeChecked();

  // and turned off there, the console says so too
  await saveSettings(page, false, [3, 5]);
  await page.goto('/full/management-console/appointment-reminders');
  await expect(
    page.getByRole('form', { name: 'Reminder settings' }).getByRole('checkbox', { name: 'Send appointment reminders' }),
  ).not.toBeChecked();
});
