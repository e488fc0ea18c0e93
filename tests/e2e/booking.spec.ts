import { expect, test, type Page } from './support/test';
import { ACCOUNTS, apiToken, gql } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInToInbox } from './support/session';

const BOOK = `mutation BookAppointment($wcmsId: ID!, $appointmentId: ID!, $nhsNumber: String!) {
  bookAppointment(wcmsId: $wcmsId, appointmentId: $appointmentId, nhsNumber: $nhsNumber) { id status }
}`;
const STAFF_APPOINTMENTS = `query GetStaffAppointments($wcmsId: ID!, $startTime: DateTime!, $endTime: DateTime!, $staffId: ID!) {
  getStaffAppointments(wcmsId: $wcmsId, startTime: $startTime, endTime: $endTime, staffId: $staffId) { id patient { nhsNumber } }
}`;

/** Finds Sarah Smith (Riverside demo patient EMIS-5101) and opens the booking panel for her. */
async function openBookingForSarah(page: Page) {
  await signInToInbox(page, ACCOUNTS.reception);
  await page.goto('/full/patients/find-patient');
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByLabel('First name').fill('Sarah');
  await page.getByLabel('Last name').fill('Smith');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: 'Book appointment: Mrs Sarah Smith' }).click();
  const panel = page.getByTestId('selected-patient');
  await expect(panel.getByText('For Mrs Sarah Smith, NHS number 999 101 3148')).toBeVisible();
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
  await expect(page.getByText(`Appointment booked: ${label}`)).toBeVisible();
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
  await expect(
    panel.getByRole('alert').filter({ hasText: 'This appointment slot has already been booked. Choose another slot.' }),
  ).toBeVisible();
  // the list refreshes without the taken slot
  await expect(panel.locator(`[data-appointment-id="${id}"]`)).toHaveCount(0);
  await expectNoAxeViolations(page);
});
