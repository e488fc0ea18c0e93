import { expect, test, type APIRequestContext, type Page } from './support/test';
import { ACCOUNTS, apiToken, latestOutboxMessage } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAt, signInAtInbox } from './support/session';
import { selectSimulatedPatient, useSimulatedHost } from './support/desktop-host';

// Demo patients of the test-variant clinical system (server/src/modules/clinical-system/index.ts)
const SOPHIE = { nhs: '9991000526', surname: 'Turner', mobile: '07700900128' };
const GEORGE = { nhs: '9991000399', forename: 'George', surname: 'Patel', mobile: '07700900121' };
const ZARA = { nhs: '9991002340', forename: 'Zara', surname: 'Hussain', mobile: '07700900226' };

async function createViaApi(request: APIRequestContext, body: Record<string, unknown>): Promise<number> {
  const token = await apiToken(request, ACCOUNTS.reception);
  const response = await request.post('/api/outbound/wcms_id/1001', {
    data: { channel: 'sms', ...body },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function openOutbound(page: Page, query = '') {
  await page.goto(`/full/outbound/list${query}`);
  await expect(page.getByRole('heading', { name: 'Outbound messages', level: 1 })).toBeVisible();
}

/** A valid NHS number from nine digits (Modulus 11), or null when those nine cannot make one. */
function nhsNumber(nine: string): string | null {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(nine[i]) * (10 - i);
  const check = 11 - (sum % 11);
  if (check === 10) return null;
  return nine + (check === 11 ? '0' : String(check));
}

function csvOf(rows: number, invalidEvery: number): { text: string; invalid: number } {
  const lines = ['nhs_number,mobile,forename,surname,postcode'];
  let invalid = 0;
  let seed = 400000000;
  for (let i = 0; i < rows; i++) {
    let nhs: string | null = null;
    while (nhs === null) nhs = nhsNumber(String(seed++));
    const mobile = `07700${String(900000 + (i % 999)).padStart(6, '0')}`;
    if (invalidEvery > 0 && i % invalidEvery === 0) {
      invalid++;
      lines.push(`1234567890,${mobile},Row${i},Bad,AB1 2CD`);
    } else {
      lines.push(`${nhs},${mobile},Patient${i},Test,AB1 2CD`);
    }
  }
  return { text: lines.join('\n') + '\n', invalid };
}

// Before the 20,000-row upload below: a desktop window attaches every queued outbound record of the organisation.
test('in the desktop app, a message goes to the patient open in the clinical system and is attached to their record', async ({
  page,
  request,
}) => {
  await useSimulatedHost(page, { clinicalSystem: 'emisweb', hostVersion: 20, clientVersion: 20 });
  await signInAtInbox(page, ACCOUNTS.reception);
  await openOutbound(page);
  await page.evaluate(() => localStorage.removeItem('createOutbound'));
  await page.getByRole('button', { name: 'New message' }).click();
  await expect(page.getByText('No patient is open in the clinical system.')).toBeVisible();
  await selectSimulatedPatient(page, 'EMIS-5003');
  // the desktop integration polls the current patient every 5 s (spec §4)
  const current = page.getByRole('button', { name: 'Send to the current patient, George Patel' });
  await expect(current).toBeVisible({ timeout: 6_000 });
  await expectNoAxeViolations(page);
  await current.click();
  await expect(page.getByTestId('chosen-patient')).toContainText('George Patel');
  await expect(page.getByTestId('chosen-patient')).toContainText(GEORGE.nhs);

  // once sent, the message is queued for the clinical system; the desktop client attaches it as a new record
  const message = `Your repeat prescription is ready to collect (${Date.now()}).`;
  await page.getByLabel('Message', { exact: true }).fill(message);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('outbound-detail')).toBeVisible();
  const token = await apiToken(request, ACCOUNTS.reception);
  const records = async () => {
    const response = await request.post('/api/clinical/graphql?operationName=PatientRecords', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        operationName: 'PatientRecords',
        query:
          'query PatientRecords($w: ID!, $p: String!) { patientRecords(wcmsId: $w, clinicalPatientId: $p) { title detail } }',
        variables: { w: '1001', p: 'EMIS-5003' },
      },
    });
    return ((await response.json()) as { data: { patientRecords: { title: string; detail: string | null }[] } }).data
      .patientRecords;
  };
  // a window that opens attaches what is waiting at once (then every 60 s)
  await expect(async () => {
    await page.reload();
    expect(await records()).toContainEqual({ title: 'Message to the patient from the practice', detail: message });
  }).toPass({ timeout: 20_000 });
});

