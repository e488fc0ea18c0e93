import { expect, test, type Page } from './support/test';
import { ACCOUNTS, apiToken, gql } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAt, signInAtInbox } from './support/session';
import { fillDate } from './support/date-input';

// The demo seed (server/src/modules/arrivals/demo-data.ts) books Eleanor Whitfield (born 12/04/1948) with Dr Priya
// Shah 15 minutes after the server's first start, and Oliver Bennett (03/09/1990) 20 minutes after it in an
// appointment marked preventSelfCheckIn. The touchscreen below allows 120 minutes early and late.
const KIOSK_CODE = '2580';
const TV_CODE = '3690';
const today = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'Europe/London' }).format(new Date());

async function managerOpens(page: Page, area: string) {
  await signInAt(page, ACCOUNTS.manager, `/full/management-console/${area}`, { wcmsId: 1001 });
}

async function registerDevice(page: Page, path: string, code: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Register this screen' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Organisation id').fill('1001');
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Register' }).click();
}

async function checkIn(kiosk: Page, day: string, month: string, year: string, letter: string) {
  await kiosk.getByRole('button', { name: 'Check in for your appointment' }).click();
  await kiosk.getByLabel('Day').fill(day);
  await kiosk.getByLabel('Month').fill(month);
  await kiosk.getByLabel('Year').fill(year);
  await kiosk.getByRole('button', { name: 'Next' }).click();
  await kiosk.getByRole('button', { name: letter, exact: true }).click();
}

