import { expect, test, type Page } from './support/test';
import { ACCOUNTS, apiToken, gql } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAt } from './support/session';

const BOOK = `mutation BookAppointment($wcmsId: ID!, $appointmentId: ID!, $nhsNumber: String!) {
  bookAppointment(wcmsId: $wcmsId, appointmentId: $appointmentId, nhsNumber: $nhsNumber) { id status }
}`;
const PATIENT_APPOINTMENTS = `query GetPatientAppointments($wcmsId: ID!, $nhsNumber: String!) {
  getPatientAppointments(wcmsId: $wcmsId, nhsNumber: $nhsNumber) { id startTime consultingStaff }
}`;
const STAFF_APPOINTMENTS = `query GetStaffAppointments($wcmsId: ID!, $startTime: DateTime!, $endTime: DateTime!, $staffId: ID!) {
  getStaffAppointments(wcmsId: $wcmsId, startTime: $startTime, endTime: $endTime, staffId: $staffId) { id patient { nhsNumber } }
}`;

/** Finds Sarah Smith (Riverside demo patient EMIS-5101) and opens the booking panel for her, on this week. */
async function openThisWeekForSarah(page: Page) {
  await signInAt(page, ACCOUNTS.reception, '/full/patients/find-patient');
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByLabel('First name').fill('Sarah');
  await page.getByLabel('Last name').fill('Smith');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: 'Book appointment: Mrs Sarah Smith' }).click();
  const panel = page.getByTestId('selected-patient');
  await expect(panel.getByText('For Mrs Sarah Smith, NHS number 999 101 3148')).toBeVisible();
  // focus moves to the booking panel as it opens
  await expect(panel.getByRole('heading', { name: 'Book an appointment' })).toBeFocused();
  return panel;
}

/** The booking panel for Sarah Smith on next week's GP appointments with Dr James Whitmore. */
async function openBookingForSarah(page: Page) {
  const panel = await openThisWeekForSarah(page);
  // Dr James Whitmore's GP appointments next week: always whole working days ahead
  await panel.getByLabel('Clinician').selectOption({ label: 'Dr James Whitmore' });
  await panel.getByLabel('Slot type').selectOption({ label: 'GP appointment' });
  await panel.getByRole('button', { name: 'Next week' }).click();
  const slots = panel.getByRole('button', { name: /^Book .+ with Dr James Whitmore$/ });
  await expect(slots.first()).toBeVisible();
  return { panel, slots };
}

test('book an appointment in a free slot', async ({ page, request }) => {
  const { slots } = await openBookingForSarah(page);
  await expectNoAxeViolations(page);
  const first = slots.first();
  const id = await first.getAttribute('data-appointment-id');
  const label = (await first.getAttribute('aria-label'))!.replace(/^Book /, '');
  await first.click();
  // nothing is booked until the slot is confirmed
  const dialog = page.getByRole('dialog', { name: 'Book this appointment?' });
  await expect(dialog.getByText(label, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByText(`Appointment booked: ${label}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  // the patient's appointments list it, and focus continues there
  await expect(page.getByRole('heading', { name: 'Existing appointments' })).toBeFocused();
  // the slot leaves the free list, and the clinician's book shows Sarah in it
  await expect(page.locator(`[data-appointment-id="${id}"]`)).toHaveCount(0);
  const token = await apiToken(request, ACCOUNTS.manager);
  const now = Date.now();
  const book = await gql<{ getStaffAppointments: { id: string; patient: { nhsNumber: string } }[] }>(
    request,
    STAFF_APPOINTMENTS,
    {
      wcmsId: '1001',
      startTime: new Date(now).toISOString(),
      endTime: new Date(now + 20 * 86_400_000).toISOString(),
      staffId: 'EMIS-STF-2',
    },
    token,
  );
  expect(book.data!.getStaffAppointments).toContainEqual({ id, patient: { nhsNumber: '9991013148' } });
});

test('a slot someone else took meanwhile is refused', async ({ page, request }) => {
  const { panel, slots } = await openBookingForSarah(page);
  const taken = slots.nth(1);
  const id = await taken.getAttribute('data-appointment-id');
  // a colleague books it for John Smith first
  const token = await apiToken(request, ACCOUNTS.manager);
  const other = await gql(request, BOOK, { wcmsId: '1001', appointmentId: id, nhsNumber: '9991013008' }, token);
  expect(other.errors).toBeUndefined();

  await panel.locator(`[data-appointment-id="${id}"]`).click();
  await page
    .getByRole('dialog', { name: 'Book this appointment?' })
    .getByRole('button', { name: 'Confirm booking' })
    .click();
  await expect(
    panel.getByRole('alert').filter({ hasText: 'This appointment slot has already been booked. Choose another slot.' }),
  ).toBeVisible();
  // the list refreshes without the taken slot
  await expect(panel.locator(`[data-appointment-id="${id}"]`)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('this week’s free slots load once, without flooding the server', async ({ page }) => {
  let asked = 0;
  page.on('request', (request) => {
    if (request.url().includes('operationName=GetAvailableAppointments')) asked += 1;
  });
  const panel = await openThisWeekForSarah(page);
  const slots = panel.getByRole('button', { name: /^Book .+ with / });
  // this week has free slots, or says it has none: it never stays loading
  await expect(slots.first().or(panel.getByText('No free appointments this week'))).toBeVisible();
  await expect(panel.getByTestId('booking-loading')).toHaveCount(0);
  await page.waitForTimeout(3_000);
  expect(asked).toBeLessThanOrEqual(2);
});

test('a double click on a slot and on Confirm books the patient once', async ({ page, request }) => {
  // a fresh token each time: the suite's bearer tokens live 20 s
  const mine = async () =>
    (
      await gql<{ getPatientAppointments: { id: string }[] }>(
        request,
        PATIENT_APPOINTMENTS,
        { wcmsId: '1001', nhsNumber: '9991013148' },
        await apiToken(request, ACCOUNTS.manager),
      )
    ).data!.getPatientAppointments.map((a) => a.id);
  const before = await mine();
  const { panel, slots } = await openBookingForSarah(page);
  const slot = slots.nth(2);
  const id = await slot.getAttribute('data-appointment-id');
  await slot.dblclick();
  const dialog = page.getByRole('dialog', { name: 'Book this appointment?' });
  await expect(dialog).toBeVisible();
  expect(await mine()).toEqual(before);
  await dialog.getByRole('button', { name: 'Confirm booking' }).dblclick();
  await expect(page.getByText(/^Appointment booked: /)).toBeVisible();
  await expect(panel.locator(`[data-appointment-id="${id}"]`)).toHaveCount(0);
  const after = await mine();
  expect(after.filter((x) => !before.includes(x))).toEqual([id]);
});
