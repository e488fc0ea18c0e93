export {
  VIDEO_TASK_POLL_MS,
  clinicalPatientQuery,
  completeAdhocVideo,
  createAdhocVideo,
  startAdhocVideo,
  updateAdhocVideo,
  videoQueries,
} from './api/video-api';
export type { AdhocVideo, GuestVideoChat } from './api/video-api';
export { joinRefusalKind, mediaErrorKind, supportsVideoCalls } from './model/video-errors';
export type { VideoErrorKind } from './model/video-errors';
export { formatDuration, normaliseMobile, startVideoSchema, videoPatientFrom } from './model/video-patient';
export type { StartVideoInput, VideoPatient } from './model/video-patient';
