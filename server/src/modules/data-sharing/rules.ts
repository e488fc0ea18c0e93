/* The rules are shared with the browser (schema/rules/data-sharing.ts); the wording is the server's own. */
export {
  agreementActionAllowed,
  crossOrganisationFailure,
  overrideReasonProblem,
  OVERRIDE_REASON_MAX_LENGTH,
  type AgreementSide,
  type AgreementStatus,
  type CareNavigationFailure,
} from '@contracts/rules/data-sharing.js';

/** Data sharing agreements and care navigation to another organisation (spec §4), as callers read them. */
export const DATA_SHARING_MESSAGES = {
  recipientRequired: 'Enter the id of the organisation to share requests with',
  agreementExists: 'There is already a proposed or accepted agreement with this organisation',
  agreementNotFound: 'Data sharing agreement not found',
  notRecipient: 'Only the organisation the agreement was proposed to can accept or refuse it',
  notProposed: 'This agreement has already been accepted, refused or ended',
  alreadyEnded: 'This agreement has already been refused or ended',
  groupNotFound: 'Choose a group another organisation shares with yours',
  overrideReasonRequired: 'Give a reason to override the patient’s sharing denial',
  overrideReasonTooLong: 'Enter a reason of 500 characters or fewer',
  failures: {
    destinationDeleted: (org: string, group: string) =>
      `${group} at ${org} has been deleted. The request stays where it is: choose another group.`,
    accessRevoked: (org: string) =>
      `Access to ${org} has been revoked: the data sharing agreement has ended or was refused. The request stays where it is.`,
    noAgreement: (org: string) =>
      `There is no accepted data sharing agreement with ${org}. The request stays where it is: propose one in the management console.`,
    organisationOffConsult: (org: string) =>
      `${org} is not on Carebridge Consult, so it cannot receive requests. The request stays where it is.`,
    patientDeniesSharing: () =>
      'The patient has said no to sharing this request with another organisation. The request stays where it is: override with a reason to send it.',
    dailyLimitReached: (org: string, limit: number, type: string) =>
      `${org} has reached its daily limit of ${limit} ${type} requests. The request stays where it is: try again tomorrow or choose another group.`,
  },
} as const;

/** The HTTP status and code of each refusal (GraphQL extensions.code). */
export const FAILURE_CODES = {
  destinationDeleted: { status: 410, code: 'DESTINATION_DELETED' },
  accessRevoked: { status: 403, code: 'ACCESS_REVOKED' },
  noAgreement: { status: 403, code: 'NO_AGREEMENT' },
  organisationOffConsult: { status: 422, code: 'ORGANISATION_OFF_CONSULT' },
  patientDeniesSharing: { status: 422, code: 'PATIENT_DENIES_SHARING' },
  dailyLimitReached: { status: 409, code: 'DAILY_LIMIT_REACHED' },
} as const;
