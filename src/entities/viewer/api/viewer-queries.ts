import { queryOptions } from '@tanstack/react-query';
import { execute, restClient, unwrap } from '@/shared/api';
import { graphql } from '@/shared/api';
import { storage, type StoredUserSettings } from '@/shared/lib/storage';

/** What the product knows of the signed-in user: the viewer query and the super-user mode switch answer it. */
export const ViewerFieldsFragment = graphql(`
  fragment ViewerFields on Viewer {
    userId
    email
    forename
    surname
    isSuperUser
    mayToggleSuperUserMode
    organisations {
      wcmsId
      name
      clinicalSystem
      role
      features {
        outbound
        requests
        totalTriage
      }
      twoFactorMandate
    }
  }
`);

export const ViewerQuery = graphql(`
  query Viewer {
    viewer {
      ...ViewerFields
    }
  }
`);

/** Query keys and options for the signed-in user (ARCHITECTURE §4: key factories live in entities). */
export const viewerQueries = {
  all: () => ['viewer'] as const,
  /** The viewer with their organisations and roles (GraphQL viewer). */
  viewer: () =>
    queryOptions({
      queryKey: [...viewerQueries.all(), 'me'] as const,
      queryFn: async ({ signal }) => (await execute(ViewerQuery, {}, { signal })).viewer,
    }),
  /** spec §3 User settings (GET lt-user-settings/{userId}); also kept in storage as user_settings. */
  settings: (userId: number) =>
    queryOptions({
      queryKey: [...viewerQueries.all(), 'settings', userId] as const,
      queryFn: async ({ signal }): Promise<StoredUserSettings | null> => {
        const settings = await unwrap(
          restClient.GET('/lt-user-settings/{id}', { params: { path: { id: userId } }, signal }),
        );
        if (settings) storage.set('user_settings', settings);
        return settings;
      },
      staleTime: 5 * 60_000,
    }),
  /** spec §3 User data (GET users/{userId}); also kept in storage as user_data. */
  userData: (userId: number) =>
    queryOptions({
      queryKey: [...viewerQueries.all(), 'user-data', userId] as const,
      queryFn: async ({ signal }) => {
        const user = await unwrap(
          restClient.GET('/users/{user_id}', { params: { path: { user_id: userId } }, signal }),
        );
        if (user) {
          storage.set('user_data', {
            forename: user.forename,
            surname: user.surname,
            email: user.email,
            new_email: user.new_email ?? null,
          });
        }
        return user;
      },
    }),
};
