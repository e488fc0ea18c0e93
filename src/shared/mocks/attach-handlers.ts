import { graphql, http, HttpResponse } from 'msw';
import type {
  CanSendUnattachedQuery,
  GetTasksQuery,
  RecordIm1TransactionMutation,
  UnattachedItemsQuery,
} from '@/shared/api/graphql/main';
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

type Covering = components['schemas']['Covering'];

/** Riverside's groups as GET my/covering lists them for a receptionist. */
export const coveringFixture: Covering = {
  groups: [
    { id: 1, name: 'Incoming requests', kind: 'incoming', covered: true },
    { id: 3, name: 'Clinicians', kind: 'group', covered: false },
    { id: 2, name: 'Reception', kind: 'group', covered: true },
    { id: 9, name: 'Unattached items', kind: 'unattached', covered: false },
  ],
};

/**
 * Default attach handlers: no attach tasks, nothing unattached and not a cover of Unattached items; queueing
 * succeeds; host call logs are accepted; covering saves what it is sent. Stories override them.
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
    graphql.query<CanSendUnattachedQuery>('CanSendUnattached', () =>
      HttpResponse.json({ data: { canSendUnattached: false } }),
    ),
    http.get('*/api/my/covering/wcms_id/:wcmsId', () => HttpResponse.json(coveringFixture)),
    http.put('*/api/my/covering/wcms_id/:wcmsId', async ({ request }) => {
      const { group_ids } = (await request.json()) as { group_ids: number[] };
      return HttpResponse.json({
        groups: coveringFixture.groups.map((g) => ({ ...g, covered: group_ids.includes(g.id) })),
      });
    }),
    graphql.mutation<RecordIm1TransactionMutation>('RecordIm1Transaction', () =>
      HttpResponse.json({ data: { recordIm1Transaction: { id: '1' } } }),
    ),
  ];
}
