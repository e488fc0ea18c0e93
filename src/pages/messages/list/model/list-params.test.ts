import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PARAMS,
  filtersFromSaved,
  filtersToSaved,
  parseInboxParams,
  toListQuery,
  toSearchParams,
  urlHasFilters,
  type InboxParams,
} from './list-params';

const full: InboxParams = {
  poolId: 3,
  page: 2,
  sort: 'priority_desc',
  status: ['new_request', 'new_response'],
  priority: ['urgent'],
  type: ['medical'],
  unread: true,
  includeCompleted: true,
  search: 'jo smi',
  searchType: 'patient_name',
  columns: ['priority', 'patient', 'subject', 'waiting', 'reference'],
};

describe('inbox params and the URL', () => {
  it('reads defaults from an empty URL', () => {
    expect(parseInboxParams(new URLSearchParams())).toEqual(DEFAULT_PARAMS);
  });

  it('round-trips every param through the URL', () => {
    expect(parseInboxParams(toSearchParams(full))).toEqual(full);
  });

  it('keeps the chosen columns in the URL, and the default set out of it', () => {
    expect(toSearchParams(full).get('cols')).toBe('priority,patient,subject,waiting,reference');
    expect(toSearchParams({ ...full, columns: null }).has('cols')).toBe(false);
    // patient and subject cannot be hidden; unknown ids are dropped
    expect(parseInboxParams(new URLSearchParams('cols=status,bogus')).columns).toEqual([
      'patient',
      'subject',
      'status',
    ]);
  });

  it('leaves defaults out of the URL', () => {
    expect(toSearchParams(DEFAULT_PARAMS).toString()).toBe('poolId=0&page=1');
    expect(toSearchParams(DEFAULT_PARAMS, { withPool: false }).toString()).toBe('page=1');
  });

  it('ignores invalid values', () => {
    const parsed = parseInboxParams(
      new URLSearchParams('poolId=-9&page=0&sort=sideways&status=bogus&status=triaged&unread=maybe&in=x&q=%20a%20'),
    );
    expect(parsed).toMatchObject({
      poolId: 0,
      page: 1,
      sort: 'date_desc',
      status: ['triaged'],
      unread: null,
      searchType: 'all',
      search: 'a',
    });
  });

  it('accepts the notifications pool -3 and uses fallbacks for missing values', () => {
    expect(parseInboxParams(new URLSearchParams('poolId=-3')).poolId).toBe(-3);
    expect(parseInboxParams(new URLSearchParams(), { poolId: 4, page: 3 })).toMatchObject({ poolId: 4, page: 3 });
  });

  it('knows when the URL carries filters', () => {
    expect(urlHasFilters(new URLSearchParams('poolId=0&page=2'))).toBe(false);
    expect(urlHasFilters(new URLSearchParams('unread=false'))).toBe(true);
  });
});

describe('inbox params and the REST query', () => {
  it('builds the list query with filters as key:value pairs', () => {
    expect(toListQuery(full)).toEqual({
      pool_id: 3,
      page: 2,
      page_size: 50,
      msg_order: 'priority_desc',
      verbose: true,
      inc_completed: true,
      filters: 'status:new_request,status:new_response,priority:urgent,type:medical,unread:true',
      search_term: 'jo smi',
      search_type: 'patient_name',
    });
  });

  it('sends no filters or search when none are set', () => {
    expect(toListQuery(DEFAULT_PARAMS)).toEqual({
      pool_id: 0,
      page: 1,
      page_size: 50,
      msg_order: 'date_desc',
      verbose: true,
    });
  });
});

describe('saved filters', () => {
  it('round-trips filters through the saved filters store shape', () => {
    const saved = filtersToSaved(full);
    expect(saved).toEqual({
      status: 'new_request,new_response',
      priority: 'urgent',
      type: 'medical',
      unread: 'true',
      completed: 'true',
    });
    expect(filtersFromSaved(saved)).toEqual({
      status: full.status,
      priority: full.priority,
      type: full.type,
      unread: true,
      includeCompleted: true,
    });
  });

  it('reads no filters when nothing is saved', () => {
    expect(filtersFromSaved(null)).toEqual(filtersFromSaved({}));
    expect(filtersToSaved(filtersFromSaved(null))).toEqual({});
  });
});
