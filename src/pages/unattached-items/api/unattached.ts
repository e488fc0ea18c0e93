import { queryOptions } from '@tanstack/react-query';
import { execute, graphql } from '@/shared/api';

const UnattachedItemsDocument = graphql(`
  query UnattachedItems($wcmsId: ID!) {
    unattachedItems(wcmsId: $wcmsId) {
      taskId
      messageId
      wcmsId
      type
      title
      attempts
      lastError
      nhsInvalid
      failedAt
    }
  }
`);

const DeleteUnattachedRequestDocument = graphql(`
  mutation DeleteUnattachedRequest($wcmsId: ID!, $messageId: ID!) {
    deleteUnattachedRequest(wcmsId: $wcmsId, messageId: $messageId) {
      entityId
      wcmsId
    }
  }
`);

const DeleteRetryTasksDocument = graphql(`
  mutation DeleteRetryTasks($wcmsId: ID!, $messageId: ID!) {
    deleteRetryTasks(wcmsId: $wcmsId, messageId: $messageId) {
      entityId
      wcmsId
    }
  }
`);

export const unattachedQueries = {
  all: () => ['unattached-items'] as const,
  list: (wcmsId: string) =>
    queryOptions({
      queryKey: [...unattachedQueries.all(), wcmsId] as const,
      queryFn: async () => (await execute(UnattachedItemsDocument, { wcmsId })).unattachedItems,
    }),
};

/**
 * Takes a request off the queue (deleteUnattachedRequest) and drops any retry still queued for it
 * (deleteRetryTasks; having none is fine), so nothing attaches it behind the super user's back.
 */
export async function deleteUnattached(wcmsId: string, messageId: string) {
  const removed = await execute(DeleteUnattachedRequestDocument, { wcmsId, messageId });
  await execute(DeleteRetryTasksDocument, { wcmsId, messageId }).catch(() => undefined);
  return removed;
}
