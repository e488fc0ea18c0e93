// Console Staff validation (spec §5: staff email valid and display name required), shared by every staff call.
import { isStaffEmail, normaliseEmail, staffEmailMessage } from '../accounts/index.js';

export const STAFF_MESSAGES = {
  emailInvalid: 'Enter a valid email address.',
  displayNameRequired: 'Enter a display name.',
  displayNameTooLong: 'The display name must be 100 characters or fewer.',
  alreadyMember: 'This person is already on the staff list.',
  notMember: 'That person is not on this organisation’s staff list.',
  cannotDeleteSelf: 'You cannot delete your own staff account.',
  superOnly: 'Only someone with super console access can give super access.',
  higherThanYours: 'You cannot change the console access of someone with more access than you.',
  restricted: 'This staff member is shared with you with restricted view and cannot be changed here.',
} as const;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Per-field messages for an invitation, empty when it is acceptable. */
export function inviteErrors(input: { email: string; displayName: string }, staffEmailHost: string) {
  const errors: Record<string, string> = {};
  const email = normaliseEmail(input.email);
  if (!EMAIL_SHAPE.test(email) || email.length > 254) errors.email = STAFF_MESSAGES.emailInvalid;
  else if (!isStaffEmail(email, staffEmailHost)) errors.email = staffEmailMessage(staffEmailHost);
  Object.assign(errors, displayNameErrors(input.displayName));
  return errors;
}

export function displayNameErrors(displayName: string): Record<string, string> {
  const name = displayName.trim();
  if (!name) return { displayName: STAFF_MESSAGES.displayNameRequired };
  if (name.length > 100) return { displayName: STAFF_MESSAGES.displayNameTooLong };
  return {};
}