test('the manager sets up arrivals; the kiosk checks Eleanor in, the clinician calls her and the TV shows it', async ({
  page,
  browser,
  request,
  allowConsole,
}) => {
  test.setTimeout(240_000);
  // the kiosk's refusals are 422 answers, provoked on purpose
  allowConsole(/status of 422/);

  // --- the manager: a waiting area, Dr Shah's schedule today, a touchscreen
  await managerOpens(page, 'appointment-arrivals');
  await expect(page.getByRole('heading', { name: 'Waiting areas' })).toBeVisible();
  const areas = page.getByRole('form', { name: 'Waiting areas' });
  await areas.getByRole('button', { name: 'Add a waiting area' }).click();
  await expect(areas.getByText('Enter a name.')).toBeVisible();
  await expect(areas.getByText('Enter the instructions for patients.')).toBeVisible();
  await areas.getByLabel('Waiting area name').fill('Room 4 corridor');
  await areas.getByLabel('Instructions for patients').fill('Turn left after reception.');
  await areas.getByRole('button', { name: 'Add a waiting area' }).click();
  await expect(page.getByRole('cell', { name: 'Room 4 corridor', exact: true })).toBeVisible();
  // name unique (the server says so, the typed text stays)
  await areas.getByLabel('Waiting area name').fill('room 4 CORRIDOR');
  await areas.getByLabel('Instructions for patients').fill('Again');
  await areas.getByRole('button', { name: 'Add a waiting area' }).click();
  await expect(areas.getByText('A waiting area with this name already exists.')).toBeVisible();
  await expect(areas.getByLabel('Waiting area name')).toHaveValue('room 4 CORRIDOR');

  const schedule = page.getByRole('form', { name: 'Consulting staff schedules' });
  await schedule.getByLabel('Consulting staff member').selectOption({ label: 'Dr Priya Shah' });
  await schedule.getByLabel('Day', { exact: true }).selectOption({ label: today });
  await schedule.getByLabel('Start (HH:MM)').fill('13:00');
  await schedule.getByLabel('End (HH:MM)').fill('12:00');
  await schedule.getByRole('button', { name: 'Add a schedule session' }).click();
  await expect(schedule.getByText('The start cannot be after the end.')).toBeVisible();
  await expect(schedule.getByText('Choose a waiting area.')).toBeVisible();
  await schedule.getByLabel('All day').check();
  await schedule.getByLabel('Waiting area', { exact: true }).selectOption({ label: 'Room 4 corridor' });
  await schedule.getByRole('button', { name: 'Add a schedule session' }).click();
  await expect(page.getByRole('cell', { name: 'Dr Priya Shah', exact: true })).toBeVisible();

  const screens = page.getByRole('form', { name: 'Touchscreens' });
  await screens.getByLabel('Touchscreen name').fill('Front desk kiosk');
  await screens.getByLabel('Code (4 digits)').fill('25a');
  await screens.getByRole('button', { name: 'Add a touchscreen' }).click();
  await expect(screens.getByText('The code must be exactly 4 digits.')).toBeVisible();
  await expect(screens.getByText('Enter how many minutes early a patient may check in.')).toBeVisible();
  await screens.getByLabel('Code (4 digits)').fill(KIOSK_CODE);
  await screens.getByLabel('Minutes early a patient may check in').fill('120');
  await screens.getByLabel('Minutes late a patient may check in').fill('120');
  await screens.getByLabel('Information message on the start screen').fill('Touch the screen to check in.');
  await screens.getByRole('button', { name: 'Add a touchscreen' }).click();
  await expect(page.getByRole('cell', { name: 'Front desk kiosk', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // --- the manager: a TV screen that announces calls
  await page.goto('/full/management-console/patient-call-screens');
  const tvForm = page.getByRole('form', { name: 'TV screens' });
  await tvForm.getByLabel('TV screen name').fill('Waiting room TV');
  await tvForm.getByLabel('Code (4 digits)').fill(TV_CODE);
  await tvForm.getByLabel('Announce calls (spoken)').check();
  await tvForm.getByRole('button', { name: 'Add a TV screen' }).click();
  await expect(page.getByRole('cell', { name: 'Waiting room TV', exact: true })).toBeVisible();
  const news = page.getByRole('form', { name: 'News items' });
  await news.getByLabel('News item text').fill('Flu clinics every Saturday in October');
  await news.getByRole('button', { name: 'Add a news item' }).click();
  await expect(page.getByRole('cell', { name: 'Flu clinics every Saturday in October', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // --- the TV in the waiting room (speech recorded, not spoken)
  const tvContext = await browser.newContext();
  const tv = await tvContext.newPage();
  await tv.addInitScript(() => {
    const spoken: string[] = [];
    (window as unknown as { __spoken: string[] }).__spoken = spoken;
    Object.defineProperty(window, 'speechSynthesis', {
      value: { speak: (u: { text: string }) => spoken.push(u.text), cancel: () => undefined },
    });
  });
  await registerDevice(tv, '/arrivals/call-screen', TV_CODE);
  await expect(tv.getByText('Please wait to be called.')).toBeVisible();
  await expect(tv.getByText('Flu clinics every Saturday in October')).toBeVisible();
  await expectNoAxeViolations(tv);

  // --- the clinician's arrived patients: none yet
  const clinicianContext = await browser.newContext();
  const clinician = await clinicianContext.newPage();
  await signInAtInbox(clinician, ACCOUNTS.clinician);
  await clinician.getByRole('link', { name: 'Patients' }).first().click();
  await clinician.getByRole('link', { name: 'Arrived patients' }).click();
  await expect(clinician.getByText('None of your patients has arrived yet today.')).toBeVisible();

  // --- the kiosk checks Eleanor in
  const kioskContext = await browser.newContext();
  const kiosk = await kioskContext.newPage();
  await registerDevice(kiosk, '/arrivals/kiosk', KIOSK_CODE);
  await expect(kiosk.getByRole('heading', { name: 'Check in' })).toBeVisible();
  await expect(kiosk.getByText('Touch the screen to check in.')).toBeVisible();
  await expectNoAxeViolations(kiosk);
  await checkIn(kiosk, '12', '04', '1948', 'W');
  await expect(kiosk.getByRole('heading', { name: 'You are checked in' })).toBeVisible();
  await expect(kiosk.getByText('Please go to: Room 4 corridor')).toBeVisible();
  await expect(kiosk.getByText('Turn left after reception.')).toBeVisible();
  await expect(kiosk.getByText(/Eleanor|Whitfield/)).toHaveCount(0);
  await expectNoAxeViolations(kiosk);

  // --- the clinician sees her arrive without a reload, and calls her
  const row = clinician.getByRole('row', { name: /Mrs Eleanor Whitfield/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('Not called')).toBeVisible();
  await expectNoAxeViolations(clinician);
  await row.getByRole('button', { name: 'Call Mrs Eleanor Whitfield' }).click();
  await expect(row.getByText(/Called at/)).toBeVisible();

  // --- the TV shows the call and speaks it once
  await expect(tv.getByTestId('tv-current-patient')).toHaveText('Eleanor W', { timeout: 5_000 });
  await expect(tv.getByText('with Dr Priya Shah')).toBeVisible();
  await expect(tv.getByText('Please go to Room 4 corridor')).toBeVisible();
  await expect
    .poll(() => tv.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken))
    .toEqual(['Eleanor W, please go to Room 4 corridor to see Dr Priya Shah.']);
  await expectNoAxeViolations(tv);

  // --- the manager's Reports count the check-in and the call (Appointment arrivals, today)
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  // in-app navigation from the console page the manager is on (a full reload would drop the live socket mid-poll)
  await page.getByRole('link', { name: 'Reports' }).first().click();
  await page.getByRole('tab', { name: 'Appointment arrivals' }).click();
  await fillDate(page, 'From', day);
  await fillDate(page, 'To', day);
  await page.getByRole('button', { name: 'Show report' }).click();
  await expect(page).toHaveURL(/tab=appointment_arrivals/);
  const byMethod = page.getByRole('table', { name: 'Check-ins by method: Data table' });
  await expect(
    byMethod
      .getByRole('row', { name: /^Check-in kiosk/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('1');
  await expect(
    page.getByRole('table', { name: 'On time or late: Data table' }).getByRole('row', { name: /^On time/ }),
  ).toContainText('1');
  await expect(page.getByRole('table', { name: 'Check-ins by waiting area: Data table' })).toContainText(
    'Room 4 corridor',
  );

  // --- Oliver Bennett's appointment is marked preventSelfCheckIn: sent to reception
  // after 30 s without a touch the kiosk is back at its start screen by itself; otherwise Start again takes it there
  const startAgain = kiosk.getByRole('button', { name: 'Start again' });
  if (await startAgain.isVisible()) await startAgain.click();
  await checkIn(kiosk, '03', '09', '1990', 'B');
  await expect(kiosk.getByRole('heading', { name: 'Please go to reception' })).toBeVisible();
  await expect(kiosk.getByText('Please go to reception to check in for this appointment.')).toBeVisible();

  // --- a suspended licence: the kiosk refuses with a clear message
  const token = await apiToken(request, ACCOUNTS.manager);
  const listed = await gql<{ consoleArrivals: { touchscreens: { id: string; code: string }[] } }>(
    request,
    'query ConsoleArrivals($w: ID!) { consoleArrivals(wcmsId: $w) { touchscreens { id code } } }',
    { w: '1001' },
    token,
  );
  const id = listed.data!.consoleArrivals.touchscreens.find((s) => s.code === KIOSK_CODE)!.id;
  await gql(
    request,
    'mutation SaveTouchscreen($w: ID!, $id: ID, $input: TouchscreenInput!) { saveTouchscreen(wcmsId: $w, id: $id, input: $input) { id } }',
    {
      w: '1001',
      id,
      input: { name: 'Front desk kiosk', code: KIOSK_CODE, minutesEarly: 120, minutesLate: 120, licence: 'suspended' },
    },
    token,
  );
  allowConsole(/status of 403/);
  await kiosk.reload();
  await expect(kiosk.getByText('This touchscreen’s licence is suspended. Please go to reception.')).toBeVisible();

  await Promise.all([tvContext.close(), clinicianContext.close(), kioskContext.close()]);
});
