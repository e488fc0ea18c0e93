import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/shared/auth';
import { storage, useStoredValue, type StoredUserSettings } from '@/shared/lib/storage';
import { viewerQueries } from '../api/viewer-queries';

/** The signed-in user. */
export type Viewer = {
  userId: number;
  email: string;
  forename: string;
  surname: string;
  /** spec §6: may select any organisation and act for it. */
  isSuperUser: boolean;
};

/** What useViewer gives outside a session (only while a logout or lock is on its way to the login screen). */
const SIGNED_OUT: Viewer = { userId: 0, email: '', forename: '', surname: '', isSuperUser: false };

/**
 * The signed-in user, from the stored session and the super-user flag kept at sign-in: available at once,
 * and it follows sign-in and logout in other tabs. For use below the route guard.
 */
export function useViewer(): Viewer {
  const session = useSession();
  const isSuperUser = useStoredValue('super_user') === true;
  return useMemo(
    () =>
      session
        ? {
            userId: session.user_id,
            email: session.email,
            forename: session.forename,
            surname: session.surname,
            isSuperUser,
          }
        : SIGNED_OUT,
    [session, isSuperUser],
  );
}

/**
 * The signed-in user's settings (spec §3 User settings: mock_clinical, inactivity_timeout, roles, …), or
 * undefined while they load or when signed out. The last stored copy shows until the fresh one arrives.
 */
export function useUserSettings(): StoredUserSettings | undefined {
  const session = useSession();
  const userId = session?.user_id ?? 0;
  const query = useQuery({
    ...viewerQueries.settings(userId),
    enabled: session !== null,
    initialData: () => {
      const stored = storage.get('user_settings');
      return stored && stored.user_id === userId ? stored : undefined;
    },
    initialDataUpdatedAt: 0,
  });
  return session ? (query.data ?? undefined) : undefined;
}
