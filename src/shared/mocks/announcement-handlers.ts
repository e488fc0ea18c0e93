import { graphql, HttpResponse } from 'msw';

export type AnnouncementFixture = {
  id: string;
  title: string;
  body: string;
  link: string | null;
  published: string | null;
};

/** The top bar's announcements launcher asks on every full page: by default no source is configured (null). */
export function announcementHandlers(feed: AnnouncementFixture[] | null = null) {
  return [graphql.query('Announcements', () => HttpResponse.json({ data: { announcements: feed } }))];
}
