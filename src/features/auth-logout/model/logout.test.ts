import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { queryClient } from '@/shared/api';
import { server } from '@/shared/mocks/node';
import { storage } from '@/shared/lib/storage';
import { browserLocation } from '@/shared/routes';
import { LOGOUT_REMOVED_KEYS, logout } from './logout';

const session = {
  bearer_token: 'bearer',
  refresh_token: 'refresh-token-000001',
  user_id: 12,
  email: 'reception@riverside.nhs.uk',
  username: 'reception@riverside.nhs.uk',
  forename: 'Rita',
  surname: 'Reception',
  auto_sign_in_guid: null,
};

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  storage.set('session_data', session);
  storage.set('organisation', { wcmsId: '1001', name: 'Riverside', clinicalSystem: 'emisweb', role: 'editor' });
  storage.set('user_settings', {
    id: 1,
    user_id: 12,
    roles: {},
    mock_clinical: false,
    use_surgery_name: false,
    display_non_selected_skipped: false,
    inactivity_timeout: 60,
  });
  storage.set('labelClosed', true);
  storage.set('auto_sign_in', { 'staff-a': 'guid-a', 'staff-b': 'guid-b' });
  storage.set('clinical_staff', {
    forename: 'Rita',
    surname: 'Reception',
    clinicalStaffId: '7',
    clinicalStaffGuid: 'staff-a',
    appointmentStaffId: null,
    canAttach: true,
  });
  queryClient.setQueryData(['anything'], 1);
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
  assign.mockRestore();
});

describe('logout', () => {
  it('tells the server, removes the stored items, clears the cache and loads /login', async () => {
    let variables: unknown;
    server.use(
      graphql.mutation('Logout', ({ variables: v, request }) => {
        variables = v;
        expect(request.headers.get('authorization')).toBe('Bearer bearer');
        return HttpResponse.json({ data: { logout: { success: true } } });
      }),
    );
    await logout();
    expect(variables).toEqual({
      application: 'LT',
      userAgent: navigator.userAgent,
      wcmsId: '1001',
      userId: '12',
    });
    for (const key of LOGOUT_REMOVED_KEYS) expect(storage.get(key), key).toBeNull();
    expect(storage.get('labelClosed')).toBe(true);
    expect(storage.get('auto_sign_in')).toEqual({ 'staff-a': 'guid-a', 'staff-b': 'guid-b' });
    expect(queryClient.getQueryData(['anything'])).toBeUndefined();
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('goes to the full login from a /full page and ignores a failing server', async () => {
    window.history.replaceState(null, '', '/full/messages/list');
    storage.remove('organisation');
    let wcmsId: unknown;
    server.use(
      graphql.mutation('Logout', ({ variables }) => {
        wcmsId = variables.wcmsId;
        return HttpResponse.json({ errors: [{ message: 'boom' }] }, { status: 500 });
      }),
    );
    await logout();
    expect(wcmsId).toBe('unknown');
    expect(storage.get('session_data')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/full/welcome/login');
  });

  it("forgets only the current clinical staff member's auto sign-in entry when asked", async () => {
    server.use(graphql.mutation('Logout', () => HttpResponse.json({ data: { logout: { success: true } } })));
    await logout({ clearAutoSignIn: true });
    expect(storage.get('auto_sign_in')).toEqual({ 'staff-b': 'guid-b' });
  });

  it('skips the server when told to (the session is already unusable)', async () => {
    const called = vi.fn();
    server.use(
      graphql.mutation('Logout', () => {
        called();
        return HttpResponse.json({ data: { logout: { success: true } } });
      }),
    );
    await logout({ tellServer: false });
    expect(called).not.toHaveBeenCalled();
    expect(storage.get('session_data')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
  });
});
