export {
  attachedTaskIds,
  enqueueAttachTask,
  enqueueAttachTasks,
  queueRequestsForClinical,
  MAX_ATTACH_ATTEMPTS,
  UNATTACHED_ITEMS_LIMIT,
  type EnqueueAttachTaskInput,
  type AttachTaskRow,
} from './service.js';
export type { QueuedPayload, QueuedCode, AttachTaskType } from './tables.js';
