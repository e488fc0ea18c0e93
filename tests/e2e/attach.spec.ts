import { expect, test, type APIRequestContext, type Page } from './support/test';
import { ACCOUNTS, apiToken, gql, latestOutboxMessage } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAt, signInAtInbox } from './support/session';
import { useSimulatedHost } from './support/desktop-host';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function clinicalQuery<T>(request: APIRequestContext, query: string, variables: Json, token: string): Promise<T> {
  const operationName = /(?:query|mutation)\s+(\w+)/.exec(query)![1]!;
  const response = await request.post(`/api/clinical/graphql?operationName=${operationName}`, {
    data: { query, variables, operationName },
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

async function patientRecords(request: APIRequestContext, clinicalPatientId: string) {
  const token = await apiToken(request, ACCOUNTS.clinician);
  const data = await clinicalQuery<{ patientRecords: Json[] }>(
    request,
    `query PatientRecords($w: ID!, $p: String!) { patientRecords(wcmsId: $w, clinicalPatientId: $p) {
      id title heading detail codes { value term dataValue uom } attachments { id name }
    } }`,
    { w: '1001', p: clinicalPatientId },
    token,
  );
  return data.patientRecords;
}

/**
 * A new request at Riverside for a patient the clinical system does not know (valid NHS number). Staff cannot
 * create one (total triage needs the patient in the clinical system), so it arrives as a patient's reply to an
 * outbound message sent to that NHS number, as a reply from any patient would.
 */
async function requestForUnknownPatient(request: APIRequestContext): Promise<number> {
  const token = await apiToken(request, ACCOUNTS.reception);
  const headers = { authorization: `Bearer ${token}` };
  const body = `Attach failure check ${Date.now()}`;
  const mobile = '07700900987';
  const sent = await request.post('/api/outbound/wcms_id/1001', {
    headers,
    data: {
      channel: 'sms',
      body,
      response_requested: true,
      recipients: [{ nhs_number: '9434765919', mobile, forename: 'Unknown', surname: 'Patient' }],
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const sms = await latestOutboxMessage(request, mobile);
  const link = /\/consult\/reply\/([A-Za-z0-9_-]+)/.exec(sms?.body ?? '')?.[1];
  expect(link, sms?.body).toBeTruthy();
  const reply = await request.post(`/api/outbound-response/${link}`, { data: { text: 'Thank you, that is fine.' } });
  expect(reply.status(), await reply.text()).toBe(201);
  const inbox = await request.get(
    `/api/my/messages/wcms_id/1001?search_term=${encodeURIComponent(body)}&search_type=subject`,
    { headers },
  );
  const found = ((await inbox.json()) as { _embedded: { messages: { id: number }[] } })._embedded.messages;
  expect(found).toHaveLength(1);
  return found[0]!.id;
}

async function openRequest(page: Page, id: number) {
  await page.goto(`/full/request/${id}/full`);
  await expect(page.getByTestId('send-to-clinical')).toBeVisible();
}

test.describe('attach to the clinical system', () => {
  test('send to clinical writes the record, codes and attachments into the test-variant clinical record', async ({
    page,
    request,
  }) => {
    // request 3: Amara Okoye (EMIS-5002), identity matched only, with blood pressure, weight and height readings
    const token = await apiToken(request, ACCOUNTS.clinician);
    const name = `home-readings-${Date.now()}.txt`;
    const upload = await request.post('/api/my/messages/wcms_id/1001/3/attachments', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { file: { name, mimeType: 'text/plain', buffer: Buffer.from('Readings taken at 8am') } },
    });
    expect(upload.status()).toBeLessThan(300);

    await useSimulatedHost(page, { clinicalSystem: 'emisweb', hostVersion: 19, clientVersion: 10 });
    await signInAtInbox(page, ACCOUNTS.clinician);
    await openRequest(page, 3);
    await page.getByRole('button', { name: 'Send to clinical system', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Patient not verified' });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Send anyway' }).click();
    await expect(page.getByText('Sent to the clinical system.')).toBeVisible();
    await expect(page.getByTestId('attach-status')).toHaveText('Sent to the clinical system');
    // the confirmation toast leaves the patient banner readable (issue 24)
    const toast = (await page.getByTestId('transient-notification').boundingBox())!;
    const banner = (await page.getByTestId('patient-banner').boundingBox())!;
    const overlaps =
      toast.x < banner.x + banner.width &&
      banner.x < toast.x + toast.width &&
      toast.y < banner.y + banner.height &&
      banner.y < toast.y + toast.height;
    expect(overlaps).toBe(false);

    const records = await patientRecords(request, 'EMIS-5002');
    const record = records.find((r) => r.attachments.some((a: Json) => a.name === name));
    expect(record).toBeDefined();
    expect(record!.title).toBe('Online consultation RQ-000003');
    expect(record!.heading).toBe('Home blood pressure readings');
    expect(record!.codes.map((c: Json) => c.term)).toEqual(
      expect.arrayContaining(['Blood pressure', 'Body weight', 'Body height measure']),
    );
    expect(record!.codes.find((c: Json) => c.term === 'Blood pressure')).toMatchObject({ uom: 'mmHg' });

    // the patient's record in the desktop: the list from 01/01/1970 and the file itself
    await page.goto('/patient-attachments/EMIS-5002');
    await expect(page.getByTestId('patient-records')).toContainText('Online consultation RQ-000003');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: `Open ${name}` }).click();
    await expect(page.getByTestId('attachment-text')).toHaveText('Readings taken at 8am');
    await expectNoAxeViolations(page);
  });

  test('an older host (version 12) attaches with the plain Attach call', async ({ page, request }) => {
    // request 2: Oliver Bennett (EMIS-5001), verified through NHS login, with a photo
    await useSimulatedHost(page, { clinicalSystem: 'emisweb', hostVersion: 12, clientVersion: 10 });
    await signInAtInbox(page, ACCOUNTS.clinician);
    await openRequest(page, 2);
    await page.getByRole('button', { name: 'Send to clinical system', exact: true }).click();
    await expect(page.getByText('Sent to the clinical system.')).toBeVisible();
    const records = await patientRecords(request, 'EMIS-5001');
    expect(records.find((r) => r.title === 'Online consultation RQ-000002')?.attachments).toEqual([
      expect.objectContaining({ name: 'photo.png' }),
    ]);
    const token = await apiToken(request, ACCOUNTS.manager);
    await expect
      .poll(async () => {
        const result = await gql<{ transactionLog: { method: string; request: string | null }[] }>(
          request,
          'query TransactionLog($w: ID!) { transactionLog(wcmsId: $w, first: 50) { method request } }',
          { w: '1001' },
          token,
        );
        return (result.data?.transactionLog ?? []).some(
          (e) => e.method === 'Attach' && e.request?.includes('RQ-000002'),
        );
      })
      .toBe(true);
  });

  test('SystmOne: send to clinical from Hillview attaches to the SystmOne test record', async ({ page, request }) => {
    // request 101: Ruth Morgan (S1-5020) at Hillview Surgery (SystmOne)
    await useSimulatedHost(page, { clinicalSystem: 'systmone', hostVersion: 20, clientVersion: 10 });
    await signInAtInbox(page, ACCOUNTS.manager, { wcmsId: 1002 });
    await expect(page.getByTestId('connection-badge')).toHaveText('connected');
    await openRequest(page, 101);
    await page.getByRole('button', { name: 'Send to clinical system', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Patient not verified' })
      .getByRole('button', { name: 'Send anyway' })
      .click();
    await expect(page.getByText('Sent to the clinical system.')).toBeVisible();
    const token = await apiToken(request, ACCOUNTS.manager);
    const data = await clinicalQuery<{ patientRecords: Json[] }>(
      request,
      'query PatientRecords($w: ID!, $p: String!) { patientRecords(wcmsId: $w, clinicalPatientId: $p) { title heading } }',
      { w: '1002', p: 'S1-5020' },
      token,
    );
    expect(data.patientRecords).toContainEqual({ title: 'Online consultation RQ-000101', heading: 'Fit note request' });
  });

  test('a failing attach shows the extracted error, stays queued and is retried, then reaches the unattached items queue', async ({
    page,
    request,
    browser,
  }) => {
    const requestId = await requestForUnknownPatient(request);
    await useSimulatedHost(page, { clinicalSystem: 'emisweb', hostVersion: 20, clientVersion: 10 });
    await signInAtInbox(page, ACCOUNTS.clinician);
    await openRequest(page, requestId);
    await page.getByRole('button', { name: 'Send to clinical system', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Patient not verified' })
      .getByRole('button', { name: 'Send anyway' })
      .click();
    await expect(
      page.getByText(
        'Unable to send to the clinical system: No Patient found for NHSNumber 9434765919. The request stays queued and will be sent again.',
      ),
    ).toBeVisible();
    const status = page.getByTestId('attach-status');
    await expect(status).toHaveAttribute('data-state', 'failed');
    await expect(status).toContainText('attempt 1');
    await expectNoAxeViolations(page);

    // the desktop client retries queued tasks (at once when a window opens, then every 60 s)
    await page.reload();
    await expect(status).toContainText('attempt 2');
    await page.reload();
    await expect(status).toHaveAttribute('data-state', 'final_failure');
    await expect(status).toHaveText(
      'Could not be sent to the clinical system: set to manual. Staff who cover the Unattached items group can send it again.',
    );
    // the clinician does not cover Unattached items, so may not send it again
    await page.getByRole('button', { name: 'Send to clinical system', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Patient not verified' })
      .getByRole('button', { name: 'Send anyway' })
      .click();
    await expect(
      page.getByText('Only staff who cover the Unattached items group can send unattached items'),
    ).toBeVisible();

    // the clinician is told
    const token = await apiToken(request, ACCOUNTS.clinician);
    const notes = await gql<{ clinicianNotifications: { body: string; messageId: string | null }[] }>(
      request,
      'query ClinicianNotifications($w: ID!) { clinicianNotifications(wcmsId: $w) { body messageId } }',
      { w: '1001' },
      token,
    );
    expect(notes.data!.clinicianNotifications.filter((n) => n.messageId === String(requestId)).length).toBe(3);

    // the super user's unattached items queue, a VPN-required page (issue 19): from a VPN address
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.8.0.17' } });
    const admin = await context.newPage();
    await signInAt(admin, ACCOUNTS.super, '/full/management-console', { wcmsId: 1001 });
    await expect(admin).toHaveURL(/\/full\//);
    // the queue is in the settings menu (its first address still leads there)
    await admin.getByRole('button', { name: 'Settings', exact: true }).click();
    await admin.getByRole('menuitem', { name: 'Unattached items' }).click();
    await expect(admin).toHaveURL(/\/full\/unattached-items$/);
    await expect(admin.getByRole('heading', { name: 'Unattached items queue', level: 1 })).toBeVisible();
    await admin.goto('/full/super-user/unattached-items');
    await expect(admin).toHaveURL(/\/full\/unattached-items$/);
    const row = admin.getByRole('row').filter({ hasText: `RQ-${String(requestId).padStart(6, '0')}` });
    await expect(row).toContainText('No Patient found for NHSNumber 9434765919');
    await expect(row).toContainText('3');
    await expectNoAxeViolations(admin);
    await row.getByRole('button', { name: /^Remove/ }).click();
    await expect(admin.getByText('Removed from the unattached items queue.')).toBeVisible();
    await expect(row).toHaveCount(0);
    await context.close();

    // a clinician who does not cover Unattached items cannot open the queue
    await page.goto('/full/unattached-items');
    await expect(page.getByText('You do not have access to this page')).toBeVisible();
  });

  test('a cover of Unattached items sends a record set to manual; inside the desktop host it is attached at once', async ({
    page,
    request,
  }) => {
    // a request for Eleanor Whitfield (EMIS-5000) whose attach failed on every attempt
    const clinician = { authorization: `Bearer ${await apiToken(request, ACCOUNTS.clinician)}` };
    const subject = `Manual send check ${Date.now()}`;
    const created = await request.post('/api/messages/wcms_id/1001', {
      headers: clinician,
      data: {
        telephone: '07700 900123',
        patient_nhs_number: '9991000003',
        enquiry_type: 'admin',
        admin_query: 'Test results',
        priority: 'routine',
        further_info: subject,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const requestId = ((await created.json()) as { id: number }).id;
    const queued = await request.post('/api/attach-tasks/wcms_id/1001', {
      headers: clinician,
      data: { message_ids: [requestId], type: 'retry', vixie_version: 20 },
    });
    expect(queued.status()).toBe(201);
    const taskId = ((await queued.json()) as { id: number }).id;
    for (let attempt = 0; attempt < 3; attempt++) {
      const failed = await request.put(`/api/attach-tasks/wcms_id/1001/${taskId}`, {
        headers: clinician,
        data: { success: false, reason: 'The clinical system is not responding' },
      });
      expect(failed.status()).toBe(200);
    }
    const reference = `RQ-${String(requestId).padStart(6, '0')}`;

    // reception covers Riverside's Unattached items (demo data): the queue is in their settings menu
    await useSimulatedHost(page, { clinicalSystem: 'emisweb', hostVersion: 20, clientVersion: 10 });
    await signInAtInbox(page, ACCOUNTS.reception);
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Unattached items' }).click();
    await expect(
      page.getByText('You cover the Unattached items group, so you can send them again.', { exact: false }),
    ).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText('The clinical system is not responding');
    await expect(row.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await row.getByRole('button', { name: /^Send/ }).click();
    await expect(page.getByText(/was attached to the clinical system\.$/)).toBeVisible();
    await expect(row).toHaveCount(0);
    const records = await patientRecords(request, 'EMIS-5000');
    expect(records.map((r) => r.title)).toContain(`Online consultation ${reference}`);
    const [task] = (
      (await (
        await request.get(`/api/attach-tasks/wcms_id/1001?message_ids=${requestId}`, { headers: clinician })
      ).json()) as { _embedded: { attach_tasks: Json[] } }
    )._embedded.attach_tasks;
    expect(task).toMatchObject({ state: 'success' });
  });

  test('covering: a clinician takes on Unattached items from their account page, and gives it up', async ({ page }) => {
    await signInAtInbox(page, ACCOUNTS.clinician);
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await expect(page.getByRole('menuitem', { name: 'Unattached items' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto('/full/user-account/covering');
    const unattached = page.getByRole('checkbox', { name: 'Unattached items' });
    await expect(page.getByRole('checkbox', { name: 'Clinicians' })).toBeChecked();
    await expect(unattached).not.toBeChecked();
    await expectNoAxeViolations(page);
    // by keyboard: tick the box and save
    await unattached.focus();
    await page.keyboard.press('Space');
    await expect(unattached).toBeChecked();
    await page.getByRole('button', { name: 'Save covering' }).click();
    await expect(page.getByText('Your changes have been saved.')).toBeVisible();
    await page.reload();
    await expect(unattached).toBeChecked();
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Unattached items' }).click();
    await expect(page.getByRole('heading', { name: 'Unattached items queue', level: 1 })).toBeVisible();
    await expect(page.getByText('You do not have access to this page')).toHaveCount(0);

    // and back, so other journeys find the demo data as it was
    await page.goto('/full/user-account/covering');
    await unattached.click();
    await page.getByRole('button', { name: 'Save covering' }).click();
    await expect(page.getByText('Your changes have been saved.')).toBeVisible();
    await expect(unattached).not.toBeChecked();
  });
});
