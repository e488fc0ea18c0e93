export { VideoCallView } from './ui/video-call-view';
export { VideoErrorPanel } from './ui/video-error-panel';
export { StartVideoButton } from './ui/start-video-button';
export { useVideoCall } from './model/use-video-call';
export {
  completeEndedVideoCalls,
  recordEndedVideoCall,
  useCompleteEndedVideoCalls,
  useVideoWindowOpen,
} from './model/ended-calls';
export { openPopup } from './lib/popup';
