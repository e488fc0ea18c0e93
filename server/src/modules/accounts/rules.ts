// Account validation rules of spec §5, shared by the REST and GraphQL operations.
import { domainList, onStaffDomain, staffEmailDomains } from '@contracts/rules/staff-email.js';
import { PASSWORD_MAX_LENGTH } from '../../auth/password.js';

export const PASSWORD_MIN_LENGTH = 12;

export const ACCOUNT_MESSAGES = {
  passwordTooShort: 'Your password must be at least 12 characters.',
  passwordTooLong: 'Your password must be 1024 characters or fewer.',
  passwordMismatch: 'The passwords do not match.',
  forenameRequired: 'Enter your first name.',
  surnameRequired: 'Enter your last name.',
  userExists: 'An account with this email address already exists.',
  registrationLinkExpired: 'This link has expired. Ask your practice manager for a new one.',
  resetLinkExpired: 'This link has expired. Request a new one.',
} as const;

export function staffEmailMessage(staffEmailHost: string): string {
  return `Enter an email address ending in ${domainList(staffEmailDomains(staffEmailHost))}`;
}

/** True when the address's domain is one of the staff domains or a subdomain of one. */
export function isStaffEmail(email: string, staffEmailHost: string): boolean {
  return onStaffDomain(email, staffEmailDomains(staffEmailHost));
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Per-field messages for a new password, empty when it is acceptable. */
export function passwordErrors(password: string, confirmation: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (password.length < PASSWORD_MIN_LENGTH) errors.password = ACCOUNT_MESSAGES.passwordTooShort;
  else if (password.length > PASSWORD_MAX_LENGTH) errors.password = ACCOUNT_MESSAGES.passwordTooLong;
  if (password !== confirmation) errors.passwordConfirmation = ACCOUNT_MESSAGES.passwordMismatch;
  return errors;
}
