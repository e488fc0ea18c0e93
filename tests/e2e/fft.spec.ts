import { expect, test, type APIRequestContext } from './support/test';
import { ACCOUNTS, apiToken, gql, latestOutboxMessage } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAt } from './support/session';

const ukToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

async function completedRequest(request: APIRequestContext, type: 'medical' | 'admin', telephone: string) {
  const headers = { authorization: `Bearer ${await apiToken(request, ACCOUNTS.reception)}` };
  const created = await request.post('/api/messages/wcms_id/1001', {
    headers,
    data: {
      telephone,
      patient_nhs_number: '9991000135',
      enquiry_type: type,
      ...(type === 'medical'
        ? {
            medical_problem: 'Back or joint pain',
            custom_answers: [{ question: 'How long have you had this problem?', answer: 'Two days' }],
          }
        : { admin_query: 'Test results' }),
      priority: 'routine',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const done = await request.put(`/api/my/messages/wcms_id/1001/${id}`, { headers, data: { action: 'complete' } });
  expect(done.status()).toBe(200);
}

async function fftAnswers(request: APIRequestContext): Promise<{ answers: number; good: number }> {
  const token = await apiToken(request, ACCOUNTS.manager);
  const result = await gql<{
    report: {
      figures: { key: string; value: number | null }[];
      tables: { key: string; rows: { label: string; value: number }[] }[];
    };
  }>(
    request,
    'query Report($w: ID!, $d: String!) { report(wcmsId: $w, tab: fft, from: $d, to: $d) { figures { key value } tables { key rows { label value } } } }',
    { w: '1001', d: ukToday() },
    token,
  );
  const report = result.data!.report;
  return {
    answers: report.figures.find((f) => f.key === 'answers')?.value ?? 0,
    good: report.tables.find((t) => t.key === 'byAnswer')!.rows.find((r) => r.label === 'good')!.value,
  };
}

test('FFT: the console setting chooses which completed requests invite the patient; the link records one answer the FFT tab counts', async ({
  page,
  request,
  browser,
  allowConsole,
}) => {
  test.setTimeout(120_000);
  // a full page load (page.goto) while the socket is still joining the user's channels logs this on the old page
  allowConsole(/Realtime channel \S+ refused Error: socket has been disconnected/);
  const before = await fftAnswers(request);

  // the manager turns FFT on for medical requests, sent immediately by SMS
  await signInAt(page, ACCOUNTS.manager, '/full/management-console/friends-and-family-test', { wcmsId: 1001 });
  const types = page.getByRole('group', { name: 'Request types that send an invitation' });
  await types.getByRole('checkbox', { name: 'Medical' }).check();
  await expect(types.getByRole('checkbox', { name: 'Admin' })).not.toBeChecked();
  await page.getByRole('radio', { name: 'Immediately' }).check();
  await page.getByRole('radio', { name: 'SMS' }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Friends and Family Test settings saved')).toBeVisible();

  // an admin request (not chosen) invites nobody; a medical one is invited
  await completedRequest(request, 'admin', '07700 900181');
  await completedRequest(request, 'medical', '07700 900182');
  let link = '';
  await expect
    .poll(
      async () => {
        const sms = await latestOutboxMessage(request, '07700900182');
        link = /https?:\/\/\S+\/consult\/fft\/[A-Za-z0-9_-]+/.exec(sms?.body ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  expect((await latestOutboxMessage(request, '07700900181'))?.body ?? '').not.toContain('/consult/fft/');

  // the patient answers on the bare page, without signing in
  const patientContext = await browser.newContext();
  const patient = await patientContext.newPage();
  await patient.goto(new URL(new URL(link).pathname, page.url()).toString());
  await expect(patient.getByRole('heading', { name: 'Friends and Family Test' })).toBeVisible();
  await patient.getByRole('button', { name: 'Send answer' }).click();
  await expect(patient.getByText('Choose one answer.')).toBeVisible();
  await patient.getByRole('radio', { name: 'Good', exact: true }).check();
  await patient.getByLabel('Please can you tell us why you gave your answer? (optional)').fill('Quick and kind');
  await expectNoAxeViolations(patient);
  await patient.getByRole('button', { name: 'Send answer' }).click();
  await expect(patient.getByText('Thank you for your answer.')).toBeVisible();
  await patient.reload();
  await expect(patient.getByText('You have already answered this survey. Thank you.')).toBeVisible();
  await patientContext.close();

  // the FFT tab counts it
  const after = await fftAnswers(request);
  expect(after).toEqual({ answers: before.answers + 1, good: before.good + 1 });
  await page.goto(`/full/management-console/reports?tab=fft&from=${ukToday()}&to=${ukToday()}`);
  const table = page.getByRole('table', { name: 'Answers by category: Data table' });
  await expect(table.getByRole('row', { name: /^Good/ }).getByRole('cell').first()).toHaveText(String(after.good));
  await page.getByLabel('Search comments').fill('kind');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Quick and kind')).toBeVisible();
  await expect(page).toHaveURL(/q=kind/);
});
