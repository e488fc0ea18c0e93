export { SendToClinical, AttachTaskStatus } from './ui/send-to-clinical';
export { sendRequestToClinical, useSendToClinicalMutation } from './model/send-to-clinical';
export type { SendOutcome } from './model/send-to-clinical';
export { AttachFailedError, attachQueuedMessage } from './model/attach-through-host';
export {
  ATTACH_TASK_POLL_MS,
  VIDEO_TASK_POLL_MS,
  runAttachTasks,
  sendUnattachedItem,
  useAttachTaskPoll,
} from './model/attach-task-poll';
export type { ManualSendOutcome } from './model/attach-task-poll';
export { needsVerificationConfirm, visionRestOutsideDesktop } from './model/send-rules';
export { attachTaskQueries, fetchQueuedMessages, fetchTaskFile, queueRequests } from './api/attach-tasks';
export type { AttachTask, QueuedMessage } from './api/attach-tasks';
