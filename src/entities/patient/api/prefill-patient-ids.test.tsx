import { act, renderHook, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PrefillPatientIdCacheMutationVariables } from '@/shared/api/graphql/main';
import { setDesktopInfoForTests } from '@/shared/desktop-host';
import { demoAccounts, riverside, signInAs } from '@/shared/mocks';
import { server } from '@/shared/mocks/node';
import { prefillPatientIds, resetPrefilledPatientIds, usePrefillPatientIds } from './prefill-patient-ids';

let asked: PrefillPatientIdCacheMutationVariables[];
let signOut: () => void;

beforeEach(() => {
  asked = [];
  resetPrefilledPatientIds();
  signOut = signInAs(demoAccounts.reception, riverside);
  server.use(
    graphql.mutation<object, PrefillPatientIdCacheMutationVariables>('PrefillPatientIdCache', ({ variables }) => {
      asked.push(variables);
      return HttpResponse.json({
        data: { prefillPatientIdCache: { nhsNumber: variables.nhsNumber, found: true } },
      });
    }),
  );
});
afterEach(() => {
  setDesktopInfoForTests(null);
  signOut();
});

const ELEANOR = '9991000003';
const OLIVER = '9991000135';

describe('usePrefillPatientIds', () => {
  it('does nothing in a plain browser, and starts once the page is inside the desktop host', async () => {
    renderHook(() => usePrefillPatientIds('1001', [ELEANOR, OLIVER]));
    expect(asked).toEqual([]);
    act(() => setDesktopInfoForTests({ inVixie: true, connectionStatus: 'Connected' }));
    await waitFor(() => expect(asked).toHaveLength(2));
  });

  it('inside the desktop host, asks once per distinct valid NHS number, however often the list re-renders', async () => {
    setDesktopInfoForTests({ inVixie: true, connectionStatus: 'Connected' });
    const { rerender } = renderHook(({ numbers }) => usePrefillPatientIds('1001', numbers), {
      initialProps: { numbers: [ELEANOR, OLIVER, '999 100 0003', null, '9991000004'] as (string | null)[] },
    });
    await waitFor(() => expect(asked).toHaveLength(2));
    rerender({ numbers: [OLIVER, ELEANOR] });
    rerender({ numbers: [ELEANOR] });
    // a new patient is asked for; the re-rendered ones were not asked for again
    rerender({ numbers: [ELEANOR, '9991000267'] });
    await waitFor(() => expect(asked.map((v) => v.nhsNumber)).toContain('9991000267'));
    expect(asked.map((v) => v.nhsNumber).sort()).toEqual([ELEANOR, OLIVER, '9991000267'].sort());
    expect(asked.every((v) => v.wcmsId === '1001')).toBe(true);
  });

  it('asks only for the new patients when the list changes', async () => {
    setDesktopInfoForTests({ inVixie: true, connectionStatus: 'Connected' });
    const { rerender } = renderHook(({ numbers }) => usePrefillPatientIds('1001', numbers), {
      initialProps: { numbers: [ELEANOR] },
    });
    await waitFor(() => expect(asked).toHaveLength(1));
    rerender({ numbers: [ELEANOR, OLIVER] });
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]!.nhsNumber).toBe(OLIVER);
  });
});

describe('prefillPatientIds', () => {
  it('runs at most three calls at once for a long list', async () => {
    let running = 0;
    let most = 0;
    server.use(
      graphql.mutation<object, PrefillPatientIdCacheMutationVariables>(
        'PrefillPatientIdCache',
        async ({ variables }) => {
          running++;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running--;
          return HttpResponse.json({
            data: { prefillPatientIdCache: { nhsNumber: variables.nhsNumber, found: false } },
          });
        },
      ),
    );
    const numbers = ['9991000003', '9991000135', '9991000267', '9991000399', '9991000526', '9991000658'];
    await prefillPatientIds('1001', numbers);
    expect(most).toBe(3);
  });

  it('asks again later for a number whose call failed', async () => {
    server.use(
      graphql.mutation('PrefillPatientIdCache', () => HttpResponse.json({ errors: [{ message: 'Unavailable' }] }), {
        once: true,
      }),
    );
    await prefillPatientIds('1001', [ELEANOR]);
    await prefillPatientIds('1001', [ELEANOR]);
    expect(asked.map((v) => v.nhsNumber)).toEqual([ELEANOR]);
  });
});
