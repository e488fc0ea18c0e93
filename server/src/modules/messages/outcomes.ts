import { validationFailed } from '../../auth/problems.js';
import type { Db } from '../../db/client.js';
import { organisationOutcomes } from '../request-workflow/index.js';

/**
 * Outcomes a completed request can record (spec §3: "Outcome and admin query type: text lists with defaults"): the
 * organisation's list from the console area outcomes (modules/request-workflow), the defaults until it is changed.
 */
export { DEFAULT_OUTCOMES, organisationOutcomes } from '../request-workflow/index.js';

export const consultationMethods = ['face_to_face', 'telephone', 'video', 'online', 'home_visit'] as const;
export type ConsultationMethod = (typeof consultationMethods)[number];

export const CONSULTATION_METHOD_LABELS: Record<ConsultationMethod, string> = {
  face_to_face: 'Face to face',
  telephone: 'Telephone',
  video: 'Video',
  online: 'Online',
  home_visit: 'Home visit',
};

/**
 * Refuses an outcome outside the organisation's current list (the client offers only those). An outcome removed
 * from the list stays on the requests that recorded it; it just cannot be chosen again.
 */
export async function assertKnownOutcome(db: Db, wcmsId: number, outcome: string): Promise<void> {
  if (!outcome) throw validationFailed({ outcome: 'Choose an outcome.' });
  if (!(await organisationOutcomes(db, wcmsId)).includes(outcome)) {
    throw validationFailed({ outcome: "Choose one of the organisation's outcomes." });
  }
}
