/** The announcements launcher's source (spec §2): read from ANNOUNCEMENTS_FEED_URL by the server. */
export {
  announcementResolvers,
  ANNOUNCEMENTS_LIMIT,
  ANNOUNCEMENTS_MESSAGES,
  loadAnnouncements,
  parseFeed,
} from './service.js';
export type { Announcement } from './service.js';
export { announcementsModule } from './module.js';
