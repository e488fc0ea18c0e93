import { queryOptions } from '@tanstack/react-query';
import { execute, graphql, restClient, unwrap } from '@/shared/api';

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
 * Takes an item off the queue. A request: deleteUnattachedRequest, then any retry still queued for it goes too
 * (deleteRetryTasks; having none is fine), so nothing attaches it behind the super user's back. Any other record
 * (an outbound message, a video consultation, a reply) is removed by its task id.
 */
export async function deleteUnattached(item: { type: string; taskId: string; wcmsId: string; messageId: string }) {
  if (item.type !== 'retry') {
    await unwrap(
      restClient.DELETE('/attach-tasks/wcms_id/{wcms_id}/{id}', {
        params: { path: { wcms_id: Number(item.wcmsId), id: Number(item.taskId) } },
      }),
    );
    return;
  }
  await execute(DeleteUnattachedRequestDocument, { wcmsId: item.wcmsId, messageId: item.messageId });
  await execute(DeleteRetryTasksDocument, { wcmsId: item.wcmsId, messageId: item.messageId }).catch(() => undefined);
}
