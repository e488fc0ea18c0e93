import { expect, test } from './support/test';
import { ACCOUNTS, apiToken, latestOutboxMessage } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAt, signInAtInbox } from './support/session';
import { useSimulatedHost } from './support/desktop-host';

// Demo patients (server/src/modules/clinical-system/index.ts) and Carebridge Consult account holders
// (server/src/modules/patient-accounts/demo-data.ts).
const OLIVER = { name: 'Mr Oliver Bennett', nhs: '9991000135', surname: 'Bennett' };
const ELEANOR = { nhs: '9991000003', email: 'eleanor.whitfield@example.com' };

test("a found patient's video consultations open from their result, filtered to them", async ({ page, request }) => {
  // a consultation of this test's own, so the list never depends on what other journeys left
  const token = await apiToken(request, ACCOUNTS.clinician);
  const created = await request.post('/api/adhoc-video', {
    headers: { authorization: `Bearer ${token}` },
    data: { wcms_id: 1001, patient_nhs_number: OLIVER.nhs, patient_details: {} },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await signInAt(page, ACCOUNTS.reception, '/full/patients/find-patient');
  await page.getByLabel('NHS number').fill(OLIVER.nhs);
  await page.getByLabel('Last name').fill(OLIVER.surname);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('patient-result')).toHaveCount(1);
  await page.getByRole('link', { name: `Video consultations: ${OLIVER.name}` }).click();

  await expect(page).toHaveURL(/\/full\/patients\/video-consultations\?ref=\w+$/);
  expect(page.url()).not.toContain(OLIVER.nhs);
  await expect(page.getByRole('heading', { name: 'Video consultations', level: 1 })).toBeVisible();
  await expect(page.getByText('Showing video consultations for NHS number 999 100 0135')).toBeVisible();
  const row = page.locator(`[data-video-id="${id}"]`);
  await expect(row).toContainText('Oliver Bennett');
  await expect(row).toContainText('Waiting');
  // the clinician who created it through the API
  await expect(row).toContainText('Priya Shah');
  await expect(row).toContainText('Not queued to attach');
  await expect(row.getByRole('button', { name: 'Start a new video consultation: Oliver Bennett' })).toBeVisible();
  // every row is this patient's
  const nhsTexts = await page.getByTestId('video-consultation').allTextContents();
  expect(nhsTexts.every((text) => text.includes('999 100 0135'))).toBe(true);
  await expectNoAxeViolations(page);

  // the menu entry shows every patient's; a wrong NHS number is refused on its field, keeping what was typed
  await page
    .getByRole('navigation', { name: 'Patients menu' })
    .getByRole('link', { name: 'Video consultations' })
    .click();
  await expect(page).toHaveURL(/\/full\/patients\/video-consultations$/);
  await expect(page.locator(`[data-video-id="${id}"]`)).toBeVisible();
  await page.getByLabel('Patient NHS number').fill('999 100 0136');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('This is not a valid NHS number. Check each digit and try again.')).toBeVisible();
  await expect(page.getByLabel('Patient NHS number')).toHaveValue('999 100 0136');
  await expectNoAxeViolations(page);
});

