import { act, render, screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { twMerge } from 'tailwind-merge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server } from '@/shared/mocks/node';
import { loadClassMerge, unloadClassMergeForTest } from '@/shared/ui/cn';
import { PatientApp, startPatientPage } from './patient-app';
import { matchPatientScreen } from './patient-screens';

// The patient entry's own small router (no react-router) and the portal, which it loads without React Query or
// tailwind-merge, its data asked for before React renders.

function portal(wcmsId: string, practiceName: string) {
  return {
    wcmsId,
    practiceName,
    hiddenForGuests: 0,
    pharmacyConditions: [],
    pharmacyBookingUrl: null,
    categories: [
      {
        id: '1',
        title: 'Medicines',
        services: [
          {
            id: '11',
            type: 'service',
            title: 'Repeat prescriptions',
            subtext: 'Order your usual medicines',
            link: 'https://riverside.example.nhs.uk/repeats',
            infoText: 'Allow two working days.',
          },
        ],
      },
    ],
  };
}

/** Answers PatientPortal for 1001 and 1002, counting the requests. */
function servePortals() {
  const asked: string[] = [];
  server.use(
    graphql.query('PatientPortal', ({ variables }) => {
      const wcmsId = String(variables['wcmsId']);
      asked.push(wcmsId);
      const name = { '1001': 'Riverside Medical Centre', '1002': 'Hillview Surgery' }[wcmsId];
      return name
        ? HttpResponse.json({ data: { patientPortal: portal(wcmsId, name) } })
        : HttpResponse.json({ errors: [{ message: 'Practice not found', extensions: { code: 'NOT_FOUND' } }] });
    }),
  );
  return asked;
}

function go(path: string) {
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

describe('matchPatientScreen', () => {
  it('matches each patient address with its parameters, decoded', () => {
    expect(matchPatientScreen('/consult/portal/1001')?.params).toEqual({ wcmsId: '1001' });
    expect(matchPatientScreen('/consult/portal/1001/')?.params).toEqual({ wcmsId: '1001' });
    expect(matchPatientScreen('/Consult/Portal/1001')?.screen.path).toBe('consult/portal/:wcmsId');
    expect(matchPatientScreen('/consult/book/a%2Db')?.params).toEqual({ token: 'a-b' });
    expect(matchPatientScreen('/consult/arrive/tok')?.screen.column).toBe(false);
    expect(matchPatientScreen('/arrivals/kiosk')?.screen.path).toBe('arrivals/kiosk');
    expect(matchPatientScreen('/arrivals/call-screen')?.screen.path).toBe('arrivals/call-screen');
    for (const path of ['reply', 'fft', 'book', 'reset-password']) {
      expect(matchPatientScreen(`/consult/${path}/abc`)?.params).toEqual({ token: 'abc' });
    }
  });

  it('matches nothing else', () => {
    for (const path of ['/', '/consult', '/consult/portal', '/consult/portal/1/2', '/consult/book/%E0', '/arrivals']) {
      expect(matchPatientScreen(path), path).toBeNull();
    }
  });
});

describe('PatientApp', () => {
  beforeAll(async () => {
    // loaded as a browser would have it after the first visit (a cold transform is slow on a loaded machine)
    await import('@/pages/consult/portal');
    unloadClassMergeForTest();
  }, 60_000);
  afterAll(loadClassMerge);

  it('asks for the portal once, before rendering, and shows it with no conflicting classes', async () => {
    const asked = servePortals();
    window.history.replaceState(null, '', '/consult/portal/1001');
    startPatientPage(window.location.pathname);
    expect(asked).toEqual([]);
    render(<PatientApp />);
    expect(await screen.findByRole('heading', { name: 'Riverside Medical Centre' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Repeat prescriptions' })).toHaveAttribute(
      'href',
      'https://riverside.example.nhs.uk/repeats',
    );
    // the entry's request is the page's: one request, no second one from the page as it mounts
    expect(asked).toEqual(['1001']);
    // tailwind-merge never loaded: cn() only joined, which is what merging gives only without conflicts
    const lists = [...document.body.querySelectorAll('[class]')].map((element) => element.getAttribute('class') ?? '');
    expect(lists.length).toBeGreaterThan(5);
    for (const list of lists) expect(twMerge(list), list).toBe(list.trim().replace(/\s+/g, ' '));
  });

  it('shows the page in its first render when its code and data came before React rendered', async () => {
    const asked = servePortals();
    window.history.replaceState(null, '', '/consult/portal/1001');
    const found = matchPatientScreen(window.location.pathname);
    await startPatientPage(window.location.pathname);
    // the entry's request, answered (asking again gives the same request)
    await found?.screen.prefetch?.(found.params);
    render(<PatientApp />);
    // no loading line, no spinner: the page itself, at once
    expect(screen.getByRole('heading', { name: 'Riverside Medical Centre' })).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
    expect(asked).toEqual(['1001']);
  });

  it('follows back and forward between pages, each with its own data, and shows not found for other addresses', async () => {
    const asked = servePortals();
    window.history.replaceState(null, '', '/consult/portal/1001');
    render(<PatientApp />);
    expect(await screen.findByRole('heading', { name: 'Riverside Medical Centre' }, { timeout: 10_000 })).toBeVisible();

    go('/consult/portal/1002');
    expect(await screen.findByRole('heading', { name: 'Hillview Surgery' })).toBeVisible();

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByRole('heading', { name: 'Riverside Medical Centre' })).toBeVisible();
    expect(asked).toEqual(['1001', '1002', '1001']);

    go('/consult/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: /./ })).toHaveAttribute('href', '/full/messages/list');
  });

  it('says when the practice has no portal', async () => {
    servePortals();
    window.history.replaceState(null, '', '/consult/portal/9999');
    render(<PatientApp />);
    expect(await screen.findByRole('heading', { name: 'Practice not found' }, { timeout: 10_000 })).toBeVisible();
  });
});
