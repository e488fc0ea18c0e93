import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, apiToken, latestOutboxMessage } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAt, signInAtInbox } from './support/session';

const DEFAULTS = {
  inactivity_timeout: { unit: 'hours', value: 1 },
  minimum_user_age: null,
  minimum_patient_age: 5,
  guest_use: true,
  guest_email_optional: true,
};

async function as(request: APIRequestContext, email: string) {
  return { authorization: `Bearer ${await apiToken(request, email)}` };
}

async function restoreClientSettings(request: APIRequestContext) {
  const response = await request.put('/api/console/wcms_id/1001/client-settings', {
    headers: await as(request, ACCOUNTS.manager),
    data: DEFAULTS,
  });
  expect(response.ok()).toBe(true);
}

/** The manager, acting for Riverside, opens a console area by its URL. */
async function managerOpens(page: Page, area: string) {
  await signInAt(page, ACCOUNTS.manager, `/full/management-console/${area}`, { wcmsId: 1001 });
}

// Harry Lewis, born 2017: 9 years old
const HARRY = '9991000658';
const triageRequest = (request: APIRequestContext, nhs: string) =>
  as(request, ACCOUNTS.reception).then((headers) =>
    request.post('/api/messages/wcms_id/1001', {
      headers,
      data: {
        telephone: '07700 900135',
        patient_nhs_number: nhs,
        enquiry_type: 'admin',
        admin_query: 'Test results',
        priority: 'routine',
      },
    }),
  );

