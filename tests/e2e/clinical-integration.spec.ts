import { expect, test } from './support/test';
import { ACCOUNTS } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAt } from './support/session';

const PASSWORD = `Server-pass-${Date.now()}`;
const API_PASSWORD = `Api-pass-${Date.now()}`;

test('a server password saved in the console never comes back to the browser', async ({ page }) => {
  test.setTimeout(90_000);
  // every response body the browser receives, to search for the secrets afterwards
  const bodies: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/'))
      void response.text().then(
        (text) => bodies.push(text),
        () => {},
      );
  });

  await signInAt(page, ACCOUNTS.manager, '/full/management-console/clinical-integration', { wcmsId: 1001 });
  await expect(page.getByRole('heading', { name: 'Server details' })).toBeVisible();
  await expectNoAxeViolations(page);

  for (const [label, value] of [
    ['IP address', '10.0.0.12'],
    ['Database', 'VISION'],
    ['Gateway host', 'gateway.riverside.local'],
    ['Port', '1433'],
    ['Server', 'SQL01'],
    ['Site code', 'RIV01'],
    ['Username', 'carebridge'],
    ['Password', PASSWORD],
    ['API password', API_PASSWORD],
  ] as const) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Server details saved')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

  await page.reload();
  await expect(page.getByLabel('IP address')).toHaveValue('10.0.0.12');
  await expect(page.getByText(/A value is set/)).toHaveCount(2);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expectNoAxeViolations(page);

  await expect.poll(() => bodies.length).toBeGreaterThan(0);
  const everything = bodies.join('\n');
  expect(everything).not.toContain(PASSWORD);
  expect(everything).not.toContain(API_PASSWORD);
});
