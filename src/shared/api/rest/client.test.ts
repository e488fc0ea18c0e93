import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { demoAccounts, riverside, signInAs } from '@/shared/mocks';
import { server } from '@/shared/mocks/node';
import { restClient, unwrap } from './client';

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

describe('REST client bearer tokens', () => {
  it('sends no staff token to a patient-facing call the contract marks noAuth (security: [])', async () => {
    cleanup = signInAs(demoAccounts.reception, riverside);
    const seen: (string | null)[] = [];
    server.use(
      http.get('*/api/consult/password-reset/:token', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ state: 'usable', organisation_name: 'Riverside Medical Centre' });
      }),
      http.get('*/api/users/:id', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ forename: 'Tom', surname: 'Hughes', email: 'x@nhs.uk', new_email: null });
      }),
    );
    await unwrap(restClient.GET('/consult/password-reset/{token}', { params: { path: { token: 'abc' } } }));
    await unwrap(restClient.GET('/users/{user_id}', { params: { path: { user_id: 3 } } }));
    expect(seen[0]).toBeNull();
    expect(seen[1]).toMatch(/^Bearer /);
  });
});
