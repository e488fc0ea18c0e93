export { VideoCallView } from './ui/video-call-view';
export { VideoErrorPanel } from './ui/video-error-panel';
export { StartVideoButton, startVideoHref } from './ui/start-video-button';
export type { StartVideoPatient } from './ui/start-video-button';
export { useVideoCall } from './model/use-video-call';
export type { VideoCall, VideoCallTarget } from './model/use-video-call';
export type { CallPhase } from './model/call-session';
export {
  completeEndedVideoCalls,
  recordEndedVideoCall,
  useCompleteEndedVideoCalls,
  useVideoWindowOpen,
} from './model/ended-calls';
export { openPopup } from './lib/popup';
