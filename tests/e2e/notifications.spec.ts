import { expect, test, type APIRequestContext } from './support/test';
import { ACCOUNTS, apiToken } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAtInbox } from './support/session';

const RIVERSIDE = 1001;
const CLINICIANS_GROUP = 3;

/** A request created on a patient's behalf, as the manager; it arrives in Incoming requests. */
async function createRequest(request: APIRequestContext, subject: string): Promise<number> {
  const headers = { authorization: `Bearer ${await apiToken(request, ACCOUNTS.manager)}` };
  const response = await request.post(`/api/messages/wcms_id/${RIVERSIDE}`, {
    headers,
    data: {
      telephone: '07700 900123',
      patient_nhs_number: '9991000267',
      // total triage: an admin query from the organisation's list that no care navigation rule routes away
      enquiry_type: 'admin',
      admin_query: 'Test results',
      further_info: subject,
      priority: 'routine',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test("a request assigned to a clinician's group raises their badge within a second, without a reload", async ({
  page,
  request,
}) => {
  await signInAtInbox(page, ACCOUNTS.clinician);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  // earlier journeys may have left this clinician unread notifications (a failed attach, a patient ready for
  // video): opening then closing the bell reads them, so the count starts from nothing
  await bell.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAccessibleName('Notifications');
  const id = await createRequest(request, 'Sore throat for a week');

  const headers = { authorization: `Bearer ${await apiToken(request, ACCOUNTS.manager)}` };
  // watched in the page on every frame (expect's own retries back off to a second apart, too coarse to time this)
  const badgeShown = page.waitForFunction(
    () => document.querySelector('[data-testid="notification-badge"]')?.textContent === '1',
    undefined,
    { polling: 'raf', timeout: 5_000 },
  );
  const assigned = await request.put(`/api/my/messages/wcms_id/${RIVERSIDE}/${id}`, {
    headers,
    data: { action: 'assign', assignee_kind: 'group', assignee_id: CLINICIANS_GROUP },
  });
  const answered = Date.now();
  expect(assigned.ok(), await assigned.text()).toBe(true);
  await badgeShown;
  // within a second of the assignment being made (the server's answer)
  expect(Date.now() - answered).toBeLessThan(1_000);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  // opening then closing the bell marks everything read
  await bell.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAccessibleName('Notifications');
  await page.reload();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications');
});

test('120 unread notifications show a capped 99+ badge', async ({ page, request }) => {
  // reception belongs to Incoming requests: every new request notifies them
  for (let i = 0; i < 120; i++) await createRequest(request, `Repeat prescription ${i + 1}`);
  await signInAtInbox(page, ACCOUNTS.reception);
  await expect(page.getByTestId('notification-badge')).toHaveText('99+');
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications, 99+ unread');
});

test("a socket with one user's token cannot join another user's channel", async ({ request, baseURL }) => {
  const { io } = await import('socket.io-client');
  const { SOCKET_PATH, staffNotificationsChannel } = await import('../../schema/realtime/channels');
  const token = await apiToken(request, ACCOUNTS.clinician);
  const socket = io(baseURL!, { path: SOCKET_PATH, transports: ['websocket'], auth: { token }, reconnection: false });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const join = (channel: string) =>
      new Promise<{ ok: boolean; error?: string }>((resolve) => socket.emit('subscribe', channel, resolve));
    // the clinician (user 2) may join their own channel, not the receptionist's (user 3)
    expect(await join(staffNotificationsChannel(RIVERSIDE, 2))).toEqual({ ok: true });
    expect(await join(staffNotificationsChannel(RIVERSIDE, 3))).toMatchObject({ ok: false });
  } finally {
    socket.disconnect();
  }
});
