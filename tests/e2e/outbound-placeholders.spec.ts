import { expect, test } from './support/test';
import { ACCOUNTS, apiToken, latestOutboxMessage } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAt } from './support/session';

// issue 16 and issue 23 item 9: a template chosen for a CSV send becomes real, editable text, and each recipient
// gets their own first name (filled per recipient by the server, previewed by the same rule).
test('a CSV send with a template: real editable text, a per-recipient preview, and each patient named in their SMS', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, ACCOUNTS.reception);
  const name = `Flu clinic ${Date.now()}`;
  const created = await request.post('/api/outbound-templates/wcms_id/1001', {
    data: { name, body: 'Dear [patient first name], [practice name] has flu jabs on Saturday.' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signInAt(page, ACCOUNTS.reception, '/full/outbound/list?compose=csv');
  const csv = [
    'nhs_number,mobile,forename,surname',
    '9434765919,07700900731,Ellie,Morgan',
    '9991000003,07700900732,Arthur,Price',
  ].join('\n');
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'flu.csv', mimeType: 'text/csv', buffer: Buffer.from(csv + '\n') });
  await expect(page.getByTestId('csv-summary')).toContainText('2 recipients can be sent to');

  await page.getByLabel('Template', { exact: true }).selectOption({ label: name });
  const message = page.getByLabel('Message', { exact: true });
  // real text (not a grey placeholder): the practice is filled, the patient's name is filled per recipient
  await expect(message).toHaveValue('Dear [patient first name], Riverside Medical Centre has flu jabs on Saturday.');
  await expect(message).not.toHaveAttribute('placeholder', /.+/);
  const preview = page.getByTestId('outbound-preview');
  await expect(preview.nth(0)).toContainText('To Ellie Morgan');
  await expect(preview.nth(0)).toContainText('Dear Ellie, Riverside Medical Centre has flu jabs on Saturday.');
  await expect(preview.nth(1)).toContainText('Dear Arthur, Riverside Medical Centre has flu jabs on Saturday.');

  // editable: what is typed is what is sent, and the preview follows it
  await message.press('End');
  await message.pressSequentially(' Bring your NHS number.');
  await expect(preview.nth(1)).toContainText(
    'Dear Arthur, Riverside Medical Centre has flu jabs on Saturday. Bring your NHS number.',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Send to 2 recipients' }).click();
  await page.getByRole('button', { name: 'Yes, send' }).click();
  await expect(page.getByTestId('outbound-detail')).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => (await latestOutboxMessage(request, '07700900731'))?.body)
    .toBe('Dear Ellie, Riverside Medical Centre has flu jabs on Saturday. Bring your NHS number.');
  await expect
    .poll(async () => (await latestOutboxMessage(request, '07700900732'))?.body)
    .toBe('Dear Arthur, Riverside Medical Centre has flu jabs on Saturday. Bring your NHS number.');
});
