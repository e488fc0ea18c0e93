import { signIn } from './support/session';
import { expect, test } from './support/test';

test('an unknown account answers like a real one: a warning before the last attempt, then locked with the way to unlock', async ({
  page,
  allowConsole,
}) => {
  // the server answers each wrong password 401 and the lock 423: Chromium logs those responses
  allowConsole(/status of 401 \(Unauthorized\)|status of 423/);
  const email = `nobody-${Date.now()}@riverside.nhs.uk`;
  const error = page.getByTestId('login-error');
  await signIn(page, email, 'wrong-password-1');
  await expect(error).toContainText('Invalid email address or password.');
  await expect(error).not.toContainText('One more wrong password');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password-2');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(error).toContainText('One more wrong password will lock the account');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password-3');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(error).toContainText(
    'Your account has been locked after three failed sign-in attempts. Reset your password to unlock it.',
  );
  await expect(error.getByRole('link')).toHaveAttribute('href', /forgotten-password/);
});
