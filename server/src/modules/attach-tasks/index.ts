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

// what other modules use (issue 22: other code imports a module only through its index)
export { attachTasks, type AttachTaskState } from './tables.js';
export { attachTasksModule } from './module.js';
