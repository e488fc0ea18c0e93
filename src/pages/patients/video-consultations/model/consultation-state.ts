import type { AdhocVideo } from '@/entities/video';
import type { MessageKey } from '@/shared/i18n';

/** Where an ad hoc video consultation has got to (spec §3 Ad hoc video appointment fields). */
export type ConsultationState = 'waiting' | 'clinicianReady' | 'patientReady' | 'completed';

/** Completed wins; otherwise the latest ready time that is set (the patient joins after the clinician starts). */
export function consultationState(
  video: Pick<AdhocVideo, 'completed' | 'clinician_ready_dt' | 'patient_ready_dt'>,
): ConsultationState {
  if (video.completed) return 'completed';
  if (video.patient_ready_dt) return 'patientReady';
  if (video.clinician_ready_dt) return 'clinicianReady';
  return 'waiting';
}

/** A completed consultation the patient never joined (no patient ready time was ever recorded). */
export function patientNeverJoined(video: Pick<AdhocVideo, 'completed' | 'patient_ready_dt'>): boolean {
  return video.completed && !video.patient_ready_dt;
}

export const STATE_LABELS: Record<ConsultationState, MessageKey> = {
  waiting: 'videoList.state.waiting',
  clinicianReady: 'videoList.state.clinicianReady',
  patientReady: 'videoList.state.patientReady',
  completed: 'videoList.state.completed',
};

type AttachState = NonNullable<AdhocVideo['attach_state']>;

export const ATTACH_LABELS: Record<AttachState | 'none', MessageKey> = {
  none: 'videoList.attach.none',
  queued: 'videoList.attach.queued',
  success: 'videoList.attach.success',
  failed: 'videoList.attach.failed',
  final_failure: 'videoList.attach.finalFailure',
  removed: 'videoList.attach.removed',
};
