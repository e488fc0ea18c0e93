/** The log's filters and page, kept in the URL (ARCHITECTURE §4). */
export type LogParams = { from?: string; to?: string; nhs?: string; page: number };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function parseLogParams(search: URLSearchParams): LogParams {
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const nhs = (search.get('nhs') ?? '').replace(/[\s-]+/g, '');
  const page = Number(search.get('page'));
  return {
    ...(ISO_DAY.test(from) ? { from } : {}),
    ...(ISO_DAY.test(to) ? { to } : {}),
    ...(/^\d{10}$/.test(nhs) ? { nhs } : {}),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function toSearchParams(params: LogParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.from) search.set('from', params.from);
  if (params.to) search.set('to', params.to);
  if (params.nhs) search.set('nhs', params.nhs);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** True when both dates are given and the start is after the end (ISO dates compare as text). */
export function datesOutOfOrder(from: string, to: string): boolean {
  return from !== '' && to !== '' && from > to;
}
