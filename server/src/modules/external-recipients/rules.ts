import { isEmailAddress } from '../client-settings/index.js';

/** Domains of secure email services a request may be sent to (NHSmail, NHS and Scottish NHS mail, government). */
export const SECURE_EMAIL_DOMAINS = ['nhs.net', 'nhs.uk', 'nhs.scot', 'gov.uk'] as const;
export const RECIPIENT_LIMITS = { name: 100, organisation: 160, note: 2000 } as const;

export const EXTERNAL_RECIPIENT_MESSAGES = {
  nameRequired: "Enter the recipient's name",
  nameLength: `Name must be ${RECIPIENT_LIMITS.name} characters or fewer`,
  organisationRequired: "Enter the recipient's organisation",
  organisationLength: `Organisation must be ${RECIPIENT_LIMITS.organisation} characters or fewer`,
  emailInvalid: 'Enter a secure email address ending in nhs.net, nhs.uk, nhs.scot or gov.uk',
  emailTaken: 'This email address is already on the list',
  notFound: 'External recipient not found',
  disabled: 'External recipients are not enabled for this organisation',
  chooseRecipient: 'Choose an external recipient from the list',
  noteLength: `The note must be ${RECIPIENT_LIMITS.note} characters or fewer`,
} as const;

export type RecipientInput = { name: string; organisation: string; email: string };

/** True for a valid address on one of the secure domains (or a subdomain of one). */
export function isSecureEmail(email: string): boolean {
  if (!isEmailAddress(email)) return false;
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return SECURE_EMAIL_DOMAINS.some((d) => domain === d || domain.endsWith(`.${d}`));
}

/** Field messages for a recipient (empty when valid). */
export function recipientErrors(input: RecipientInput): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = input.name.trim();
  const organisation = input.organisation.trim();
  if (!name) errors.name = EXTERNAL_RECIPIENT_MESSAGES.nameRequired;
  else if (name.length > RECIPIENT_LIMITS.name) errors.name = EXTERNAL_RECIPIENT_MESSAGES.nameLength;
  if (!organisation) errors.organisation = EXTERNAL_RECIPIENT_MESSAGES.organisationRequired;
  else if (organisation.length > RECIPIENT_LIMITS.organisation) {
    errors.organisation = EXTERNAL_RECIPIENT_MESSAGES.organisationLength;
  }
  if (!isSecureEmail(input.email.trim())) errors.email = EXTERNAL_RECIPIENT_MESSAGES.emailInvalid;
  return errors;
}

const TYPE_LABELS: Record<string, string> = {
  admin: 'Admin request',
  medical: 'Medical request',
  outbound_response: 'Response to an outbound message',
  health_data: 'Health data',
  simple_questionnaire: 'Questionnaire',
};

/** The secure email a forwarded request becomes. */
export function forwardEmail(input: {
  organisation: string;
  sender: string;
  recipientName: string;
  note: string | null;
  request: {
    reference: string;
    type: string;
    subject: string;
    body: string | null;
    answers: { question: string; answer: string }[] | null;
    receivedAt: Date;
    patientName: string;
    patientBorn: string | null;
    patientNhsNumber: string | null;
    patientTelephone: string | null;
  };
}) {
  const r = input.request;
  const lines = [
    `Dear ${input.recipientName},`,
    '',
    `${input.sender} at ${input.organisation} has forwarded request ${r.reference} to you.`,
    ...(input.note ? ['', `Note: ${input.note}`] : []),
    '',
    `${TYPE_LABELS[r.type] ?? r.type}: ${r.subject}`,
    `Received: ${r.receivedAt.toISOString()}`,
    `Patient: ${r.patientName}`,
    ...(r.patientBorn ? [`Born: ${r.patientBorn}`] : []),
    ...(r.patientNhsNumber ? [`NHS number: ${r.patientNhsNumber}`] : []),
    ...(r.patientTelephone ? [`Telephone: ${r.patientTelephone}`] : []),
    ...(r.body ? ['', r.body] : []),
    ...(r.answers ?? []).flatMap((a) => ['', a.question, a.answer]),
  ];
  return { subject: `Request ${r.reference} forwarded by ${input.organisation}`, body: lines.join('\n') };
}
