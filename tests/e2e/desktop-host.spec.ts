import { expect, test } from './support/test';
import { ACCOUNTS, apiToken, gql } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAt, signInAtInbox } from './support/session';
import {
  selectSimulatedPatient,
  setSimulatedConnection,
  simulatedHostState,
  useSimulatedHost,
} from './support/desktop-host';

test.describe('desktop host (simulated EMIS Web)', () => {
  test('the connection badge walks through its states', async ({ page }) => {
    await useSimulatedHost(page, {
      clinicalSystem: 'emisweb',
      hostVersion: 20,
      clientVersion: 10,
      connectionStatus: 'Connecting',
    });
    await signInAtInbox(page, ACCOUNTS.clinician);
    const badge = page.getByTestId('connection-badge');
    await expect(badge).toHaveText('connecting');
    await expectNoAxeViolations(page);
    await setSimulatedConnection(page, 'Connected');
    await expect(badge).toHaveText('connected');
    await expect(badge).toHaveAccessibleName('Clinical system connection: connected');
    await setSimulatedConnection(page, 'Disabled');
    await expect(badge).toHaveText('Disabled');
    await setSimulatedConnection(page, 'Disconnected');
    await expect(badge).toHaveText('Disconnected');
    await expectNoAxeViolations(page);
    await setSimulatedConnection(page, 'NotExpected');
    await expect(badge).toBeHidden();
  });

  test('a desktop client below version 10 shows no badge', async ({ page }) => {
    await useSimulatedHost(page, { clinicalSystem: 'emisweb', hostVersion: 20, clientVersion: 9 });
    await signInAtInbox(page, ACCOUNTS.clinician);
    await expect(page.getByRole('heading', { name: 'Requests', level: 1 })).toBeVisible();
    await expect(page.getByTestId('connection-badge')).toHaveCount(0);
  });

  test('selecting a patient in EMIS Web updates the current patient within 5 s', async ({ page }) => {
    await useSimulatedHost(page, { clinicalSystem: 'emisweb', hostVersion: 20, clientVersion: 10 });
    await signInAt(page, ACCOUNTS.clinician, '/current-patient');
    await expect(page.getByRole('heading', { name: 'Current patient', level: 1 })).toBeVisible();
    // none selected: the EMIS Web error becomes the localized no-active-patient message
    await expect(
      page.getByText('No patient is open in the clinical system. Open the patient and try again.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await selectSimulatedPatient(page, 'EMIS-5000');
    await expect(page.getByTestId('current-patient')).toContainText('Eleanor Whitfield', { timeout: 5_500 });
    await expect(page.getByTestId('current-patient')).toContainText('9991000003');
    await selectSimulatedPatient(page, 'EMIS-5001');
    await expect(page.getByTestId('current-patient')).toContainText('Oliver Bennett', { timeout: 5_500 });
    await expectNoAxeViolations(page);

    // the video route continues with the selected patient
    await page.goto('/current-patient?route=start-video&new=true');
    await expect(page).toHaveURL(/\/start-video\?new=true$/);
    const selected = await page.evaluate(() => JSON.parse(localStorage.getItem('selected_patient') ?? 'null'));
    expect(selected).toMatchObject({ ID: 'EMIS-5001', Surname: 'Bennett' });
  });

  test('host version 19 shows no minimise; version 20 does', async ({ browser }) => {
    for (const hostVersion of [19, 20]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await useSimulatedHost(page, { clinicalSystem: 'emisweb', hostVersion, clientVersion: 10 });
      await signInAt(page, ACCOUNTS.clinician, '/current-patient');
      await expect(page.getByRole('button', { name: 'Close window' })).toBeVisible();
      const minimise = page.getByRole('button', { name: 'Minimise' });
      if (hostVersion === 19) {
        await expect(minimise).toHaveCount(0);
      } else {
        await minimise.click();
        await expect.poll(async () => (await simulatedHostState(page)).minimised).toBe(1);
      }
      await context.close();
    }
  });

  test('the toolbar shows the current patient and opens the desktop', async ({ page }) => {
    await useSimulatedHost(page, { clinicalSystem: 'emisweb', hostVersion: 20, clientVersion: 10 });
    await signInAtInbox(page, ACCOUNTS.clinician);
    await selectSimulatedPatient(page, 'EMIS-5002');
    await page.goto('/toolbar');
    await expect(page.getByRole('heading', { name: 'Carebridge toolbar' })).toBeVisible();
    await expect(page.getByTestId('toolbar-patient')).toContainText('Amara Okoye', { timeout: 5_500 });
    await expect.poll(async () => (await simulatedHostState(page)).toolbarWidth).toBe(245);
    await expect(page.getByTestId('connection-badge')).toHaveCount(1);
    await expect(page.getByTestId('connection-badge')).toHaveText('connected');
    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Open Carebridge' }).click();
    await expect((await opened).getByRole('heading', { name: 'Requests', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('every host call appears in the transaction log', async ({ page, request }) => {
    const since = new Date().toISOString();
    await useSimulatedHost(page, { clinicalSystem: 'emisweb', hostVersion: 20, clientVersion: 10 });
    await signInAtInbox(page, ACCOUNTS.clinician);
    await selectSimulatedPatient(page, 'EMIS-5003');
    await page.goto('/current-patient');
    await expect(page.getByTestId('current-patient')).toContainText('George Patel', { timeout: 5_500 });
    await page.getByRole('button', { name: 'Patient record' }).click();
    await expect(page.getByRole('heading', { name: 'Patient record', level: 1 })).toBeVisible();

    const token = await apiToken(request, ACCOUNTS.manager);
    await expect
      .poll(
        async () => {
          const result = await gql<{ transactionLog: { method: string; success: boolean; createdAt: string }[] }>(
            request,
            'query TransactionLog($w: ID!) { transactionLog(wcmsId: $w, first: 500) { method success createdAt } }',
            { w: '1001' },
            token,
          );
          return [
            ...new Set((result.data?.transactionLog ?? []).filter((e) => e.createdAt >= since).map((e) => e.method)),
          ].sort();
        },
        { timeout: 10_000 },
      )
      .toEqual(
        expect.arrayContaining([
          'GetClinicalConnectionStatus',
          'GetCurrentPatientId',
          'PatientAttachmentList',
          'Version',
          'browserInfo',
          'currentPatient',
        ]),
      );
  });
});
