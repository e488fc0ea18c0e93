import { sql, type SQL } from 'drizzle-orm';
import { requests, statusRank } from './tables.js';
import type { ListQuery } from './inbox-filters.js';

type MessageOrder = NonNullable<ListQuery['msg_order']>;

const STATUS_RANK = statusRank(requests.status);

// ORDER BY terms spelled exactly as the indexes are (received_at desc nulls last, id desc nulls last), so the
// planner walks an index and stops at the page instead of sorting.
const ORDER_TERMS: Record<MessageOrder, { field: string; term: SQL; descending: boolean }> = {
  date_desc: { field: 'date', term: sql`${requests.receivedAt} desc nulls last`, descending: true },
  date_asc: { field: 'date', term: sql`${requests.receivedAt} asc nulls first`, descending: false },
  // priority_desc: most urgent first (urgent, same day, routine, unprioritised)
  priority_desc: { field: 'priority', term: sql`${requests.priorityRank} asc nulls last`, descending: true },
  priority_asc: { field: 'priority', term: sql`${requests.priorityRank} desc nulls first`, descending: false },
  // status_asc: workflow order (new request, triaged, waiting for patient, new response, completed)
  status_asc: { field: 'status', term: sql`${STATUS_RANK} asc`, descending: false },
  status_desc: { field: 'status', term: sql`${STATUS_RANK} desc`, descending: true },
  patient_asc: { field: 'patient', term: sql`lower(${requests.patientName}) asc`, descending: false },
  patient_desc: { field: 'patient', term: sql`lower(${requests.patientName}) desc`, descending: true },
};

/**
 * The ORDER BY of an inbox page: the chosen order, then the second (when it sorts another field), then the newest
 * first, then the id the way the dates go, so every row has one place and paging neither repeats nor skips one.
 */
export function orderBy(primary: MessageOrder = 'date_desc', secondary?: MessageOrder): SQL[] {
  const first = ORDER_TERMS[primary];
  const terms = [first.term];
  let dateDescending = first.descending;
  if (first.field !== 'date') {
    const second = ORDER_TERMS[secondary ?? 'date_desc'];
    if (second.field !== first.field) terms.push(second.term);
    if (second.field !== 'date') terms.push(ORDER_TERMS.date_desc.term);
    dateDescending = second.field === 'date' ? second.descending : true;
  }
  terms.push(dateDescending ? sql`${requests.id} desc nulls last` : sql`${requests.id} asc nulls first`);
  return terms;
}