test.describe('outbound messages', () => {
  test('sends an SMS to a demo patient found by search and watches it reach delivered', async ({ page }) => {
    await signInAtInbox(page, ACCOUNTS.reception);
    await page.getByRole('link', { name: 'Outbound messages' }).click();
    await expect(page).toHaveURL(/\/full\/outbound\/list/);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'New message' }).click();
    await page.getByLabel('NHS number').fill(SOPHIE.nhs);
    await page.getByLabel('Last name').fill(SOPHIE.surname);
    await page
      .getByRole('form', { name: 'New outbound message' })
      .getByRole('button', { name: 'Search', exact: true })
      .click();
    await page.getByRole('button', { name: /^Choose Sophie Turner/ }).click();
    await expect(page.getByTestId('chosen-patient')).toContainText(SOPHIE.nhs);

    const message = 'Please book your annual asthma review with the practice nurse.';
    await page.getByLabel('Message', { exact: true }).fill(message);
    await expect(page.getByTestId('fragment-counter')).toHaveText(`${message.length} characters, 1 SMS (GSM-7)`);
    await page.getByLabel('Message', { exact: true }).fill(message + ' 😀');
    await expect(page.getByTestId('fragment-counter')).toContainText('(Unicode)');
    await page.getByLabel('Message', { exact: true }).fill(message);

    // the draft survives a reload (createOutbound storage)
    await page.reload();
    await expect(page.getByText('Your unsent message was restored')).toBeVisible();
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(message);
    await expect(page.getByTestId('chosen-patient')).toContainText(SOPHIE.nhs);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Send message' }).click();
    const detail = page.getByTestId('outbound-detail');
    await expect(detail).toBeVisible();
    await expect(detail.getByTestId('outbound-recipient')).toContainText(SOPHIE.mobile);
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(detail).toHaveAttribute('data-state', 'delivered', { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(detail.getByTestId('outbound-recipient')).toContainText('Delivered');
    await expectNoAxeViolations(page);
  });

  test('cancels a pending message, and is refused for one the patient has read', async ({ page, request }) => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const pending = await createViaApi(request, {
      body: 'Your clinic appointment tomorrow has moved to 10am.',
      send_at: tomorrow,
      recipients: [
        { nhs_number: GEORGE.nhs, mobile: GEORGE.mobile, forename: GEORGE.forename, surname: GEORGE.surname },
      ],
    });
    await signInAtInbox(page, ACCOUNTS.reception);
    await openOutbound(page, `?id=${pending}`);
    const detail = page.getByTestId('outbound-detail');
    await expect(detail).toHaveAttribute('data-state', 'pending');
    await detail.getByRole('button', { name: 'Cancel message' }).click();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(detail).toHaveAttribute('data-state', 'cancelled');
    await expect(detail.getByTestId('outbound-recipient')).toContainText('Cancelled');

    const read = await createViaApi(request, {
      body: 'Please reply with your latest blood pressure reading.',
      response_requested: true,
      recipients: [{ nhs_number: ZARA.nhs, mobile: ZARA.mobile, forename: ZARA.forename, surname: ZARA.surname }],
    });
    const sms = await latestOutboxMessage(request, ZARA.mobile);
    const token = /\/consult\/reply\/([A-Za-z0-9_-]+)/.exec(sms?.body ?? '')?.[1];
    expect(token).toBeTruthy();
    // the patient opens the message's link: it has now been seen
    expect((await request.get(`/api/outbound-response/${token}`)).status()).toBe(200);

    await openOutbound(page, `?id=${read}`);
    await expect(detail).toHaveAttribute('data-state', 'read');
    // every recipient's delivery is final: Cancel is not offered (issue 23), and the server refuses it
    await expect(detail.getByRole('button', { name: 'Cancel message' })).toHaveCount(0);
    const refused = await request.post(`/api/outbound/wcms_id/1001/${read}/cancel`, {
      headers: { authorization: `Bearer ${await apiToken(request, ACCOUNTS.reception)}` },
    });
    expect(refused.status()).toBe(409);
    await expect(detail).toHaveAttribute('data-state', 'read');
  });

  test('the patient opens the link, replies, and the reply reaches the inbox', async ({ page, browser, request }) => {
    const WILLIAM = { nhs: '9991001956', forename: 'William', surname: 'Clarke', mobile: '07700900205' };
    const id = await createViaApi(request, {
      body: 'How are you getting on with the new inhaler?',
      response_requested: true,
      preferences: ['Telephone call', 'Face to face'],
      recipients: [
        { nhs_number: WILLIAM.nhs, mobile: WILLIAM.mobile, forename: WILLIAM.forename, surname: WILLIAM.surname },
      ],
    });
    const sms = await latestOutboxMessage(request, WILLIAM.mobile);
    const link = /https?:\/\/\S+\/consult\/reply\/[A-Za-z0-9_-]+/.exec(sms?.body ?? '')?.[0];
    expect(link).toBeTruthy();

    const patient = await browser.newContext();
    try {
      const patientPage = await patient.newPage();
      await patientPage.goto(new URL(link!).pathname);
      await expect(patientPage.getByRole('heading', { name: 'Message from Riverside Medical Centre' })).toBeVisible();
      await expect(patientPage.getByText('How are you getting on with the new inhaler?')).toBeVisible();
      await expectNoAxeViolations(patientPage);
      await patientPage.getByRole('button', { name: 'Send reply' }).click();
      await expect(patientPage.getByText('Enter your reply.')).toBeVisible();
      await patientPage.getByLabel('Telephone call').check();
      await patientPage.getByLabel('Your reply').fill('Much better, thank you. No more night cough.');
      await patientPage.getByRole('button', { name: 'Send reply' }).click();
      await expect(patientPage.getByText('Thank you. Your reply has been sent to the practice.')).toBeVisible();
    } finally {
      await patient.close();
    }

    await signInAt(page, ACCOUNTS.reception, '/full/messages/list?search_term=William&search_type=patient_name');
    await expect(page.getByText(/Reply to: How are you getting on with the new inhaler/).first()).toBeVisible();
    await openOutbound(page, `?id=${id}`);
    await expect(page.getByTestId('outbound-detail')).toHaveAttribute('data-state', 'read');
  });

  test('previews a 20,000-row CSV with per-row reasons, then sends after confirmation', async ({ page }) => {
    test.setTimeout(90_000);
    const csv = csvOf(20_000, 2_000);
    await signInAtInbox(page, ACCOUNTS.reception);
    await openOutbound(page, '?compose=csv');
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'recipients.csv', mimeType: 'text/csv', buffer: Buffer.from(csv.text) });
    const valid = 20_000 - csv.invalid;
    await expect(page.getByTestId('csv-summary')).toHaveText(
      `${valid.toLocaleString('en-GB')} recipients can be sent to; ${csv.invalid} rows have problems and will be left out`,
    );
    await expect(page.getByTestId('csv-invalid-row').first()).toContainText('2');
    await expect(page.getByTestId('csv-invalid-row').first()).toContainText('Enter a valid NHS number.');
    await expectNoAxeViolations(page);

    await page
      .getByLabel('Message', { exact: true })
      .fill('Flu vaccinations are now available. Please call the practice to book.');
    await page.getByRole('button', { name: `Send to ${valid.toLocaleString('en-GB')} recipients` }).click();
    await expect(page.getByRole('dialog')).toContainText(
      `Send this message to ${valid.toLocaleString('en-GB')} recipients?`,
    );
    await page.getByRole('button', { name: 'Yes, send' }).click();
    const detail = page.getByTestId('outbound-detail');
    await expect(detail).toBeVisible({ timeout: 30_000 });
    await expect(detail).toContainText(`Showing 200 of ${valid.toLocaleString('en-GB')} recipients`.replace(/,/g, ''));
  });

  test('refuses a CSV over 10Mb or over 20,000 rows with a clear message', async ({ page }) => {
    await signInAtInbox(page, ACCOUNTS.reception);
    await openOutbound(page, '?compose=csv');
    const big = Buffer.alloc(10 * 1024 * 1024, 'a');
    await page.getByLabel('CSV file').setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: big });
    await expect(page.getByRole('alert')).toContainText('The file must be under 10Mb.');

    const tooMany = csvOf(20_001, 0);
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'many.csv', mimeType: 'text/csv', buffer: Buffer.from(tooMany.text) });
    await expect(page.getByRole('alert')).toContainText('The file can have at most 20,000 recipients.');
    await expect(page.getByRole('button', { name: /^Send to/ })).toBeDisabled();
  });

  test('adds a pathway within the spec §5 limits and offers it in the composer', async ({ page, allowConsole }) => {
    // the server's refusal of a taken name (400 with the field's message) is what this journey checks
    allowConsole(/status of 400 \(Bad Request\)/);
    await signInAtInbox(page, ACCOUNTS.reception);
    await openOutbound(page);
    await page.getByRole('button', { name: 'Manage pathways and templates' }).click();
    const form = page.getByRole('form', { name: 'Add pathway' });
    await form.getByLabel('Pathway name').fill('hypertension REVIEW');
    await form.getByRole('button', { name: 'Add pathway' }).click();
    await expect(form.getByText('A pathway with this name already exists.')).toBeVisible();
    await form.getByLabel('Description (optional)').fill('d'.repeat(129));
    await form.getByLabel('Days between messages').fill('100');
    await form.getByRole('button', { name: 'Add pathway' }).click();
    await expect(form.getByText('Description must be 128 characters or fewer.')).toBeVisible();
    await expect(form.getByText('Interval gap must be between 1 and 99 days.')).toBeVisible();
    await expectNoAxeViolations(page);
    const name = `Asthma review ${Date.now()}`;
    await form.getByLabel('Pathway name').fill(name);
    await form.getByLabel('Description (optional)').fill('Two reminders a fortnight apart');
    await form.getByLabel('Number of messages').fill('2');
    await form.getByLabel('Days between messages').fill('14');
    await form.getByRole('button', { name: 'Add pathway' }).click();
    await expect(page.getByText(`${name}: 2 messages, 14 days apart`)).toBeVisible();
    await page.getByRole('button', { name: 'New message' }).click();
    await expect(page.getByRole('form', { name: 'New outbound message' }).getByLabel('Pathway')).toContainText(name);
  });

  test('the pop-up /outbound/list shows the list without the top bar, filtered by delivery state', async ({
    page,
    request,
  }) => {
    const id = await createViaApi(request, {
      body: 'Scheduled and then cancelled.',
      send_at: new Date(Date.now() + 86_400_000).toISOString(),
      recipients: [
        { nhs_number: GEORGE.nhs, mobile: GEORGE.mobile, forename: GEORGE.forename, surname: GEORGE.surname },
      ],
    });
    const token = await apiToken(request, ACCOUNTS.reception);
    const cancelled = await request.post(`/api/outbound/wcms_id/1001/${id}/cancel`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cancelled.status()).toBe(200);
    await signInAtInbox(page, ACCOUNTS.reception);
    await page.setViewportSize({ width: 750, height: 700 });
    await page.goto('/outbound/list?state=cancelled');
    await expect(page.getByRole('heading', { name: 'Outbound messages', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByLabel('Delivery state')).toHaveValue('cancelled');
    await expect(page.getByTestId('outbound-item').first()).toBeVisible();
    for (const item of await page.getByTestId('outbound-item').all()) {
      await expect(item).toHaveAttribute('data-state', 'cancelled');
    }
    await expectNoAxeViolations(page);
  });
});
