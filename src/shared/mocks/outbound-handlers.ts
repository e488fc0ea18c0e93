import { delay, http, HttpResponse } from 'msw';
import type { RestComponents } from '@/shared/api';
import {
  outboundDetailFixture,
  outboundItemsFixture,
  outboundPageFixture,
  outboundPathwaysFixture,
  outboundTemplatesFixture,
} from './fixtures/outbound';
import { problem } from './request-handlers';

const LIST = '*/api/outbound/wcms_id/:wcmsId';
const DETAIL = '*/api/outbound/wcms_id/:wcmsId/:id';
const CANCEL = '*/api/outbound/wcms_id/:wcmsId/:id/cancel';
const TEMPLATES = '*/api/outbound-templates/wcms_id/:wcmsId';
const PATHWAYS = '*/api/outbound-pathways/wcms_id/:wcmsId';
const RESPONSE = '*/api/outbound-response/:token';

export const outboundMockUrls = { LIST, DETAIL, CANCEL, TEMPLATES, PATHWAYS, RESPONSE } as const;

type Item = RestComponents['schemas']['OutboundListItem'];

/** The message as the patient sees it through their link. */
export const forPatient: RestComponents['schemas']['OutboundForPatient'] = {
  organisation: 'Riverside Medical Centre',
  body: 'How are you getting on with the new inhaler?',
  response_requested: true,
  replied: false,
  preferences: ['Telephone call', 'Face to face'],
};

/**
 * Outbound handlers for stories and tests: a list of the given messages whose details answer by id, cancel that
 * refuses a read message as the server does, and the templates and pathways.
 */
export function outboundHandlers(items: Item[] = outboundItemsFixture(['delivered', 'pending'])) {
  const byId = new Map(items.map((i) => [i.id, outboundDetailFixture(i)]));
  return [
    http.get(LIST, () => HttpResponse.json(outboundPageFixture(items))),
    http.get(DETAIL, ({ params }) => {
      const detail = byId.get(Number(params.id));
      return detail ? HttpResponse.json(detail) : problem(404, 'Outbound message not found');
    }),
    http.post(CANCEL, ({ params }) => {
      const detail = byId.get(Number(params.id));
      if (!detail) return problem(404, 'Outbound message not found');
      if (detail.state === 'read') {
        return problem(409, 'This message has been seen by the recipient and can no longer be cancelled.');
      }
      if (detail.state === 'cancelled') return problem(409, 'This message has already been cancelled.');
      const cancelled = { ...detail, state: 'cancelled' as const, can_cancel: false };
      byId.set(detail.id, cancelled);
      return HttpResponse.json(cancelled);
    }),
    http.post(LIST, async ({ request }) => {
      const body = (await request.json()) as RestComponents['schemas']['OutboundCreate'];
      const item = { ...outboundItemsFixture(['queued'])[0]!, id: 999, body: body.body ?? '' };
      return HttpResponse.json(outboundDetailFixture(item), { status: 201 });
    }),
    http.get(TEMPLATES, () => HttpResponse.json({ templates: outboundTemplatesFixture })),
    http.get(PATHWAYS, () => HttpResponse.json({ pathways: outboundPathwaysFixture })),
    http.post(PATHWAYS, async ({ request }) => {
      const body = (await request.json()) as { name: string; amount: number; interval_days: number };
      if (outboundPathwaysFixture.some((p) => p.name.toLowerCase() === body.name.toLowerCase())) {
        return problem(400, 'A pathway with this name already exists.', {
          code: 'VALIDATION_FAILED',
          fields: { name: 'A pathway with this name already exists.' },
        });
      }
      return HttpResponse.json({ id: 2, description: '', template_id: null, ...body }, { status: 201 });
    }),
    http.post(TEMPLATES, async ({ request }) => {
      const body = (await request.json()) as { name: string; body: string };
      return HttpResponse.json({ id: 9, kind: 'organisation', ...body }, { status: 201 });
    }),
    http.get(RESPONSE, () => HttpResponse.json(forPatient)),
    http.post(RESPONSE, () => HttpResponse.json({ ...forPatient, replied: true }, { status: 201 })),
  ];
}

export const outboundLoadingHandlers = [
  http.get(LIST, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
];
