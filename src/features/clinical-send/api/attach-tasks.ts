import { queryOptions } from '@tanstack/react-query';
import { execute, graphql, restClient, unwrap, type RestComponents } from '@/shared/api';
import type { GetTasksQuery } from '@/shared/api';

export type AttachTask = RestComponents['schemas']['AttachTask'];
export type QueuedMessage = GetTasksQuery['getTasks']['_embedded']['queued_messages'][number];

/**
 * A clinical code of a queued message (spec §3), with its data value.
 * @public a fragment: other documents spread it by name, which the dead-export check cannot follow
 */
export const ClinicalCodeFieldsFragment = graphql(`
  fragment ClinicalCodeFields on ClinicalCode {
    scheme
    value
    term
    descriptionId
    description
    notes
    isFreeText
    dataValue {
      value
      uom
    }
  }
`);

const GetTasksDocument = graphql(`
  query GetTasks($wcmsId: ID!, $vixieVersion: Int, $clinicalSystem: ClinicalSystem, $patientId: String) {
    getTasks(wcmsId: $wcmsId, vixieVersion: $vixieVersion, clinicalSystem: $clinicalSystem, patientId: $patientId) {
      _embedded {
        queued_messages {
          entity_id
          id
          wcms_id
          patient_id
          nhs_number
          title
          heading
          detail
          date_attached
          date_completed
          staff_id
          staff_guid
          report_file
          clinical_system
          vixie_version
          type
          urls {
            url
            comments
          }
          attachments {
            id
            name
            primary
          }
          code {
            ...ClinicalCodeFields
          }
          additional_codes {
            ...ClinicalCodeFields
          }
        }
      }
    }
  }
`);

const SendUnattachedItemDocument = graphql(`
  mutation SendUnattachedItem($wcmsId: ID!, $taskId: ID!) {
    sendUnattachedItem(wcmsId: $wcmsId, taskId: $taskId) {
      id
    }
  }
`);

/**
 * A cover of Unattached items sends a task set to manual: it is queued again. Only its id comes back: the desktop
 * attaches it from a fresh getTasks, which also tells whether a poll has attached it meanwhile.
 */
export async function requeueUnattachedItem(wcmsId: number, taskId: string): Promise<void> {
  await execute(SendUnattachedItemDocument, { wcmsId: String(wcmsId), taskId });
}

/** spec §7 getTasks: the queued messages for the desktop client to attach. */
export async function fetchQueuedMessages(wcmsId: number, vixieVersion: number | null): Promise<QueuedMessage[]> {
  const data = await execute(GetTasksDocument, { wcmsId: String(wcmsId), vixieVersion });
  return data.getTasks._embedded.queued_messages;
}

/** Queues requests for the clinical system (POST attach-tasks, type retry); the new task's id. */
export async function queueRequests(
  wcmsId: number,
  messageIds: number[],
  vixieVersion: number | null,
): Promise<number> {
  const result = await unwrap(
    restClient.POST('/attach-tasks/wcms_id/{wcms_id}', {
      params: { path: { wcms_id: wcmsId } },
      body: {
        message_ids: messageIds,
        type: 'retry',
        ...(vixieVersion !== null ? { vixie_version: vixieVersion } : {}),
      },
    }),
  );
  return result!.id;
}

/** Reports one attempt's outcome (PUT attach-tasks/{id}). */
export async function reportOutcome(
  wcmsId: number,
  id: number,
  outcome: { success: true } | { success: false; reason: string; nhs_invalid?: boolean },
): Promise<void> {
  await unwrap(
    restClient.PUT('/attach-tasks/wcms_id/{wcms_id}/{id}', {
      params: { path: { wcms_id: wcmsId, id } },
      body: outcome,
    }),
  );
}

/** A task's file, base64 (GET task-attachments). */
export async function fetchTaskFile(wcmsId: number, type: AttachTask['type'], id: number) {
  const file = await unwrap(
    restClient.GET('/task-attachments/wcms_id/{wcms_id}/type/{type}/{id}', {
      params: { path: { wcms_id: wcmsId, type, id } },
    }),
  );
  if (!file) throw new Error('The file to attach could not be found');
  return file;
}

export const attachTaskQueries = {
  all: () => ['attach-tasks'] as const,
  forMessage: (wcmsId: number, messageId: number) =>
    queryOptions({
      queryKey: [...attachTaskQueries.all(), wcmsId, messageId] as const,
      queryFn: async () => {
        const result = await unwrap(
          restClient.GET('/attach-tasks/wcms_id/{wcms_id}', {
            params: { path: { wcms_id: wcmsId }, query: { message_ids: String(messageId) } },
          }),
        );
        return result?._embedded.attach_tasks ?? [];
      },
    }),
};
