import { OUTBOUND_STATES, type OutboundChannel, type OutboundListQuery, type OutboundState } from '@/entities/outbound';

export type ComposeMode = 'single' | 'csv';

/** What the outbound list shows, as kept in the URL: filters, page, open message and composer. */
export type OutboundParams = OutboundListQuery & { page: number; id?: number; compose?: ComposeMode };

export function parseOutboundParams(search: URLSearchParams): OutboundParams {
  const state = search.get('state');
  const channel = search.get('channel');
  const page = Number(search.get('page'));
  const id = Number(search.get('id'));
  const compose = search.get('compose');
  const term = search.get('search')?.trim();
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    ...(state && (OUTBOUND_STATES as readonly string[]).includes(state) ? { state: state as OutboundState } : {}),
    ...(channel === 'sms' || channel === 'nhs_app' ? { channel: channel as OutboundChannel } : {}),
    ...(term ? { search: term.slice(0, 100) } : {}),
    ...(Number.isInteger(id) && id > 0 ? { id } : {}),
    ...(compose === 'single' || compose === 'csv' ? { compose } : {}),
  };
}

export function toSearchParams(params: OutboundParams): URLSearchParams {
  const out = new URLSearchParams();
  if (params.state) out.set('state', params.state);
  if (params.channel) out.set('channel', params.channel);
  if (params.search) out.set('search', params.search);
  if (params.page > 1) out.set('page', String(params.page));
  if (params.id) out.set('id', String(params.id));
  if (params.compose) out.set('compose', params.compose);
  return out;
}

/** The REST query for the list. */
export function toListQuery(params: OutboundParams): OutboundListQuery {
  return {
    page: params.page,
    ...(params.state ? { state: params.state } : {}),
    ...(params.channel ? { channel: params.channel } : {}),
    ...(params.search ? { search: params.search } : {}),
  };
}