test('staff send a patient a password reset link, and the patient sets a new password with it once', async ({
  page,
  request,
}) => {
  await signInAt(page, ACCOUNTS.reception, '/full/patients/find-patient');
  await page.getByRole('navigation', { name: 'Patients menu' }).getByRole('link', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/full\/patients\/reset-password$/);
  await expect(page.getByRole('heading', { name: 'Reset password', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  const field = page.getByLabel('Patient’s email address or NHS number');
  // nobody holds this address: said plainly, and what was typed stays
  await field.fill('nobody@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'No Carebridge Consult account holds that email address or NHS number' }),
  ).toBeVisible();
  await expect(field).toHaveValue('nobody@example.com');

  await field.fill('999 100 0003');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('reset-sent')).toContainText(
    'We emailed a password reset link for Eleanor Whitfield to e•••@example.com',
  );
  await expectNoAxeViolations(page);

  // the patient opens the link from the email (read from the embedded outbox)
  const email = await latestOutboxMessage(request, ELEANOR.email);
  const link = /https?:\/\/\S+\/consult\/reset-password\/[\w-]+/.exec(email?.body ?? '')?.[0];
  expect(link, email?.body).toBeTruthy();
  const patient = await page.context().browser()!.newContext();
  const patientPage = await patient.newPage();
  await patientPage.goto(new URL(link!).pathname);
  await expect(patientPage.getByRole('heading', { name: 'Reset your Carebridge Consult password' })).toBeVisible();
  await expect(patientPage.getByText('Riverside Medical Centre sent you this link, Eleanor.')).toBeVisible();
  await expectNoAxeViolations(patientPage);

  // the staff password rules apply
  await patientPage.getByLabel('New password', { exact: true }).fill('too short');
  await patientPage.getByLabel('Confirm new password').fill('too short');
  await patientPage.getByRole('button', { name: 'Save new password' }).click();
  await expect(patientPage.getByText('Password must be at least 12 characters')).toBeVisible();

  await patientPage.getByLabel('New password', { exact: true }).fill('Eleanor new passphrase 1');
  await patientPage.getByLabel('Confirm new password').fill('Eleanor new passphrase 1');
  await patientPage.keyboard.press('Enter');
  await expect(patientPage.getByRole('heading', { name: 'Your password has been changed' })).toBeFocused();
  await expectNoAxeViolations(patientPage);

  // the new password is stored: the link has been used and cannot set another
  await patientPage.reload();
  await expect(patientPage.getByTestId('reset-link-state')).toHaveAttribute('data-state', 'used');
  await expect(patientPage.getByRole('alert')).toContainText(
    'This link has already been used. Ask your GP practice to send you a new one.',
  );
  const again = await request.post(`/api/consult/password-reset/${new URL(link!).pathname.split('/').pop()}`, {
    data: { password: 'Another passphrase 22', password_confirmation: 'Another passphrase 22' },
  });
  expect(again.status()).toBe(410);
  await expectNoAxeViolations(patientPage);
  await patient.close();
});

test('inside the desktop host, the patients found have their clinical ids cached once (prefillPatientIdCache)', async ({
  page,
  request,
}) => {
  // John Smith (EMIS-5100) has no requests, so no other journey is likely to have cached his id
  const JOHN = { nhs: '9991013008', surname: 'Smith', clinicalId: 'EMIS-5100' };
  await useSimulatedHost(page, { clinicalSystem: 'emisweb', hostVersion: 20, clientVersion: 12 });
  const prefills: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('operationName=PrefillPatientIdCache')) {
      prefills.push((sent.postDataJSON() as { variables: { nhsNumber: string } }).variables.nhsNumber);
    }
  });
  // the inbox prefills the patients it lists
  await signInAtInbox(page, ACCOUNTS.reception);
  await expect.poll(() => prefills.length).toBeGreaterThan(0);
  await page.goto('/full/patients/find-patient');
  await page.getByLabel('NHS number').fill(JOHN.nhs);
  await page.getByLabel('Last name').fill(JOHN.surname);
  const prefilled = page.waitForResponse((response) => response.url().includes('operationName=PrefillPatientIdCache'));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const body = (await (await prefilled).json()) as { data: { prefillPatientIdCache: { found: boolean } } };
  expect(body.data.prefillPatientIdCache.found).toBe(true);

  // the server now holds the clinical id for attaching without a host lookup
  const token = await apiToken(request, ACCOUNTS.reception);
  const cached = await request.post('/api/clinical/graphql?operationName=Cached', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      operationName: 'Cached',
      query:
        'query Cached($n: String!) { cachedClinicalPatientId(nhsNumber: $n, wcmsId: "1001", clinicalSystem: emisweb) { clinicalPatientId } }',
      variables: { n: JOHN.nhs },
    },
  });
  expect(((await cached.json()) as { data: unknown }).data).toEqual({
    cachedClinicalPatientId: { clinicalPatientId: JOHN.clinicalId },
  });

  // searching again shows the same patient without asking again
  const searched = page.waitForResponse((response) => response.url().includes('operationName=SearchPatient'));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await searched;
  await expect(page.getByTestId('patient-result')).toHaveCount(1);
  expect(prefills.filter((nhs) => nhs === JOHN.nhs)).toEqual([JOHN.nhs]);
  // never twice for one patient
  expect(new Set(prefills).size).toBe(prefills.length);
});
