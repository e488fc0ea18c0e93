import { t } from '@/shared/i18n';

// Plain functions, not a schema library: /login must stay within its JavaScript budget (ARCHITECTURE §8), and two
// required fields need no more. The server checks the same again.

export type Credentials = { username: string; password: string };
export type CodeInput = { code: string };
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** Email address and password are required; the email address is sent trimmed. */
export function validateCredentials(values: Credentials): { values: Credentials; errors: FieldErrors<Credentials> } {
  const username = values.username.trim();
  const errors: FieldErrors<Credentials> = {};
  if (!username) errors.username = t('auth.login.emailRequired');
  if (!values.password) errors.password = t('auth.login.passwordRequired');
  return { values: { username, password: values.password }, errors };
}

/** The code is required; spaces people type when copying a grouped code are the server's to ignore. */
export function validateCode(values: CodeInput): { values: CodeInput; errors: FieldErrors<CodeInput> } {
  const code = values.code.trim();
  return { values: { code }, errors: code ? {} : { code: t('auth.twoFactor.codeRequired') } };
}
