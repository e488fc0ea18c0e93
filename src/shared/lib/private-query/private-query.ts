import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';
import { storage } from '@/shared/lib/storage';

/**
 * Search terms that may be patient identifiers (an NHS number typed in a search box) never travel in a URL: the
 * address bar, browser history and the server's request log would keep them. The URL carries an opaque reference
 * (`?ref=…`) and the terms live in storage (privateQueries), shared by the tabs of this browser and removed at
 * logout. The newest few are kept so that back, forward and reload still show what was searched.
 */
export const PRIVATE_QUERY_PARAM = 'ref';
const KEEP = 30;
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz';

type Stored = Record<string, { values: Record<string, string>; at: number }>;

function all(): Stored {
  const value = storage.get('privateQueries');
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as unknown as Stored) : {};
}

const same = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([key, value]) => b[key] === value);

/**
 * Keeps `values` under an opaque reference (random, not derived from the values) and returns it; the same values
 * kept before get their reference back, so a link rendered again is the same link.
 */
export function stashPrivateQuery(values: Record<string, string>): string {
  const stored = all();
  const known = Object.entries(stored).find(([, entry]) => same(entry.values, values));
  if (known) return known[0];
  // letters only: a reference can never look like (or be mistaken for) a number such as an NHS number
  const ref = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => ALPHABET[byte % ALPHABET.length]).join(
    '',
  );
  const entries = Object.entries({ ...stored, [ref]: { values, at: Date.now() } })
    .sort((a, b) => b[1].at - a[1].at)
    .slice(0, KEEP);
  storage.set('privateQueries', Object.fromEntries(entries));
  return ref;
}

/** The values kept under `ref`, or none when it is unknown (another browser, or after logout). */
export function readPrivateQuery(ref: string | null | undefined): Record<string, string> {
  if (!ref) return {};
  return all()[ref]?.values ?? {};
}

/**
 * `search` with the private `keys` moved out of it: their values go to storage under a reference that the returned
 * params carry instead. Params without any private value come back unchanged.
 */
export function withPrivateKeysStashed(search: URLSearchParams, keys: readonly string[]): URLSearchParams {
  const out = new URLSearchParams(search);
  out.delete(PRIVATE_QUERY_PARAM);
  const values: Record<string, string> = {};
  for (const key of keys) {
    const value = out.get(key);
    out.delete(key);
    if (value) values[key] = value;
  }
  if (Object.keys(values).length > 0) out.set(PRIVATE_QUERY_PARAM, stashPrivateQuery(values));
  return out;
}

/** A link to `path` whose private `keys` (among `query`) are kept in storage, not in the URL. */
export function privateQueryHref(
  path: string,
  query: Record<string, string | undefined>,
  keys: readonly string[],
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, value);
  const out = withPrivateKeysStashed(search, keys).toString();
  return out ? `${path}?${out}` : path;
}

/**
 * useSearchParams for a page whose `keys` are private: reading gives the URL's params with the private values put
 * back; writing moves them to storage. A URL that still names a private value (an old bookmark) is rewritten in
 * place, without it.
 */
export function usePrivateSearchParams(
  keys: readonly string[],
): [URLSearchParams, (next: URLSearchParams, options?: NavigateOptions) => void] {
  const [search, setSearch] = useSearchParams();
  const keyList = keys.join(',');
  const leaked = keys.some((key) => search.has(key));
  const merged = useMemo(() => {
    const out = new URLSearchParams(search);
    const ref = out.get(PRIVATE_QUERY_PARAM);
    out.delete(PRIVATE_QUERY_PARAM);
    if (!leaked) for (const [key, value] of Object.entries(readPrivateQuery(ref))) out.set(key, value);
    return out;
  }, [search, leaked]);

  useEffect(() => {
    if (leaked) setSearch(withPrivateKeysStashed(search, keyList.split(',')), { replace: true });
  }, [leaked, search, keyList, setSearch]);

  const set = useCallback(
    (next: URLSearchParams, options?: NavigateOptions) =>
      setSearch(withPrivateKeysStashed(next, keyList.split(',')), options),
    [setSearch, keyList],
  );
  return [merged, set];
}
