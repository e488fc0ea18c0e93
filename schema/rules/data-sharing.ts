/*
 * Data sharing agreements and care navigation to another organisation (spec §4 'Care navigation': failures
 * destination deleted, access revoked, daily limit reached, organisation off Carebridge Consult, patient denies
 * sharing; 'A sharing denial can be overridden with a reason'; 'Data sharing record: accepted or refused by the
 * recipient'). One home for the browser and the server: each function returns problem codes, each side words them.
 */

/** An agreement's life: the sending practice proposes, the recipient accepts or refuses, either side ends it. */
export const AGREEMENT_STATUSES = ['proposed', 'accepted', 'refused', 'ended'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

/** Which side of an agreement the organisation looking at it is. */
export type AgreementSide = 'proposer' | 'recipient';
export type AgreementAction = 'accept' | 'refuse' | 'end';

/** Whether one side may take an action on an agreement in a status: only the recipient decides, either side ends. */
export function agreementActionAllowed(status: AgreementStatus, side: AgreementSide, action: AgreementAction): boolean {
  if (action === 'end') return status === 'proposed' || status === 'accepted';
  return side === 'recipient' && status === 'proposed';
}

/** A sharing denial's override reason: required, up to 500 characters. */
export const OVERRIDE_REASON_MAX_LENGTH = 500;
export type OverrideReasonProblem = 'required' | 'tooLong';

export function overrideReasonProblem(reason: string | null | undefined): OverrideReasonProblem | null {
  const text = (reason ?? '').trim();
  if (!text) return 'required';
  if (text.length > OVERRIDE_REASON_MAX_LENGTH) return 'tooLong';
  return null;
}

/** Why care navigation to another organisation's group is refused (checked in this order). */
export const CARE_NAVIGATION_FAILURES = [
  'destinationDeleted',
  'accessRevoked',
  'noAgreement',
  'organisationOffConsult',
  'patientDeniesSharing',
  'dailyLimitReached',
] as const;
export type CareNavigationFailure = (typeof CARE_NAVIGATION_FAILURES)[number];

export type CrossOrganisationFacts = {
  /** The destination group still exists (not deactivated). */
  groupActive: boolean;
  /** The destination organisation still shares the group with the sending one. */
  groupShared: boolean;
  /** The latest agreement the sender proposed to the destination organisation, null when none. */
  agreement: AgreementStatus | null;
  /** The destination organisation is active and takes requests on Carebridge Consult. */
  organisationOnConsult: boolean;
  /** The patient said no to sharing their request with another organisation. */
  sharingDenied: boolean;
  /** The staff member's reason to override a denial (valid when overrideReasonProblem says so). */
  overrideReason: string | null;
  /** The destination's daily limit for the request's type and what it has taken today; null when it has none. */
  dailyLimit: { limit: number; usedToday: number } | null;
};

/**
 * The first reason the request may not go to the other organisation's group, or null when it may. A refused or
 * ended agreement, or a group no longer shared, is access revoked; a proposal not yet accepted is no agreement.
 */
export function crossOrganisationFailure(facts: CrossOrganisationFacts): CareNavigationFailure | null {
  if (!facts.groupActive) return 'destinationDeleted';
  if (!facts.groupShared || facts.agreement === 'ended' || facts.agreement === 'refused') return 'accessRevoked';
  if (facts.agreement !== 'accepted') return 'noAgreement';
  if (!facts.organisationOnConsult) return 'organisationOffConsult';
  if (facts.sharingDenied && overrideReasonProblem(facts.overrideReason) !== null) return 'patientDeniesSharing';
  if (facts.dailyLimit && facts.dailyLimit.usedToday >= facts.dailyLimit.limit) return 'dailyLimitReached';
  return null;
}
