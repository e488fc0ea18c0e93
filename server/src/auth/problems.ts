import { HttpProblem } from '../errors.js';

// The sign-in and account errors of spec §8, each with its HTTP status (REST) and stable code (both APIs).
export const AUTH_MESSAGES = {
  INVALID_CREDENTIALS: 'Invalid email address or password.',
  INVALID_CREDENTIALS_LAST_ATTEMPT:
    'Invalid email address or password. One more wrong password will lock the account; if you have forgotten it, reset your password instead.',
  ACCOUNT_LOCKED: 'Your account has been locked after three failed sign-in attempts. Reset your password to unlock it.',
  RATE_LIMITED: 'Too many login attempts. Please try again in one minute.',
  NO_SERVICE_ACCESS: 'Your account does not have access to this service',
  TWO_FACTOR_INVALID: 'The code is not correct.',
  TWO_FACTOR_EXPIRED: 'The code has expired. Sign in again to get a new code.',
  TWO_FACTOR_MISMATCH: 'That code is for a different sign-in method.',
  REFRESH_FAILED: 'Refresh Failed',
} as const;

export const invalidCredentials = (lastAttempt = false) =>
  new HttpProblem(
    401,
    lastAttempt ? AUTH_MESSAGES.INVALID_CREDENTIALS_LAST_ATTEMPT : AUTH_MESSAGES.INVALID_CREDENTIALS,
    'INVALID_CREDENTIALS',
  );
export const accountLocked = () => new HttpProblem(423, AUTH_MESSAGES.ACCOUNT_LOCKED, 'ACCOUNT_LOCKED');
export const rateLimited = () => new HttpProblem(429, AUTH_MESSAGES.RATE_LIMITED, 'RATE_LIMITED');
export const noServiceAccess = () => new HttpProblem(403, AUTH_MESSAGES.NO_SERVICE_ACCESS, 'NO_SERVICE_ACCESS');
export const twoFactorInvalid = () => new HttpProblem(401, AUTH_MESSAGES.TWO_FACTOR_INVALID, 'TWO_FACTOR_INVALID');
export const twoFactorExpired = () => new HttpProblem(401, AUTH_MESSAGES.TWO_FACTOR_EXPIRED, 'TWO_FACTOR_EXPIRED');
export const twoFactorMismatch = () => new HttpProblem(400, AUTH_MESSAGES.TWO_FACTOR_MISMATCH, 'TWO_FACTOR_MISMATCH');
export const refreshFailed = () => new HttpProblem(401, AUTH_MESSAGES.REFRESH_FAILED, 'REFRESH_FAILED');

/** A failed form validation: the first message is the problem's message, every field keeps its own. */
export function validationFailed(fields: Record<string, string>): HttpProblem {
  const first = Object.values(fields)[0] ?? 'The request is not valid.';
  return new HttpProblem(400, first, 'VALIDATION_FAILED', fields);
}
