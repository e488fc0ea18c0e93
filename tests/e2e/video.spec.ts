import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from './support/test';
import { ACCOUNTS, apiToken, latestOutboxMessage } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAt } from './support/session';

test.describe.configure({ mode: 'serial' });

/** The call's state as the video panel shows it (data-call-state). */
const callState = (page: Page) => page.locator('[data-call-state]');

/** True once the remote video element shows moving frames from the other side. */
async function receivesVideoFrames(page: Page): Promise<boolean> {
  return page.getByTestId('remote-video').evaluate(async (element) => {
    const video = element as HTMLVideoElement;
    if (video.videoWidth === 0) return false;
    const before = video.getVideoPlaybackQuality().totalVideoFrames;
    await new Promise((resolve) => setTimeout(resolve, 300));
    return video.getVideoPlaybackQuality().totalVideoFrames > before;
  });
}

/** A new browser context for a patient: no session, the fake camera and microphone of the Playwright config. */
async function guestContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ permissions: ['camera', 'microphone'] });
}

/** Creates an ad hoc video appointment through the API, as the clinician. */
async function createAppointment(
  request: APIRequestContext,
  extra: Record<string, unknown> = {},
): Promise<{ id: number; uid: string }> {
  const token = await apiToken(request, ACCOUNTS.clinician);
  const response = await request.post('/api/adhoc-video', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      wcms_id: 1001,
      patient_nhs_number: '9991000194',
      patient_details: { forename: 'Test', surname: 'Guest', mobile_numbers: ['07700900999'] },
      ...extra,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; uid: string };
}

