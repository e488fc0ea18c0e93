import { delay, http, HttpResponse, type DefaultBodyType, type PathParams } from 'msw';
import type { RestComponents } from '@/shared/api';
import { assigneesFixture, outcomesFixture, requestDetailFixture, requestPageFixture } from './fixtures/requests';

type Schemas = RestComponents['schemas'];
type Problem = Schemas['Problem'];

const LIST = '*/api/my/messages/wcms_id/:wcmsId';
const ASSIGNEES = '*/api/my/messages/wcms_id/:wcmsId/assignees';
const OUTCOMES = '*/api/my/messages/wcms_id/:wcmsId/outcomes';
const DETAIL = '*/api/my/messages/wcms_id/:wcmsId/:id';
const UPLOAD = '*/api/my/messages/wcms_id/:wcmsId/:id/attachments';
const DOWNLOAD = '*/api/my/messages/wcms_id/:wcmsId/:id/attachments/:attachmentId';
const OPS = '*/api/ops-users-messages/:id';

/** A Problem response as the server sends it. */
export function problem(statusCode: number, message: string, extra: Partial<Problem> = {}) {
  return HttpResponse.json<Problem>({ statusCode, error: 'Error', message, ...extra }, { status: statusCode });
}

export const requestMockUrls = {
  OUTCOMES,
  LIST,
  ASSIGNEES,
  DETAIL,
  UPLOAD,
  DOWNLOAD,
  OPS,
} as const;

/**
 * Request handlers for stories and tests: a small in-memory request that actions change, so an action's
 * result shows. Pass a detail to start from; `lockedBy` makes the lock call refuse with 423.
 */
export function requestHandlers(
  options: { detail?: Schemas['RequestDetail']; page?: Schemas['RequestPage']; lockedBy?: string } = {},
) {
  let detail = options.detail ?? requestDetailFixture();
  let lockedBy = options.lockedBy ?? null;
  const page = options.page ?? requestPageFixture(40);
  return [
    http.get(ASSIGNEES, () => HttpResponse.json<Schemas['RequestAssignees']>(assigneesFixture)),
    http.get(OUTCOMES, () => HttpResponse.json(outcomesFixture)),
    http.get(LIST, () => HttpResponse.json<Schemas['RequestPage']>(page)),
    http.get(DETAIL, () => HttpResponse.json<Schemas['RequestDetail']>(detail)),
    http.put<PathParams, DefaultBodyType, DefaultBodyType>(DETAIL, async ({ request }) => {
      const action = (await request.json()) as Schemas['RequestAction'];
      const entry = (body: string, kind: Schemas['ThreadEntry']['kind'] = 'note'): Schemas['ThreadEntry'] => ({
        id: detail.thread.length + 100,
        kind,
        body,
        created_at: '2026-03-02T06:00:00.000Z',
        author_name: 'Priya Shah',
      });
      switch (action.action) {
        case 'take':
          detail = { ...detail, assignee: { kind: 'colleague', id: 2, name: 'Priya Shah' } };
          break;
        case 'complete':
          if ((detail.unacknowledged_count ?? 0) > 0)
            return problem(
              409,
              'Request cannot be completed! There are messages from the patient which have not been acknowledged.',
              { code: 'UNACKNOWLEDGED_MESSAGES' },
            );
          detail = {
            ...detail,
            status: 'completed',
            completed_by: 'Priya Shah',
            outcome: action.outcome ?? null,
            consultation_method: action.consultation_method ?? null,
          };
          break;
        case 'translation':
          if (detail.translation)
            detail = { ...detail, translation: { ...detail.translation, enabled: action.enabled } };
          break;
        case 'care_navigation':
          if (detail.care_navigation) {
            const suggestion = detail.care_navigation;
            detail =
              action.decision === 'ignore'
                ? { ...detail, care_navigation: { ...suggestion, ignored: true } }
                : {
                    ...detail,
                    care_navigation: { ...suggestion, applied: true },
                    ...(suggestion.priority ? { priority: suggestion.priority } : {}),
                    pool_id: suggestion.pool_id ?? detail.pool_id,
                    assignee: { kind: 'group', id: suggestion.pool_id ?? 0, name: suggestion.pool_name ?? '' },
                  };
          }
          break;
        case 'reopen':
          detail = { ...detail, status: 'triaged', thread: [...detail.thread, entry('Re-opened.', 'reopen')] };
          break;
        case 'note':
          detail = { ...detail, thread: [...detail.thread, entry(action.body)] };
          break;
        case 'priority':
          detail = { ...detail, priority: action.priority };
          break;
        case 'assign': {
          const name =
            action.assignee_kind === 'group'
              ? assigneesFixture.groups.find((g) => g.id === action.assignee_id)?.name
              : assigneesFixture.colleagues.find((c) => c.id === action.assignee_id)?.name;
          detail = { ...detail, assignee: { kind: action.assignee_kind, id: action.assignee_id, name: name ?? '' } };
          break;
        }
        case 'acknowledge':
        case 'acknowledge_all': {
          const thread = detail.thread.map((e) =>
            e.kind === 'patient_message' &&
            (action.action === 'acknowledge_all' || ('entry_id' in action && e.id === action.entry_id))
              ? { ...e, acknowledged: true }
              : e,
          );
          const unacknowledged = thread.filter((e) => e.kind === 'patient_message' && e.acknowledged === false);
          detail = { ...detail, thread, unacknowledged_count: unacknowledged.length };
          break;
        }
        case 'status':
          detail = { ...detail, status: action.status };
          break;
        case 'mark_unread':
          detail = { ...detail, unread: true };
          break;
        default:
          break;
      }
      return HttpResponse.json<Schemas['RequestDetail']>(detail);
    }),
    http.post<PathParams, DefaultBodyType, DefaultBodyType>(UPLOAD, async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      const name = file instanceof File ? file.name : 'file';
      const attachment: Schemas['Attachment'] = {
        id: 99,
        name,
        mime_type: file instanceof File ? file.type : 'application/octet-stream',
        size: file instanceof File ? file.size : 0,
        direction: 'to_patient',
        created_at: '2026-03-02T06:00:00.000Z',
      };
      detail = { ...detail, attachments: [...detail.attachments, attachment] };
      return HttpResponse.json<Schemas['Attachment']>(attachment, { status: 201 });
    }),
    http.get(DOWNLOAD, () => new HttpResponse(new Blob(['file']), { headers: { 'content-type': 'image/jpeg' } })),
    http.put<PathParams, DefaultBodyType, DefaultBodyType>(OPS, async ({ request, params }) => {
      const body = (await request.json()) as Schemas['OpsUserMessageUpdate'];
      if (body.action === 'override_lock') lockedBy = null;
      if (body.action === 'lock' && lockedBy)
        return problem(423, 'Sorry, we were unable to lock this message, please try again later', {
          code: 'REQUEST_LOCKED',
          fields: { lock_user_id: '5', lock_username: lockedBy, lock_since: '2026-03-02T05:30:00.000Z' },
        });
      return HttpResponse.json<Schemas['OpsUserMessage']>({
        message_id: Number(params.id),
        user_id: 2,
        read: body.action !== 'unread',
        locked: body.action === 'lock' || body.action === 'override_lock',
      });
    }),
  ];
}

/** Handlers that never answer: loading states. */
export const requestLoadingHandlers = [
  http.get(LIST, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  http.get(DETAIL, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
];
