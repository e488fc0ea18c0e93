import { expect, test, type Page } from './support/test';
import { ACCOUNTS, apiToken, gql } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAt } from './support/session';
import { dateGroup } from './support/date-input';

// spec §3 Touchscreen: sharing code and shared-with list. Riverside (1001) shares a touchscreen with Hillview (1002);
// the demo seed (server/src/modules/arrivals/demo-data.ts) books Kwame Mensah (born 04/04/1980, M), a Hillview
// patient, with Dr Aled Jones 35 minutes after the server's first start. The manager manages both practices.
const KIOSK_CODE = '4733';
const CONSOLE = '/full/management-console/appointment-arrivals';

async function checkIn(kiosk: Page) {
  await kiosk.getByRole('button', { name: 'Check in for your appointment' }).click();
  const dob = dateGroup(kiosk, 'Date of birth');
  await dob.getByLabel('Day', { exact: true }).fill('04');
  await dob.getByLabel('Month', { exact: true }).fill('04');
  await dob.getByLabel('Year', { exact: true }).fill('1980');
  await kiosk.getByRole('button', { name: 'Next' }).click();
  await kiosk.getByRole('button', { name: 'M', exact: true }).click();
}

test('a touchscreen shared with another practice: its patient checks in there and is sent to their own practice’s waiting area, until the owner removes the practice', async ({
  page,
  browser,
  request,
  allowConsole,
}) => {
  test.setTimeout(180_000);
  // the kiosk's refusals are 422 answers, provoked on purpose
  allowConsole(/status of 422/);

  // Hillview sends Dr Jones's patients to its own waiting area (set up through the API: not what is tested here)
  const token = await apiToken(request, ACCOUNTS.manager);
  const area = await gql<{ saveWaitingArea: { id: string } }>(
    request,
    'mutation SaveWaitingArea($w: ID!) { saveWaitingArea(wcmsId: $w, input: { name: "Hillview first floor", instructions: "Take the lift to the first floor." }) { id } }',
    { w: '1002' },
    token,
  );
  const weekday = ((new Date().getDay() + 6) % 7) + 1; // the demo booking is today (UK time, as the browser's)
  const schedule = await gql(
    request,
    'mutation SaveStaffSchedule($w: ID!, $a: ID!, $d: Int!) { saveStaffSchedule(wcmsId: $w, input: { staffId: "S1-STF-1", weekday: $d, allDay: true, waitingAreaId: $a }) { id } }',
    { w: '1002', a: area.data!.saveWaitingArea.id, d: weekday },
    token,
  );
  expect(schedule.errors).toBeUndefined();

  // --- Riverside's manager: a touchscreen, and its sharing code
  await signInAt(page, ACCOUNTS.manager, CONSOLE, { wcmsId: 1001 });
  const screens = page.getByRole('form', { name: 'Touchscreens' });
  await screens.getByLabel('Touchscreen name').fill('Health centre kiosk');
  await screens.getByLabel('Code (4 digits)').fill(KIOSK_CODE);
  await screens.getByLabel('Minutes early a patient may check in').fill('120');
  await screens.getByLabel('Minutes late a patient may check in').fill('120');
  await screens.getByRole('button', { name: 'Add a touchscreen' }).click();
  const owned = page.getByRole('listitem', { name: 'Health centre kiosk' });
  await expect(owned.getByText('No sharing code yet.')).toBeVisible();
  await owned.getByRole('button', { name: 'Generate a sharing code for Health centre kiosk' }).click();
  const codeText = owned.getByText(/^Sharing code: \d{10}$/);
  await expect(codeText).toBeVisible();
  const sharingCode = (await codeText.textContent())!.replace('Sharing code: ', '');
  await expect(owned.getByText('Not shared with another organisation.')).toBeVisible();
  await expectNoAxeViolations(page);

  // --- the kiosk, registered with Riverside's touchscreen: Hillview's patient is not found before Hillview joins
  const kioskContext = await browser.newContext();
  const kiosk = await kioskContext.newPage();
  await kiosk.goto('/arrivals/kiosk');
  await kiosk.getByLabel('Organisation id').fill('1001');
  await kiosk.getByLabel('Code').fill(KIOSK_CODE);
  await kiosk.getByRole('button', { name: 'Register' }).click();
  await expect(kiosk.getByRole('heading', { name: 'Check in' })).toBeVisible();
  await checkIn(kiosk);
  await expect(
    kiosk.getByText('We could not find an appointment for you today. Please go to reception.'),
  ).toBeVisible();
  await kiosk.getByRole('button', { name: 'Start again' }).click();

  // --- Hillview's manager enters the code (a wrong one is refused on the field, keeping what was typed)
  const hillviewContext = await browser.newContext();
  const hillview = await hillviewContext.newPage();
  await signInAt(hillview, ACCOUNTS.manager, CONSOLE, { wcmsId: 1002 });
  const join = hillview.getByRole('form', { name: 'Use another organisation’s touchscreen' });
  const wrong = sharingCode.startsWith('1') ? `2${sharingCode.slice(1)}` : `1${sharingCode.slice(1)}`;
  await join.getByLabel('Sharing code (10 digits)').fill(wrong);
  await join.getByRole('button', { name: 'Join the touchscreen' }).click();
  await expect(
    join.getByText('No touchscreen has this sharing code. Check the code with the practice that owns the touchscreen.'),
  ).toBeVisible();
  await expect(join.getByLabel('Sharing code (10 digits)')).toHaveValue(wrong);
  await join.getByLabel('Sharing code (10 digits)').fill(sharingCode);
  await join.getByRole('button', { name: 'Join the touchscreen' }).click();
  await expect(hillview.getByText('Health centre kiosk, of Riverside Medical Centre')).toBeVisible();
  await expectNoAxeViolations(hillview);

  // --- the owner sees Hillview on the shared-with list
  await page.reload();
  await expect(owned.getByText('Hillview Surgery', { exact: true })).toBeVisible();

  // --- at Riverside's kiosk, Hillview's patient checks in and is sent to Hillview's waiting area
  await checkIn(kiosk);
  await expect(kiosk.getByRole('heading', { name: 'You are checked in' })).toBeVisible();
  await expect(kiosk.getByText('Please go to: Hillview first floor')).toBeVisible();
  await expect(kiosk.getByText(/Kwame|Mensah/)).toHaveCount(0);
  await kiosk.getByRole('button', { name: 'Start again' }).click();

  // --- Riverside removes Hillview: the kiosk refuses Hillview's patient at once
  await owned.getByRole('button', { name: 'Remove Hillview Surgery from Health centre kiosk' }).click();
  await expect(owned.getByText('Not shared with another organisation.')).toBeVisible();
  await checkIn(kiosk);
  await expect(
    kiosk.getByText('We could not find an appointment for you today. Please go to reception.'),
  ).toBeVisible();
  await hillview.reload();
  await expect(hillview.getByText('Health centre kiosk, of Riverside Medical Centre')).toHaveCount(0);

  await Promise.all([kioskContext.close(), hillviewContext.close()]);
});