test.describe('client settings', () => {
  test.afterEach(async ({ request }) => restoreClientSettings(request));

  test('a short organisation timeout locks reception sooner, and a higher minimum patient age refuses a patient', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    expect((await triageRequest(request, HARRY)).status()).toBe(201);

    await managerOpens(page, 'client-settings');
    await expect(page.getByRole('heading', { name: 'Client settings' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Hours' })).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: 'Minutes' }).check();
    await page.getByLabel('Number of minutes or hours').fill('90');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enter a number of minutes from 1 to 59')).toBeVisible();
    await page.getByLabel('Number of minutes or hours').fill('1');
    await page.getByLabel('Age in years').last().fill('10');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Client settings saved')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Number of minutes or hours')).toHaveValue('1');
    await expectNoAxeViolations(page);

    // total triage now refuses a 9-year-old
    const refused = await triageRequest(request, HARRY);
    expect(refused.status()).toBe(422);
    expect((await refused.json()).message).toBe('Requests cannot be made for patients under 10 years old');

    // reception's own setting is an hour; the organisation's minute wins
    const context = await browser.newContext();
    const reception = await context.newPage();
    await reception.clock.install();
    await signInAtInbox(reception, ACCOUNTS.reception);
    await expect
      .poll(
        async () => {
          await reception.clock.fastForward('00:30');
          return new URL(reception.url()).pathname;
        },
        { timeout: 15_000 },
      )
      .toBe('/full/welcome/locked');
    await context.close();
  });

  test('guest use off refuses the guest link; email required asks for an address first', async ({ page, request }) => {
    const headers = await as(request, ACCOUNTS.clinician);
    const created = await request.post('/api/adhoc-video', {
      headers,
      data: {
        wcms_id: 1001,
        patient_nhs_number: '9991000267',
        patient_details: { forename: 'Amara', surname: 'Okoye', mobile_numbers: ['07700900461'] },
      },
    });
    const { uid } = (await created.json()) as { uid: string };
    const manager = await as(request, ACCOUNTS.manager);
    const put = (change: Record<string, unknown>) =>
      request.put('/api/console/wcms_id/1001/client-settings', { headers: manager, data: { ...DEFAULTS, ...change } });

    expect((await put({ guest_use: false })).ok()).toBe(true);
    await page.goto(`/video-chat?uid=${uid}&type=adhoc`);
    await expect(
      page.getByText(
        'Riverside Medical Centre does not offer video consultations to guests. Please contact the practice.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    expect((await put({ guest_email_optional: false })).ok()).toBe(true);
    await page.reload();
    await page.getByLabel('Your email address').fill('amara@example.com');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue to the video call' }).click();
    await expect(page.getByLabel('Your email address')).toHaveCount(0);
  });
});

test('email notifications: a new request in Incoming requests emails the practice address', async ({
  page,
  request,
}) => {
  const address = `e2e.notify.${Date.now()}@riverside.nhs.uk`;
  await managerOpens(page, 'email-notifications');
  const input = page.getByLabel('Notification email address');
  await input.fill('someone@gmail.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter an email address ending in nhs.uk, nhs.scot or carebridge.nhs.uk')).toBeVisible();
  await input.fill(address);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Email notifications saved')).toBeVisible();
  await expectNoAxeViolations(page);
  try {
    expect((await triageRequest(request, '9991000003')).status()).toBe(201);
    await expect
      .poll(async () => (await latestOutboxMessage(request, address))?.subject ?? null, { timeout: 15_000 })
      .toBe('Riverside Medical Centre: 1 new request in Incoming requests');
  } finally {
    await request.put('/api/console/wcms_id/1001/email-notifications', {
      headers: await as(request, ACCOUNTS.manager),
      data: { address: null },
    });
  }
});

test('external recipients: enabled, a request is forwarded by secure email and recorded; disabled, the action is gone', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const email = `cardiology.${Date.now()}@nhs.net`;
  // start from off whatever an earlier attempt left
  const off = await request.put('/api/console/wcms_id/1001/external-recipients', {
    headers: await as(request, ACCOUNTS.manager),
    data: { enabled: false },
  });
  expect(off.ok()).toBe(true);
  await managerOpens(page, 'external-recipients');
  await expect(page.getByRole('heading', { name: 'External recipients' })).toBeVisible();
  await expectNoAxeViolations(page);
  const toggle = page.getByRole('checkbox', { name: /Allow staff to forward/ });
  // the box follows the saved setting, so it turns checked once the server has it
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(page.getByText('External recipients turned on')).toBeVisible();
  // the add form (the console frame has its own organisation switcher)
  const add = page.locator('#add-recipient-form');
  await add.getByLabel('Name').fill('Dr Asha Patel');
  await add.getByLabel('Organisation').fill('Riverside Hospital Cardiology');
  await add.getByLabel('Secure email address').fill(email);
  await add.getByRole('button', { name: 'Add an external recipient' }).click();
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  await expectNoAxeViolations(page);

  const list = await request.get('/api/my/messages/wcms_id/1001?pool_id=0&page_size=1', {
    headers: await as(request, ACCOUNTS.reception),
  });
  const id = ((await list.json()) as { _embedded: { messages: { id: number }[] } })._embedded.messages[0]!.id;

  const context = await browser.newContext();
  const reception = await context.newPage();
  await signInAt(reception, ACCOUNTS.reception, `/full/request/${id}/full`);
  // the request has loaded (and taken focus to its heading) before the dialog opens; forwarding is under More
  await reception.getByRole('button', { name: 'More actions' }).click();
  await expect(reception.getByRole('button', { name: 'Mark unread' })).toBeVisible();
  await reception.getByRole('button', { name: 'Forward to an external recipient', exact: true }).click();
  await expect(reception.getByRole('dialog', { name: 'Forward to an external recipient' })).toBeVisible();
  const dialog = reception.getByRole('dialog', { name: 'Forward to an external recipient' });
  await dialog
    .getByLabel('External recipient')
    .selectOption({ label: `Dr Asha Patel, Riverside Hospital Cardiology (${email})` });
  await dialog.getByLabel('Note for the recipient (optional)').fill('For your opinion, please.');
  await expectNoAxeViolations(reception);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(reception.getByText('Request forwarded to Dr Asha Patel')).toBeVisible();
  await expect(reception.getByText(/Forwarded to Dr Asha Patel \(Riverside Hospital Cardiology/)).toBeVisible();
  await expect
    .poll(async () => (await latestOutboxMessage(request, email))?.subject ?? null, { timeout: 10_000 })
    .toMatch(/^Request RQ-\d+ forwarded by Riverside Medical Centre$/);

  // turned off: the action goes, and the server refuses
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText('External recipients turned off')).toBeVisible();
  await reception.reload();
  await reception.getByRole('button', { name: 'More actions' }).click();
  await expect(reception.getByRole('button', { name: 'Mark unread' })).toBeVisible();
  await expect(reception.getByRole('button', { name: 'Forward to an external recipient', exact: true })).toHaveCount(0);
  const refused = await request.post(`/api/my/messages/wcms_id/1001/${id}/forward`, {
    headers: await as(request, ACCOUNTS.reception),
    data: { recipient_id: 1 },
  });
  expect(refused.status()).toBe(403);
  await context.close();
});