test('a clinician video-calls a request’s patient, who joins from the text message link', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAt(page, ACCOUNTS.clinician, '/full/request/5/full');
  const nhsNumber = (await page
    .getByText(/^\d{3} \d{3} \d{4}$/)
    .first()
    .textContent())!.replace(/\s/g, '');

  // the request view opens /start-video in the call-patient pop-up, with the request's patient
  const [start] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Start video consultation' }).click(),
  ]);
  await expect(start.getByRole('heading', { name: 'Start a video consultation' })).toBeVisible();
  await expect(start.getByLabel('NHS number')).toHaveValue(nhsNumber);
  // patient details never travel in the URL (browser history, server log): only an opaque reference
  expect(start.url()).not.toContain(nhsNumber);
  expect(new URL(start.url()).searchParams.get('patient')).toMatch(/^[0-9a-f-]{36}$/);
  const mobile = (await start.getByLabel('Mobile number').inputValue()).replace(/\s/g, '');
  expect(mobile).toMatch(/^07\d{9}$/);
  await expectNoAxeViolations(start);

  // a bad mobile number is refused, and what was typed stays
  await start.getByLabel('Mobile number').fill('01632 960000');
  await start.getByRole('button', { name: 'Continue' }).click();
  await expect(start.getByText('Enter a valid UK mobile number, like 07700 900123')).toBeVisible();
  await expect(start.getByLabel('Mobile number')).toHaveValue('01632 960000');
  await start.getByLabel('Mobile number').fill(mobile);
  await start.getByRole('button', { name: 'Continue' }).click();

  await expect(start.getByRole('heading', { name: 'Name the video room' })).toBeVisible();
  await start.getByLabel('Room name').fill('Dr Shah’s video room');
  await expectNoAxeViolations(start);
  await start.getByRole('button', { name: 'Save and continue' }).click();

  await expect(start.getByRole('heading', { name: 'Call the patient' })).toBeVisible();
  const id = Number(new URL(start.url()).searchParams.get('id'));
  await expect(start.getByTestId('video-call-status')).toContainText('Not started');
  await start.getByRole('button', { name: 'Send invitation and start' }).click();
  await expect(start.getByRole('heading', { name: 'Joining details' })).toBeVisible();
  await expect(start.getByText('Dr Shah’s video room')).toBeVisible();
  await expect(start.getByTestId('video-call-status')).toContainText('Waiting for the patient to join');
  await expectNoAxeViolations(start);

  // the invitation went out by text message through the outbox, with the guest link
  const sms = await latestOutboxMessage(request, mobile);
  expect(sms?.body).toContain('video call');
  const link = /https?:\/\/\S+\/video-chat\?uid=[\w-]+&type=adhoc/.exec(sms!.body)![0];
  const guestPath = new URL(link).pathname + new URL(link).search;

  // the clinician joins in the video pop-up and waits
  const [videoWindow] = await Promise.all([
    start.waitForEvent('popup'),
    start.getByRole('button', { name: 'Join video call' }).click(),
  ]);
  await expect(callState(videoWindow)).toHaveAttribute('data-call-state', 'waiting');
  await expect(videoWindow.getByText('Waiting for the patient to join.')).toBeVisible();

  // the patient opens the link in their own browser: no sign-in, no staff chrome
  const patientContext = await guestContext(browser);
  const patient = await patientContext.newPage();
  await patient.goto(guestPath);
  await expect(
    patient.getByRole('heading', { name: 'Video consultation with Riverside Medical Centre' }),
  ).toBeVisible();
  await expect(patient.getByRole('button', { name: 'Minimise' })).toHaveCount(0);

  await expect(callState(videoWindow)).toHaveAttribute('data-call-state', 'connected', { timeout: 20_000 });
  await expect(callState(patient)).toHaveAttribute('data-call-state', 'connected', { timeout: 20_000 });
  await expect.poll(() => receivesVideoFrames(videoWindow), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => receivesVideoFrames(patient), { timeout: 15_000 }).toBe(true);
  await expectNoAxeViolations(patient);
  await expectNoAxeViolations(videoWindow);

  // the clinician's window is reloaded mid-call: it joins again and the patient, still in the room, reconnects
  await videoWindow.reload();
  await expect(callState(videoWindow)).toHaveAttribute('data-call-state', 'connected', { timeout: 20_000 });
  await expect(callState(patient)).toHaveAttribute('data-call-state', 'connected', { timeout: 20_000 });
  await expect.poll(() => receivesVideoFrames(videoWindow), { timeout: 15_000 }).toBe(true);

  // the call-patient window follows the appointment with the 1000 ms poll
  await expect(start.getByTestId('video-call-status')).toContainText('The patient has joined and is ready');

  // a third person with the link is turned away
  const thirdContext = await guestContext(browser);
  const third = await thirdContext.newPage();
  await third.goto(guestPath);
  await expect(third.getByRole('heading', { name: 'This video call is full' })).toBeVisible();
  await expectNoAxeViolations(third);
  await thirdContext.close();

  // the clinician ends the call: both sides see it end, and the appointment is completed with its duration
  await videoWindow.getByRole('button', { name: 'End call' }).click();
  await expect(videoWindow.getByText(/The call has ended\. It lasted \d+:\d{2}\./)).toBeVisible();
  await expect(callState(patient)).toHaveAttribute('data-call-state', 'ended');
  await expect(start.getByTestId('video-call-status')).toContainText(/Completed\. Duration \d+:\d{2}/);

  const token = await apiToken(request, ACCOUNTS.clinician);
  const appointment = await (
    await request.get(`/api/adhoc-video/${id}`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(appointment).toMatchObject({ completed: true, participants: 0, room: 'Dr Shah’s video room' });
  expect(appointment.duration_seconds).toEqual(expect.any(Number));
  expect(appointment.patient_ready_dt).not.toBeNull();

  // the link no longer works
  await patient.goto(guestPath);
  await expect(patient.getByRole('heading', { name: 'This appointment is no longer available' })).toBeVisible();
  await patientContext.close();
});

test('a patient who blocks the camera sees the devices-denied message', async ({ browser, request }) => {
  const { uid } = await createAppointment(request);
  const context = await browser.newContext();
  // The config's --use-fake-ui-for-media-stream accepts every camera prompt, whatever the site's permission says:
  // this context's browser answers as Chromium does for a site whose camera and microphone are blocked.
  await context.addInitScript(() => {
    // about:blank (before the page loads) has no mediaDevices
    if (!navigator.mediaDevices) return;
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  const page = await context.newPage();
  await page.goto(`/video-chat?uid=${uid}&type=adhoc`);
  await expect(page.getByRole('heading', { name: 'Camera and microphone are blocked' })).toBeVisible();
  await expect(page.getByText('Allow this page to use your camera and microphone')).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});

test('an expired link is refused', async ({ browser, request, allowConsole }) => {
  // the refusal of the expired link (410 Gone) is what this journey checks
  allowConsole(/status of 410 \(Gone\)/);
  const { uid } = await createAppointment(request, {
    appointment_dt: new Date(Date.now() - 13 * 60 * 60 * 1000).toISOString(),
  });
  const response = await request.get(`/api/guest-video-chat?uid=${uid}&type=adhoc`);
  expect(response.status()).toBe(410);
  const context = await guestContext(browser);
  const page = await context.newPage();
  await page.goto(`/video-chat?uid=${uid}&type=adhoc`);
  await expect(page.getByRole('heading', { name: 'This appointment is no longer available' })).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});
