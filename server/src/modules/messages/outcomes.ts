import { validationFailed } from '../../auth/problems.js';

/**
 * Outcomes a completed request can record (spec §3: "Outcome and admin query type: text lists with defaults").
 * Every organisation has the default list until the management console gives it its own.
 */
export const DEFAULT_OUTCOMES = [
  'Advice given',
  'Self-care advice given',
  'Appointment booked',
  'Prescription issued',
  'Referred to another service',
  'Signposted to pharmacy',
  'Test results given',
  'Admin query resolved',
  'No action needed',
] as const;

export const consultationMethods = ['face_to_face', 'telephone', 'video', 'online', 'home_visit'] as const;
export type ConsultationMethod = (typeof consultationMethods)[number];

export const CONSULTATION_METHOD_LABELS: Record<ConsultationMethod, string> = {
  face_to_face: 'Face to face',
  telephone: 'Telephone',
  video: 'Video',
  online: 'Online',
  home_visit: 'Home visit',
};

export function organisationOutcomes(_wcmsId: number): readonly string[] {
  return DEFAULT_OUTCOMES;
}

/** Refuses an outcome outside the organisation's list (the client offers only those). */
export function assertKnownOutcome(wcmsId: number, outcome: string): void {
  if (!outcome) throw validationFailed({ outcome: 'Choose an outcome.' });
  if (!organisationOutcomes(wcmsId).includes(outcome)) {
    throw validationFailed({ outcome: "Choose one of the organisation's outcomes." });
  }
}
