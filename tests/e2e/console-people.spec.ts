import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { signInAt, signInAtInbox } from './support/session';

const GROUP = 'Home visits e2e';

async function setReceptionAccess(manager: Page, level: string) {
  await manager.goto('/full/management-console/staff');
  await manager.getByRole('button', { name: 'Edit Tom Hughes' }).click();
  const dialog = manager.getByRole('dialog', { name: 'Edit Tom Hughes' });
  await dialog.getByLabel('Console access').selectOption({ label: level });
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(manager.getByText('Staff member saved.')).toBeVisible();
  await manager.keyboard.press('Escape');
}

test('the manager runs People and access; reception’s console access follows their level', async ({
  page: manager,
  browser,
}) => {
  test.setTimeout(240_000);
  // the manager opens the console from the Settings menu
  await signInAtInbox(manager, ACCOUNTS.manager, { wcmsId: 1001 });
  await manager.getByRole('button', { name: 'Settings' }).click();
  await manager.getByRole('menuitem', { name: 'Management console' }).click();
  await expect(manager).toHaveURL(/\/full\/management-console$/);
  await expect(manager.getByRole('heading', { name: 'Management console', level: 1 })).toBeVisible();
  await expect(manager.getByText('Your console access here: Advanced')).toBeVisible();
  await expect(manager.getByRole('heading', { name: 'People and access' })).toBeVisible();
  await expectNoAxeViolations(manager);

  // creates a group
  await manager.getByRole('link', { name: 'Groups' }).click();
  await expect(manager).toHaveURL(/\/full\/management-console\/groups$/);
  await manager.getByLabel('New group name').fill(GROUP);
  await manager.getByRole('button', { name: 'Create group' }).click();
  await expect(manager.getByRole('cell', { name: GROUP, exact: true })).toBeVisible();
  await expectNoAxeViolations(manager);
  // a reload keeps the panel
  await manager.reload();
  await expect(manager.getByRole('cell', { name: GROUP, exact: true })).toBeVisible();

  // with console access none, reception cannot use the console
  await expect(manager.getByRole('link', { name: 'Staff' })).toBeVisible();
  await setReceptionAccess(manager, 'None');
  await expectNoAxeViolations(manager);
  const receptionContext = await browser.newContext();
  const reception = await receptionContext.newPage();
  await signInAt(reception, ACCOUNTS.reception, '/full/management-console/groups');
  await expect(reception.getByRole('alert')).toContainText('You have not been given access to the management console');

  // the manager gives reception basic access
  await setReceptionAccess(manager, 'Basic settings only');
  await reception.reload();
  await expect(reception.getByRole('cell', { name: GROUP, exact: true })).toBeVisible();
  await expectNoAxeViolations(reception);

  // reception opening an advanced area sees the refusal
  await reception.getByRole('link', { name: 'Staff' }).click();
  await expect(reception.getByRole('alert')).toContainText('You have not been given access to advanced settings');
  await expectNoAxeViolations(reception);

  // reception assigns a request to the new group, offered at once in the Assign menu
  await reception.goto('/full/request/2/full');
  await reception.getByRole('button', { name: 'Assign', exact: true }).click();
  const assign = reception.getByRole('dialog');
  await assign.getByLabel('Assign to').selectOption({ label: GROUP });
  await assign.getByRole('button', { name: 'Save' }).click();
  await expect(reception.getByText(`Assigned to ${GROUP} by Tom Hughes.`)).toBeVisible();
  await receptionContext.close();

  // the manager shares Reception with Hillview…
  await manager.goto('/full/management-console/groups');
  await manager.getByRole('button', { name: 'Edit Reception' }).click();
  const edit = manager.getByRole('dialog', { name: 'Edit group Reception' });
  await edit.getByRole('checkbox', { name: 'Hillview Surgery' }).check();
  await edit.getByRole('button', { name: 'Save sharing' }).click();
  await expect(edit.getByText('Shared with: Hillview Surgery.')).toBeVisible();
  await expectNoAxeViolations(manager);
  await manager.keyboard.press('Escape');

  // …and, as a Hillview member (switching without leaving the console), sees it with restricted view
  // the console's own switcher (the top bar has one too)
  await manager.getByRole('combobox', { name: 'Organisation' }).last().click();
  await manager.getByRole('option', { name: /Hillview Surgery/ }).click();
  await expect(manager).toHaveURL(/\/full\/management-console\/groups$/);
  const shared = manager.getByRole('row').filter({ hasText: 'Shared by Riverside Medical Centre (restricted view)' });
  await expect(shared).toContainText('Reception');
  await expect(shared.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(manager);
});
