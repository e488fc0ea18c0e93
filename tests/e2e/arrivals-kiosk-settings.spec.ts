import { expect, test, type Page } from './support/test';
import { ACCOUNTS } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAt, signInAtInbox } from './support/session';
import { dateGroup } from './support/date-input';
import { useSimulatedHost } from './support/desktop-host';

// The demo seed (server/src/modules/arrivals/demo-data.ts) gives the practice two sites, Riverside Surgery and
// Hillview Branch, and books George Patel (born 19/11/1962) with Dr Priya Shah at Riverside 25 minutes after the
// server's first start, and Amara Okoye (born 27/01/1985) with the nurse at Hillview 30 minutes after it.
const KIOSK_CODE = '4711';

async function checkIn(kiosk: Page, day: string, month: string, year: string, letter: string) {
  await kiosk.getByRole('button', { name: 'Check in for your appointment' }).click();
  const dob = dateGroup(kiosk, 'Date of birth');
  await dob.getByLabel('Day', { exact: true }).fill(day);
  await dob.getByLabel('Month', { exact: true }).fill(month);
  await dob.getByLabel('Year', { exact: true }).fill(year);
  await kiosk.getByRole('button', { name: 'Next' }).click();
  await kiosk.getByRole('button', { name: letter, exact: true }).click();
}

