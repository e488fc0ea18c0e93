export {
  CompleteAdhocVideoMutation,
  StartAdhocVideoMutation,
  VIDEO_TASK_POLL_MS,
  VideoPatientSearchQuery,
  clinicalPatientQuery,
  completeAdhocVideo,
  createAdhocVideo,
  startAdhocVideo,
  updateAdhocVideo,
  videoQueries,
} from './api/video-api';
export type { AdhocVideo, AdhocVideoCreate, AdhocVideoUpdate, GuestVideoChat } from './api/video-api';
export { VIDEO_ERROR_KINDS, joinRefusalKind, mediaErrorKind, supportsVideoCalls } from './model/video-errors';
export type { VideoErrorKind } from './model/video-errors';
export {
  formatDuration,
  isValidNhsNumber,
  normaliseMobile,
  startVideoSchema,
  videoPatientFrom,
} from './model/video-patient';
export type { StartVideoInput, VideoPatient } from './model/video-patient';
