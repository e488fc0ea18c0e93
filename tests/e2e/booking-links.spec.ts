import { expect, test } from './support/test';
import { ACCOUNTS, apiToken, gql, latestOutboxMessage } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInToInbox } from './support/session';

test('Self-book link: a receptionist sends it, the patient books a slot on a phone, the slot is gone for a second booking, and staff see the booking', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);

  // the receptionist sends Mr John Smith a link from the outbound area
  await signInToInbox(page, ACCOUNTS.reception);
  await page.goto('/full/outbound/list');
  await page.getByRole('button', { name: 'Send a self-book link' }).click();
  const form = page.getByRole('form', { name: 'Send a self-book link' });
  await form.getByRole('button', { name: 'Send link' }).click();
  await expect(form.getByText('Select an appointment type')).toBeVisible();
  await form.getByLabel('NHS number').fill('999 101 3008');
  await form.getByLabel('Mobile number').fill('07700 900301');
  await form.getByLabel('Appointment type').selectOption({ label: 'GP appointment' });
  await form.getByLabel('Clinician').selectOption({ label: 'Dr Priya Shah' });
  await form.getByLabel('Location').fill('Main surgery, Riverside');
  await expect(form.getByLabel('Practice')).toHaveValue('Riverside Medical Centre');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('Self-book link sent to 07700900301')).toBeVisible();
  const table = page.getByRole('table', { name: 'Self-book links sent' });
  const row = table.getByRole('row', { name: /John Smith/ }).first();
  await expect(row).toContainText('Waiting for the patient');

  // the SMS carries the link (and no patient identifier)
  let link = '';
  await expect
    .poll(async () => {
      const sms = await latestOutboxMessage(request, '07700900301');
      link = /https?:\/\/\S+\/consult\/book\/[A-Za-z0-9_-]+/.exec(sms?.body ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  expect((await latestOutboxMessage(request, '07700900301'))!.body).not.toContain('9991013008');
  const path = new URL(link).pathname;

  // the patient books on the bare page on a phone, without signing in
  const patientContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const patient = await patientContext.newPage();
  await patient.goto(new URL(path, page.url()).toString());
  await expect(patient.getByRole('heading', { name: 'GP appointment with Dr Priya Shah' })).toBeVisible();
  await expect(patient.getByText('Main surgery, Riverside, Riverside Medical Centre')).toBeVisible();
  await expect(patient.getByRole('banner')).toHaveCount(0);
  const first = patient.getByRole('radio').first();
  await expect(first).toBeVisible();
  const slotId = await first.getAttribute('value');
  await expectNoAxeViolations(patient);
  await first.check();
  await patient.getByRole('button', { name: 'Book this appointment' }).click();
  await expect(patient.getByText(/Your appointment is booked for/)).toBeVisible();
  // the link is used: opening it again says so
  await patient.reload();
  await expect(patient.getByText('This link has already been used.')).toBeVisible();
  await expectNoAxeViolations(patient);

  // a second patient's link no longer offers that slot, and booking it is refused
  const token = await apiToken(request, ACCOUNTS.reception);
  const sent = await gql<{ sendBookingLink: { id: string } }>(
    request,
    'mutation SendBookingLink($w: ID!, $i: SendBookingLinkInput!) { sendBookingLink(wcmsId: $w, input: $i) { id } }',
    {
      w: '1001',
      i: {
        nhsNumber: '9991013148',
        mobile: '07700 900302',
        slotTypeId: 'EMIS-ST-1',
        staffId: 'EMIS-STF-1',
        location: 'Main surgery, Riverside',
        practice: 'Riverside Medical Centre',
        expiresOn: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      },
    },
    token,
  );
  expect(sent.errors).toBeUndefined();
  let secondPath = '';
  await expect
    .poll(async () => {
      const sms = await latestOutboxMessage(request, '07700900302');
      secondPath = /\/consult\/book\/[A-Za-z0-9_-]+/.exec(sms?.body ?? '')?.[0] ?? '';
      return secondPath;
    })
    .not.toBe('');
  const second = await request.get(`/api${secondPath.replace('/consult/book/', '/booking-link/')}`);
  const offered = ((await second.json()) as { slots: { id: string }[] }).slots.map((s) => s.id);
  expect(offered.length).toBeGreaterThan(0);
  expect(offered).not.toContain(slotId);
  const refused = await request.post(`/api${secondPath.replace('/consult/book/', '/booking-link/')}`, {
    data: { appointment_id: slotId },
  });
  expect(refused.status()).toBe(409);
  await patientContext.close();

  // staff see the booking on the link
  await page.reload();
  await page.getByRole('button', { name: 'Send a self-book link' }).click();
  await expect(
    page
      .getByRole('table', { name: 'Self-book links sent' })
      .getByRole('row', { name: /John Smith/ })
      .first(),
  ).toContainText('Booked:');
});
