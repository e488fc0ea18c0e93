export { SendToClinical } from './ui/send-to-clinical';
export { AttachFailedError } from './model/attach-through-host';
export { sendUnattachedItem, useAttachTaskPoll } from './model/attach-task-poll';
export { fetchTaskFile } from './api/attach-tasks';
export type { AttachTask } from './api/attach-tasks';