test('a location-locked touchscreen with health pod inputs: the kiosk asks for those readings, refuses another site, and the clinician sees the readings', async ({
  page,
  browser,
  allowConsole,
}) => {
  test.setTimeout(180_000);
  // the kiosk's refusal is a 422 answer, provoked on purpose
  allowConsole(/status of 422/);

  // --- the manager: a touchscreen locked to Riverside Surgery that asks for blood pressure and weight, and a question
  await signInAt(page, ACCOUNTS.manager, '/full/management-console/appointment-arrivals', { wcmsId: 1001 });
  const screens = page.getByRole('form', { name: 'Touchscreens' });
  await screens.getByLabel('Touchscreen name').fill('Riverside kiosk');
  await screens.getByLabel('Code (4 digits)').fill(KIOSK_CODE);
  await screens.getByLabel('Minutes early a patient may check in').fill('120');
  await screens.getByLabel('Minutes late a patient may check in').fill('120');
  await screens.getByLabel('Location lock (check in only appointments at this location)').check();
  await screens.getByRole('button', { name: 'Add a touchscreen' }).click();
  await expect(screens.getByText('Choose a location to lock this touchscreen to.')).toBeVisible();
  await screens.getByLabel('Location', { exact: true }).selectOption({ label: 'Riverside Surgery' });
  await screens.getByLabel('Blood pressure').check();
  await screens.getByLabel('Weight').check();
  await screens.getByLabel(/^Questionnaire after check-in/).fill('Have you had a fever this week?');
  await screens.getByLabel('Review responses (show the answers to the clinician)').check();
  await screens.getByRole('button', { name: 'Add a touchscreen' }).click();
  const row = page.getByRole('row', { name: /Riverside kiosk/ });
  await expect(row.getByRole('cell', { name: 'Riverside Surgery (locked)' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Blood pressure, Weight' })).toBeVisible();
  await expectNoAxeViolations(page);

  // --- the kiosk: registered with the code, it names its site
  const kioskContext = await browser.newContext();
  const kiosk = await kioskContext.newPage();
  await kiosk.goto('/arrivals/kiosk');
  await kiosk.getByLabel('Organisation id').fill('1001');
  await kiosk.getByLabel('Code').fill(KIOSK_CODE);
  await kiosk.getByRole('button', { name: 'Register' }).click();
  await expect(kiosk.getByRole('heading', { name: 'Check in' })).toBeVisible();
  await expect(kiosk.getByText('Riverside Surgery')).toBeVisible();

  // Amara Okoye's appointment is at Hillview Branch: refused by the lock
  await checkIn(kiosk, '27', '01', '1985', 'O');
  await expect(kiosk.getByRole('heading', { name: 'Please go to reception' })).toBeVisible();
  await expect(
    kiosk.getByText('Your appointment is at another of the practice’s sites. Please go to reception.'),
  ).toBeVisible();
  await kiosk.getByRole('button', { name: 'Start again' }).click();

  // George Patel at Riverside: checked in, then asked for exactly blood pressure and weight, then the question
  await checkIn(kiosk, '19', '11', '1962', 'P');
  await expect(kiosk.getByRole('heading', { name: 'Your health readings' })).toBeVisible();
  await expect(kiosk.getByLabel('Blood pressure: top number (mmHg)')).toBeVisible();
  await expect(kiosk.getByLabel('Blood pressure: bottom number (mmHg)')).toBeVisible();
  await expect(kiosk.getByLabel('Weight (kg)')).toBeVisible();
  await expect(kiosk.getByLabel('Height (cm)')).toHaveCount(0);
  await expectNoAxeViolations(kiosk);
  await kiosk.getByLabel('Blood pressure: top number (mmHg)').fill('128');
  await kiosk.getByLabel('Blood pressure: bottom number (mmHg)').fill('82');
  await kiosk.getByLabel('Weight (kg)').fill('900');
  await kiosk.getByRole('button', { name: 'Next' }).click();
  await expect(kiosk.getByText('Enter your weight in kilograms, from 2 to 300.')).toBeVisible();
  await kiosk.getByLabel('Weight (kg)').fill('81.4');
  await kiosk.getByRole('button', { name: 'Next' }).click();
  await expect(kiosk.getByRole('heading', { name: 'Have you had a fever this week?' })).toBeVisible();
  await expectNoAxeViolations(kiosk);
  await kiosk.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(kiosk.getByRole('heading', { name: 'You are checked in' })).toBeVisible();
  await expect(kiosk.getByText(/George|Patel/)).toHaveCount(0);

  // --- the clinician (Dr Shah) sees the readings and the answer beside the arrived patient
  const clinicianContext = await browser.newContext();
  const clinician = await clinicianContext.newPage();
  await signInAtInbox(clinician, ACCOUNTS.clinician);
  await clinician.getByRole('link', { name: 'Patients' }).first().click();
  await clinician.getByRole('link', { name: 'Arrived patients' }).click();
  const george = clinician.getByRole('row', { name: /Mr George Patel/ });
  await expect(george.getByText('BP 128/82 mmHg, Weight 81.4 kg')).toBeVisible();
  await expect(george.getByText('Responses to review')).toBeVisible();
  await expect(george.getByText('Have you had a fever this week?')).toBeVisible();
  await expectNoAxeViolations(clinician);

  // --- inside the desktop host (simulated EMIS Web) the list is the host's GetStaffArrivedAppointments, matched to
  // the server's arrivals, so the readings show and Call works
  const hostContext = await browser.newContext();
  const inHost = await hostContext.newPage();
  await useSimulatedHost(inHost, { clinicalSystem: 'emisweb', hostVersion: 20, clientVersion: 20 });
  await signInAtInbox(inHost, ACCOUNTS.clinician);
  await inHost.getByRole('link', { name: 'Patients' }).first().click();
  await inHost.getByRole('link', { name: 'Arrived patients' }).click();
  const hostRow = inHost.getByRole('row', { name: /Mr George Patel/ });
  await expect(hostRow.getByText('BP 128/82 mmHg, Weight 81.4 kg')).toBeVisible();
  await hostRow.getByRole('button', { name: 'Call Mr George Patel' }).click();
  await expect(hostRow.getByText(/Called at/)).toBeVisible();
  await expect(inHost.getByRole('button', { name: 'Call Mr George Patel again' })).toBeVisible();

  await Promise.all([kioskContext.close(), clinicianContext.close(), hostContext.close()]);
});
