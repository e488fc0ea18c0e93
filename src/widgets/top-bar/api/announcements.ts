import { queryOptions } from '@tanstack/react-query';
import { execute, graphql } from '@/shared/api';

const AnnouncementsQuery = graphql(`
  query Announcements {
    announcements {
      id
      title
      body
      link
      published
    }
  }
`);

export type Announcement = { id: string; title: string; body: string; link?: string | null; published?: string | null };

export const announcementQueries = {
  /** null: the deployment configured no announcements source, so there is no launcher. */
  feed: () =>
    queryOptions({
      queryKey: ['announcements'] as const,
      queryFn: async (): Promise<Announcement[] | null> =>
        (await execute(AnnouncementsQuery, {})).announcements ?? null,
      staleTime: 5 * 60_000,
    }),
};
