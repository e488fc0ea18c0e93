import { afterEach, describe, expect, it } from 'vitest';
import { privateQueryHref, readPrivateQuery, withPrivateKeysStashed } from './private-query';

afterEach(() => localStorage.clear());

describe('private query params (issue 23: patient identifiers never in URLs)', () => {
  it('moves the private values out of the URL under an opaque reference, and reads them back', () => {
    const out = withPrivateKeysStashed(new URLSearchParams('q=9991000003&in=nhs_number&page=1'), ['q']);
    expect(out.toString()).not.toContain('9991000003');
    expect(out.get('in')).toBe('nhs_number');
    expect(out.get('ref')).toMatch(/^[a-z]{16}$/);
    expect(readPrivateQuery(out.get('ref'))).toEqual({ q: '9991000003' });
  });

  it('gives the same values the same reference, and different values another', () => {
    const a = privateQueryHref('/full/outbound/list', { search: '9991000003' }, ['search']);
    expect(privateQueryHref('/full/outbound/list', { search: '9991000003' }, ['search'])).toBe(a);
    expect(privateQueryHref('/full/outbound/list', { search: '9991000135' }, ['search'])).not.toBe(a);
    expect(a).not.toContain('9991000003');
  });

  it('leaves params without private values as they are, and knows no unknown reference', () => {
    expect(withPrivateKeysStashed(new URLSearchParams('page=2'), ['q']).toString()).toBe('page=2');
    expect(readPrivateQuery('nope')).toEqual({});
    expect(readPrivateQuery(null)).toEqual({});
  });
});
