import { loadQueryClient } from '@/shared/api';
import { saveSession } from '@/shared/auth';
import { setCurrentOrganisation, type Organisation } from '@/entities/organisation';
import { storage, type StoredSession } from '@/shared/lib/storage';
import { paths, safeReturnPath, takeReturnPath } from '@/shared/routes';
import { requestIsUsingVpn } from '../api/login';

export type CompleteSignInOptions = {
  /** Signed in from a /full screen: use the full variants of the follow-up screens. */
  full: boolean;
  /** The session came from auto sign-in: such sessions are never idle-locked (spec §4). */
  viaAutoSignIn?: boolean;
  /** Go here afterwards instead of the remembered origin (the lock record's url). */
  returnTo?: string | null;
};

/**
 * Finishes any sign-in (password, two-factor, registration, auto sign-in, unlocking): stores the session
 * and the super-user and VPN flags, settles the organisation and returns where to go next (spec §8):
 * no organisation (and not a super user) → no-organisation; one → chosen automatically; several, or a super
 * user → select-organisation; then the remembered origin, by default /full/messages/list.
 */
export async function completeSignIn(session: StoredSession, options: CompleteSignInOptions): Promise<string> {
  // React Query and the viewer's queries (with openapi-fetch) load here, not with the sign-in screen (ARCHITECTURE §8);
  // the inbox prefetch usually brought them
  const [queryClient, { viewerQueries }] = await Promise.all([loadQueryClient(), import('@/entities/viewer')]);
  const previousUser = storage.get('session_data')?.user_id ?? storage.get('user_settings')?.user_id;
  saveSession(session);
  storage.remove('locked');
  if (options.viaAutoSignIn) storage.set('was_auto_sign_in', true);
  else storage.remove('was_auto_sign_in');
  // nothing cached for a previous session may show to this one (the runtime config stays)
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'config' });
  if (previousUser !== undefined && previousUser !== session.user_id) {
    storage.remove('user_settings');
    storage.remove('user_data');
  }

  let viewer;
  try {
    [viewer] = await Promise.all([
      queryClient.fetchQuery(viewerQueries.viewer()),
      requestIsUsingVpn().then((vpn) => storage.set('is_vpn', vpn)),
    ]);
  } catch (error) {
    // without the viewer nothing can be decided: stay signed out so the user can simply try again
    storage.remove('session_data');
    throw error;
  }
  storage.set('super_user', viewer.isSuperUser);

  const memberships: Organisation[] = viewer.organisations;
  const stored = storage.get('organisation');
  const member = stored ? memberships.find((o) => String(o.wcmsId) === String(stored.wcmsId)) : undefined;
  const destination = (role?: string) => {
    if (!options.returnTo) return takeReturnPath(role);
    storage.remove('route');
    return safeReturnPath(options.returnTo, role);
  };
  // an unlock returns to the same organisation; so does any sign-in while the stored one is still allowed
  if (member) {
    setCurrentOrganisation(member);
    return destination(member.role);
  }
  if (stored && viewer.isSuperUser && options.returnTo) {
    storage.set('organisation', { ...stored, role: 'super' });
    return destination('super');
  }
  storage.remove('organisation');

  if (!viewer.isSuperUser && memberships.length === 0) {
    return options.full ? paths.full.noOrganisation() : paths.noOrganisation();
  }
  if (!viewer.isSuperUser && memberships.length === 1 && memberships[0]) {
    setCurrentOrganisation(memberships[0]);
    return destination(memberships[0].role);
  }
  // several organisations, or a super user who may pick any: select-organisation restores the origin
  if (options.returnTo) storage.set('route', safeReturnPath(options.returnTo));
  return paths.selectOrganisation();
}
