import { expect, test, type APIRequestContext } from './support/test';
import { ACCOUNTS, apiToken } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAt } from './support/session';

const SOPHIE = { nhs: '9991000526', surname: 'Turner' };

/** A Riverside request the clinician may open, with its patient's name (from the real API). */
async function someRequest(request: APIRequestContext): Promise<{ id: number; patientName: string }> {
  const headers = { authorization: `Bearer ${await apiToken(request, ACCOUNTS.clinician)}` };
  const list = await request.get('/api/my/messages/wcms_id/1001?pool_id=0&page_size=20', { headers });
  const messages = (await list.json())._embedded.messages as { id: number }[];
  for (const { id } of messages) {
    const detail = await request.get(`/api/my/messages/wcms_id/1001/${id}`, { headers });
    if (!detail.ok()) continue;
    const body = (await detail.json()) as { patient?: { name?: string } };
    if (body.patient?.name && /^\S+\s+\S+/.test(body.patient.name)) {
      return { id, patientName: body.patient.name };
    }
  }
  throw new Error('no request with a patient name');
}

test('a clinician creates a personal template and inserts it into a request note with its placeholders filled', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const target = await someRequest(request);
  const firstName = target.patientName.trim().split(/\s+/)[0]!;

  await signInAt(page, ACCOUNTS.clinician, '/user-account/personal-templates');
  await expect(page.getByRole('heading', { name: 'Personal templates', level: 1 })).toBeVisible();
  await expect(page.getByText('No templates yet.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'New template' }).click();
  const dialog = page.getByRole('dialog', { name: 'New template' });
  await dialog.getByLabel('Template name').fill('Results normal');
  // an unknown placeholder is refused before saving, and the text stays
  await dialog.getByLabel('Template text').fill('Dear [patient surname], your results are normal.');
  await dialog.getByRole('button', { name: 'Create template' }).click();
  await expect(
    dialog.getByText('Use only the placeholders [patient first name], [practice name] and [staff name].'),
  ).toBeVisible();
  await dialog
    .getByLabel('Template text')
    .fill('Dear [patient first name], your results are normal. [staff name], [practice name]');
  await dialog.getByRole('button', { name: 'Create template' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: 'Results normal', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/full/request/${target.id}/full`);
  await page.getByRole('button', { name: 'Insert template' }).click();
  const search = page.getByRole('combobox', { name: 'Search templates' });
  await expect(search).toBeFocused();
  await expect(page.getByRole('option', { name: /Results normal/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.type('results');
  await page.keyboard.press('Enter');
  const expected = `Dear ${firstName}, your results are normal. Priya Shah, Riverside Medical Centre`;
  await expect(page.getByLabel('Add a note')).toHaveValue(expected);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByTestId('request-thread')).toContainText(expected);
});

test('an organisation template from the console is offered in the outbound composer and counted as SMS', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAt(page, ACCOUNTS.reception, '/full/management-console/organisation-templates');
  await expect(page.getByRole('heading', { name: 'Organisation templates' })).toBeVisible();
  await expectNoAxeViolations(page);
  // a name of its own: other journeys add 'Flu clinic …' templates too, and a retry must not meet its first try's
  const name = `Flu clinic ${Date.now()}`;
  await page.getByRole('button', { name: 'New template' }).click();
  const dialog = page.getByRole('dialog', { name: 'New template' });
  await dialog.getByLabel('Template name').fill(name);
  await dialog.getByLabel('Template text').fill('Hello [patient first name], [practice name] has a flu clinic.');
  await dialog.getByRole('button', { name: 'Create template' }).click();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

  await page.goto('/full/outbound/list');
  await page.getByRole('button', { name: 'New message' }).click();
  await page.getByLabel('NHS number').fill(SOPHIE.nhs);
  await page.getByLabel('Last name').fill(SOPHIE.surname);
  await page
    .getByRole('form', { name: 'New outbound message' })
    .getByRole('button', { name: 'Search', exact: true })
    .click();
  await page.getByRole('button', { name: /^Choose Sophie Turner/ }).click();
  await page.getByRole('button', { name: 'Insert template' }).click();
  await page.keyboard.type(name);
  // the list loads when the picker opens: Enter inserts the highlighted template once it is there
  await expect(page.getByRole('listbox', { name: 'Templates' }).getByRole('option', { name: name })).toBeVisible();
  await page.keyboard.press('Enter');
  const text = 'Hello Sophie, Riverside Medical Centre has a flu clinic.';
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(text);
  await expect(page.getByTestId('fragment-counter')).toHaveText(`${text.length} characters, 1 SMS (GSM-7)`);
  await expectNoAxeViolations(page);
});
