export { LoginForm } from './ui/login-form';
export type { LoginFormProps } from './ui/login-form';
export { completeSignIn } from './model/sign-in';
export type { CompleteSignInOptions } from './model/sign-in';
export { autoSignIn, storedAutoSignInGuid } from './model/auto-sign-in';
export { serverFieldErrors } from './model/server-errors';
export { signInAudit } from './api/login';
