import { useEffect } from 'react';
import { execute, graphql } from '@/shared/api';
import { useDesktopInfo } from '@/shared/desktop-host';
import { isValidNhsNumber, normaliseNhsNumber } from '../model/validation';

export const PrefillPatientIdCacheMutation = graphql(`
  mutation PrefillPatientIdCache($wcmsId: ID!, $nhsNumber: String!) {
    prefillPatientIdCache(wcmsId: $wcmsId, nhsNumber: $nhsNumber) {
      nhsNumber
      found
    }
  }
`);

/** At most this many prefill calls run at once, so a page of 50 patients does not flood the server. */
const CONCURRENCY = 3;

// "wcmsId:nhsNumber" of every prefill asked for in this tab: each is asked for once, however often lists re-render
const asked = new Set<string>();

/** Forgets what was prefilled (tests). */
export function resetPrefilledPatientIds(): void {
  asked.clear();
}

/**
 * Caches the clinical system's patient id of each NHS number on the server (spec §7 prefillPatientIdCache), so
 * attaching for these patients later needs no patient lookup through the desktop host. Invalid numbers, and
 * numbers already asked for in this tab, are skipped; a failed call may be asked for again later.
 */
export async function prefillPatientIds(wcmsId: string, nhsNumbers: readonly string[]): Promise<void> {
  const queue = [...new Set(nhsNumbers.map(normaliseNhsNumber))]
    .filter((nhs) => isValidNhsNumber(nhs) && !asked.has(`${wcmsId}:${nhs}`))
    .map((nhs) => {
      asked.add(`${wcmsId}:${nhs}`);
      return nhs;
    });
  const worker = async () => {
    for (let nhs = queue.shift(); nhs !== undefined; nhs = queue.shift()) {
      try {
        await execute(PrefillPatientIdCacheMutation, { wcmsId, nhsNumber: nhs });
      } catch {
        // the cache only saves a later host lookup: nothing to tell the user, try again with the next set
        asked.delete(`${wcmsId}:${nhs}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
}

/**
 * Inside the desktop host, prefills the cached clinical patient ids of the patients a list shows: once per set of
 * NHS numbers (not per render), only for numbers not asked for before. Does nothing in a plain browser.
 */
export function usePrefillPatientIds(wcmsId: string | undefined, nhsNumbers: readonly (string | null | undefined)[]) {
  const { inVixie } = useDesktopInfo();
  const key = [...new Set(nhsNumbers.filter((n): n is string => Boolean(n)))].sort().join(',');
  useEffect(() => {
    if (!inVixie || !wcmsId || !key) return;
    void prefillPatientIds(wcmsId, key.split(','));
  }, [inVixie, wcmsId, key]);
}
