import { expect, test, type Browser } from './support/test';
import { latestOutboxMessage, outboxMessages } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAt, signInAtInbox } from './support/session';
import { ACCOUNTS } from './support/api';

// The demo seed (server/src/modules/mobile-arrival/demo-data.ts) books Sophie Turner (mobile 07700 900128, consented
// to SMS) with Dr Priya Shah 45 minutes after the server's first start. A phone may check in from 60 minutes before.
const SOPHIE_MOBILE = '07700900128';
const PRACTICE = { latitude: 51.5007, longitude: -0.1246 };
/** About 55 m from the practice, and about 1.1 km. */
const NEAR = { latitude: 51.5012, longitude: -0.1246 };
const FAR = { latitude: 51.5107, longitude: -0.1246 };
const LINK = /\/consult\/arrive\/[A-Za-z0-9_-]+/;

const phone = (browser: Browser, options: { geolocation: typeof NEAR; granted: boolean }) =>
  browser.newContext({
    geolocation: options.geolocation,
    permissions: options.granted ? ['geolocation'] : [],
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });

test('the manager turns mobile arrival on; the SMS carries the link; the phone checks in only at the practice', async ({
  page,
  browser,
  allowConsole,
  request,
}) => {
  test.setTimeout(180_000);
  // the server's refusals (too far) are 422 answers, provoked on purpose
  allowConsole(/status of 422/);

  // --- off: the day's SMS carries no arrival link (the worker runs every 3 s)
  await signInAt(page, ACCOUNTS.manager, '/full/management-console/mobile-arrival', { wcmsId: 1001 });
  const form = page.getByRole('form', { name: 'Mobile arrival' });
  await expect(form.getByText('No practice location yet.')).toBeVisible();
  await page.waitForTimeout(4_000);
  expect((await latestOutboxMessage(request, SOPHIE_MOBILE))?.body ?? '').not.toMatch(LINK);

  // --- the rules of spec §5 on their fields
  await form.getByRole('checkbox', { name: 'Patients can check in from their phone' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Add the practice location.')).toBeVisible();
  await form.getByRole('button', { name: 'Add a practice location' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Enter a latitude from -90 to 90.')).toBeVisible();
  await expect(form.getByText('Enter the arrive-within distance.')).toBeVisible();

  // --- the practice location: a click on the map places it, the fields say exactly where
  await form.getByRole('button', { name: /Map of location 1/ }).click({ position: { x: 100, y: 60 } });
  await expect(form.getByLabel('Latitude')).not.toHaveValue('');
  await form.getByLabel('Latitude').fill(String(PRACTICE.latitude));
  await form.getByLabel('Longitude').fill(String(PRACTICE.longitude));
  await form.getByLabel('Arrive-within distance (metres)').fill('100');
  await form.getByLabel('Appointment location').fill('Main surgery');
  await form.getByLabel('Message on the patient’s phone').fill('Tap the button when you are in the waiting room.');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Save' }).click();
  const saved = page
    .getByTestId('transient-notification')
    .filter({ hasText: 'The mobile arrival settings were saved' });
  await expect(saved).toBeVisible();
  // read, and dismissed (it would clear after 10 s), so the save at the end is seen on its own
  await saved.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(saved).toHaveCount(0);

  // --- on: Sophie's SMS of the day carries her one-time link (no patient identifier in it). The demo clinical
  // system may also have booked her into another face-to-face appointment within the next 2 hours (it depends on the
  // time of day), which gets its own SMS: the link wanted is the one to the demo appointment with Dr Priya Shah.
  let path = '';
  await expect(async () => {
    path = '';
    for (const sms of await outboxMessages(request, SOPHIE_MOBILE, 10)) {
      const link = LINK.exec(sms.body)?.[0];
      if (!link) continue;
      const token = link.slice(link.lastIndexOf('/') + 1);
      const shown = (await (await request.get(`/api/mobile-arrival/${token}`)).json()) as { clinician?: string };
      if (shown.clinician?.includes('Priya Shah')) path = link;
    }
    expect(path).toMatch(LINK);
  }).toPass({ timeout: 20_000 });
  expect(path).not.toMatch(/EMIS|9991000526|Sophie|Turner/i);

  // --- the clinician's arrived patients: Sophie not yet
  const clinicianContext = await browser.newContext();
  const clinician = await clinicianContext.newPage();
  await signInAtInbox(clinician, ACCOUNTS.clinician);
  await clinician.getByRole('link', { name: 'Patients' }).first().click();
  await clinician.getByRole('link', { name: 'Arrived patients' }).click();
  await expect(clinician.getByRole('heading', { name: 'Arrived patients' }).first()).toBeVisible();
  await expect(clinician.getByRole('row', { name: /Sophie Turner/ })).toHaveCount(0);

  // --- location denied: not checked in, with the reason
  const deniedContext = await phone(browser, { geolocation: NEAR, granted: false });
  const denied = await deniedContext.newPage();
  await denied.goto(path);
  await expect(denied.getByRole('heading', { name: 'Check in for your appointment' })).toBeVisible();
  await expect(denied.getByText('Tap the button when you are in the waiting room.')).toBeVisible();
  await denied.getByRole('button', { name: 'I have arrived: check me in' }).click();
  await expect(denied.getByText(/We could not use your location/)).toBeVisible();
  await deniedContext.close();

  // --- outside the distance: refused by the server, with the reason
  const mobileContext = await phone(browser, { geolocation: FAR, granted: true });
  const mobile = await mobileContext.newPage();
  await mobile.goto(path);
  await expect(mobile.getByText(/with Dr Priya Shah/)).toBeVisible();
  await expectNoAxeViolations(mobile);
  await mobile.getByRole('button', { name: 'I have arrived: check me in' }).click();
  await expect(
    mobile.getByText('You are not at the practice yet. Check in when you are there, or go to reception.'),
  ).toBeVisible();
  await expect(clinician.getByRole('row', { name: /Sophie Turner/ })).toHaveCount(0);

  // --- inside the distance: checked in
  await mobileContext.setGeolocation(NEAR);
  await mobile.getByRole('button', { name: 'Try again' }).click();
  await expect(mobile.getByRole('heading', { name: 'You are checked in' })).toBeVisible();
  await expectNoAxeViolations(mobile);

  // --- the clinician sees her arrive without a reload
  await expect(clinician.getByRole('row', { name: /Sophie Turner/ })).toBeVisible();

  // --- the link is used: opening it again says so
  await mobile.reload();
  await expect(mobile.getByText('You have already checked in for this appointment.')).toBeVisible();

  // leave mobile arrival off for the journeys that follow
  await form.getByRole('checkbox', { name: 'Patients can check in from their phone' }).uncheck();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(saved).toBeVisible();
  await Promise.all([clinicianContext.close(), mobileContext.close()]);
});
