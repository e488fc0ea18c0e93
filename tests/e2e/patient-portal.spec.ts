import { expect, test } from './support/test';
import { ACCOUNTS } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAt } from './support/session';

test('a manager adds a portal category and service, and a guest sees them on the practice’s page on a phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAt(page, ACCOUNTS.manager, '/full/management-console/patient-portal', { wcmsId: 1001 });
  await expect(page.getByRole('heading', { name: 'Patient portal' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText('Enter category')).toBeVisible();
  await page.getByLabel('New category').fill('Medicines');
  await page.getByRole('button', { name: 'Add category' }).click();
  // the first category saved before the second is typed (the form empties itself once a save lands)
  await expect(page.getByRole('heading', { name: 'Medicines', level: 3 })).toBeVisible();
  await expect(page.getByLabel('New category')).toHaveValue('');
  await page.getByLabel('New category').fill('Appointments');
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByRole('heading', { name: 'Appointments', level: 3 })).toBeVisible();
  // keyboard reorder: Appointments first
  await page.getByRole('button', { name: 'Move Appointments up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText('Appointments');

  await page.getByRole('button', { name: 'Add service to Medicines' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill('Repeat prescriptions');
  await dialog.getByLabel('Subtext').fill('Order your usual medicines');
  await dialog.getByLabel('Link').fill('riverside.example.nhs.uk/repeats');
  await dialog.getByLabel('Service information').fill('Allow two working days.');
  await dialog.getByRole('button', { name: 'Save service' }).click();
  await expect(dialog.getByText('Enter a valid link, starting with http:// or https://')).toBeVisible();
  await dialog.getByLabel('Link').fill('https://riverside.example.nhs.uk/repeats');
  await dialog.getByRole('button', { name: 'Save service' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Add service to Medicines' }).click();
  await dialog.getByLabel('Title').fill('Your medical record');
  await dialog.getByLabel('Link').fill('https://riverside.example.nhs.uk/record');
  await dialog.getByLabel('Logged-in patients only').check();
  await dialog.getByLabel('Service information').fill('See your record after signing in.');
  await dialog.getByRole('button', { name: 'Save service' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('checkbox', { name: 'Sore throat' }).check();
  await page.getByRole('button', { name: 'Save pharmacy conditions' }).click();
  await expect(page.getByText('Pharmacy conditions saved')).toBeVisible();
  await expectNoAxeViolations(page);

  // a guest on a phone
  const guest = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await guest.newPage();
  await phone.goto('/consult/portal/1001');
  await expect(phone.getByRole('heading', { name: 'Riverside Medical Centre', level: 1 })).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Medicines', level: 2 })).toBeVisible();
  await expect(phone.getByRole('link', { name: 'Repeat prescriptions' })).toHaveAttribute(
    'href',
    'https://riverside.example.nhs.uk/repeats',
  );
  await expect(phone.getByText('Order your usual medicines')).toBeVisible();
  // logged-in only: hidden from a guest; an empty category is not shown
  await expect(phone.getByText('Your medical record')).toHaveCount(0);
  await expect(phone.getByText('Sign in to Carebridge Consult to see 1 more services.')).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Appointments' })).toHaveCount(0);
  await expect(phone.getByText('Sore throat')).toBeVisible();
  await expect(phone.getByRole('link', { name: 'Find a pharmacy and book' })).toHaveAttribute('href', /^https:\/\//);
  // no sideways scrolling on a phone
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(phone);
  await guest.close();
});
