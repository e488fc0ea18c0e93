import { graphql, http, HttpResponse } from 'msw';
import type { GetTasksQuery, RecordIm1TransactionMutation, UnattachedItemsQuery } from '@/shared/api/graphql/main';
import type { components } from '@/shared/api/rest/__generated__/api';

type AttachTask = components['schemas']['AttachTask'];

/** An attach task as GET attach-tasks lists it. */
export function attachTaskFixture(overrides: Partial<AttachTask> = {}): AttachTask {
  return {
    id: 501,
    wcms_id: 1001,
    message_ids: [1],
    type: 'retry',
    version_number: 1,
    patient_id: null,
    client_id: null,
    vixie_version: null,
    clinical_system: 'emisweb',
    coded_attached_to_pcs: false,
    state: 'queued',
    attempts: 0,
    last_error: null,
    nhs_invalid: false,
    ...overrides,
  };
}

/**
 * Default attach handlers: no attach tasks, nothing unattached; queueing succeeds; host call logs are accepted.
 * Stories override them.
 */
export function attachHandlers(tasks: AttachTask[] = []) {
  return [
    http.get('*/api/attach-tasks/wcms_id/:wcmsId', () => HttpResponse.json({ _embedded: { attach_tasks: tasks } })),
    http.post('*/api/attach-tasks/wcms_id/:wcmsId', () => HttpResponse.json({ id: 501 }, { status: 201 })),
    http.put('*/api/attach-tasks/wcms_id/:wcmsId/:id', ({ params }) => HttpResponse.json({ id: Number(params.id) })),
    http.post('*/api/client-logs', () => new HttpResponse(null, { status: 204 })),
    graphql.query<GetTasksQuery>('GetTasks', () =>
      HttpResponse.json({ data: { getTasks: { _embedded: { queued_messages: [] } } } }),
    ),
    graphql.query<UnattachedItemsQuery>('UnattachedItems', () => HttpResponse.json({ data: { unattachedItems: [] } })),
    graphql.mutation<RecordIm1TransactionMutation>('RecordIm1Transaction', () =>
      HttpResponse.json({ data: { recordIm1Transaction: { id: '1' } } }),
    ),
  ];
}
