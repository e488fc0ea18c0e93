export { LoginForm } from './ui/login-form';
export { completeSignIn } from './model/sign-in';
export { autoSignIn } from './model/auto-sign-in';
export { serverFieldErrors } from './model/server-errors';
