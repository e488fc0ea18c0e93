import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { QueryParams } from '../../rest/types.js';
import { validationFailed } from '../../auth/problems.js';
import type { MessagesCaller } from './access.js';
import {
  priorities,
  requests,
  requestStatuses,
  requestTypes,
  type Priority,
  type RequestStatus,
  type RequestType,
} from './tables.js';
import { referenceFor } from './rules.js';
import { poolCondition, POOLS } from './inbox-pools.js';

export type ListQuery = QueryParams<'listMyMessages'>;

export type ParsedFilters = {
  status: RequestStatus[];
  priority: Priority[];
  type: RequestType[];
  assignee: ('me' | 'none' | number)[];
  unread: boolean | null;
};

/** filters: comma-separated key:value pairs; a key given twice matches either value. */
export function parseFilters(raw: string | undefined): ParsedFilters {
  const parsed: ParsedFilters = { status: [], priority: [], type: [], assignee: [], unread: null };
  if (!raw) return parsed;
  const invalid = (message: string) => validationFailed({ filters: message });
  for (const pair of raw.split(',')) {
    const [key, value = ''] = pair.split(':');
    switch (key) {
      case 'status':
        if (!(requestStatuses as readonly string[]).includes(value)) throw invalid(`Unknown status ${value}`);
        parsed.status.push(value as RequestStatus);
        break;
      case 'priority':
        if (!(priorities as readonly string[]).includes(value)) throw invalid(`Unknown priority ${value}`);
        parsed.priority.push(value as Priority);
        break;
      case 'type':
        if (!(requestTypes as readonly string[]).includes(value)) throw invalid(`Unknown request type ${value}`);
        parsed.type.push(value as RequestType);
        break;
      case 'assignee':
        if (value === 'me' || value === 'none') parsed.assignee.push(value);
        else if (/^\d{1,9}$/.test(value)) parsed.assignee.push(Number(value));
        else throw invalid('assignee must be me, none or a colleague id');
        break;
      case 'unread':
        if (value !== 'true' && value !== 'false') throw invalid('unread must be true or false');
        parsed.unread = value === 'true';
        break;
      default:
        throw invalid(`Unknown filter ${key}; use status, priority, type, assignee or unread`);
    }
  }
  return parsed;
}

/** A to_tsquery of word prefixes ("jo smi" → 'jo:* & smi:*'); letters and digits only, so always valid syntax. */
function prefixQuery(term: string): string | null {
  const words = term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length > 0
    ? words
        .slice(0, 8)
        .map((w) => `${w}:*`)
        .join(' & ')
    : null;
}

const nameMatches = (q: string) => sql`to_tsvector('simple', ${requests.patientName}) @@ to_tsquery('simple', ${q})`;
const subjectMatches = (q: string) => sql`to_tsvector('simple', ${requests.subject}) @@ to_tsquery('simple', ${q})`;

/**
 * search_type: patient_name (a prefix of any word of the name), nhs_number (all ten digits, spaces ignored),
 * subject (prefixes of its words), reference (RQ-000123, or just the number), all (whichever of those the term can
 * be; the default).
 */
export function searchCondition(term: string | undefined, type: ListQuery['search_type']): SQL | undefined {
  const text = term?.trim();
  if (!text) return undefined;
  const digits = text.replace(/\s+/g, '');
  const nhs = /^\d{10}$/.test(digits) ? eq(requests.patientNhsNumber, digits) : undefined;
  const refMatch = /^(?:rq-?)?0*(\d{1,9})$/i.exec(digits);
  const reference = refMatch ? eq(requests.reference, referenceFor(Number(refMatch[1]))) : undefined;
  const words = prefixQuery(text);
  const none = sql`false`;
  switch (type ?? 'all') {
    case 'nhs_number':
      return nhs ?? none;
    case 'reference':
      return reference ?? none;
    case 'patient_name':
      return words ? nameMatches(words) : none;
    case 'subject':
      return words ? subjectMatches(words) : none;
    default: {
      const options = [nhs, reference, ...(words && !nhs ? [nameMatches(words), subjectMatches(words)] : [])].filter(
        (c): c is SQL => c !== undefined,
      );
      return options.length > 0 ? or(...options) : none;
    }
  }
}

// The outer requests row's id, qualified: in a query of one table Drizzle leaves column names bare, which inside a
// subquery would bind to the subquery's own tables.
export const REQUEST_ID = sql.raw('"requests"."id"');

/** The WHERE of an inbox query: the organisation, open unless asked otherwise, the pool, the filters, the search. */
export function listConditions(caller: MessagesCaller, query: ListQuery, filters: ParsedFilters): SQL {
  const parts: (SQL | undefined)[] = [eq(requests.wcmsId, caller.wcmsId)];
  // spelled as the partial indexes' predicate
  if (!query.inc_completed && !filters.status.includes('completed')) parts.push(sql`status <> 'completed'`);
  parts.push(poolCondition(caller, query.pool_id ?? POOLS.all, 'requests'));

  if (filters.status.length > 0) parts.push(inArray(requests.status, filters.status));
  if (filters.priority.length > 0) parts.push(inArray(requests.priority, filters.priority));
  if (filters.type.length > 0) parts.push(inArray(requests.type, filters.type));
  if (filters.assignee.length > 0) {
    parts.push(
      or(
        ...filters.assignee.map((a) =>
          a === 'none' ? isNull(requests.assignedUserId) : eq(requests.assignedUserId, a === 'me' ? caller.userId : a),
        ),
      ),
    );
  }
  if (filters.unread !== null) {
    // OFFSET 0 keeps this a per-row probe of the (user_id, request_id) key: as a join, or hashed, it would read
    // every request the user has ever read (tens of thousands) to count a few thousand open ones
    const read = sql`exists (select 1 from request_reads rr where rr.user_id = ${caller.userId} and rr.request_id = ${REQUEST_ID} offset 0)`;
    parts.push(filters.unread ? sql`not ${read}` : read);
  }
  parts.push(searchCondition(query.search_term, query.search_type));
  return and(...parts)!;
}
