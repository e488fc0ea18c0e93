import { ACCOUNTS, apiToken } from './support/api';
import { signInAt, signInAtInbox } from './support/session';
import { expect, test, type APIRequestContext } from './support/test';

// Demo patients of the test-variant clinical system; a mobile ending 000 fails in the embedded gateway
const SOPHIE = { nhs_number: '9991000526', forename: 'Sophie', surname: 'Turner', mobile: '07700900128' };
const FAILING = { nhs_number: '9991000399', forename: 'George', surname: 'Patel', mobile: '07700900000' };

async function createViaApi(request: APIRequestContext, recipients: object[]): Promise<number> {
  const token = await apiToken(request, ACCOUNTS.reception);
  const response = await request.post('/api/outbound/wcms_id/1001', {
    data: { channel: 'sms', body: `Live states ${Date.now()}`, recipients },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test('delivery states update without Refresh, and Cancel goes once every recipient is final', async ({
  page,
  request,
}) => {
  await signInAtInbox(page, ACCOUNTS.reception);
  const id = await createViaApi(request, [SOPHIE]);
  await page.goto(`/full/outbound/list?id=${id}`);
  const detail = page.getByTestId('outbound-detail');
  await expect(detail).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel message' })).toBeVisible();
  // the embedded gateway delivers in about 6 s; the list is otherwise fetched only every 60 s
  await expect(detail).toHaveAttribute('data-state', 'delivered', { timeout: 15_000 });
  await expect(detail.getByTestId('outbound-recipient')).toContainText('Delivered');
  await expect(page.getByRole('button', { name: 'Cancel message' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Resend to failed' })).toHaveCount(0);
});

test('a message that failed for some recipients is sent again to those only', async ({ page, request }) => {
  await signInAtInbox(page, ACCOUNTS.reception);
  const id = await createViaApi(request, [SOPHIE, FAILING]);
  await page.goto(`/full/outbound/list?id=${id}`);
  const detail = page.getByTestId('outbound-detail');
  await expect(detail).toHaveAttribute('data-state', 'partial', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Resend to failed' }).click();
  await expect(page.getByText('Sent again to 1 recipient(s) it failed for')).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`id=${id}(&|$)`));
  await expect(detail.getByTestId('outbound-recipient')).toHaveCount(1);
  await expect(detail.getByTestId('outbound-recipient')).toContainText(FAILING.mobile);
});

test('a CSV with a repeated row reports it in the preview and sends that patient one message', async ({ page }) => {
  await signInAt(page, ACCOUNTS.reception, '/full/outbound/list?compose=csv');
  const row = `${SOPHIE.nhs_number},${SOPHIE.mobile},${SOPHIE.forename},${SOPHIE.surname}`;
  const csv = ['nhs_number,mobile,forename,surname', row, row, ''].join('\n');
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'recipients.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByTestId('csv-summary')).toHaveText(
    '1 recipients can be sent to; 0 rows have problems and will be left out',
  );
  await expect(page.getByTestId('csv-duplicate-row')).toHaveText(
    'Row 3 repeats row 2 (same NHS number and mobile number)',
  );
  await page.getByLabel('Message', { exact: true }).fill('Your flu vaccination is due.');
  await page.getByRole('button', { name: 'Send to 1 recipients' }).click();
  await page.getByRole('button', { name: 'Yes, send' }).click();
  const detail = page.getByTestId('outbound-detail');
  await expect(detail).toBeVisible();
  await expect(detail.getByTestId('outbound-recipient')).toHaveCount(1);
});
