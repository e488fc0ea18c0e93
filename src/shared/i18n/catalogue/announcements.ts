/** The announcements launcher of the top bar (spec §2). */
export const announcements = {
  'announcements.launcher': 'Announcements',
  'announcements.title': 'Announcements',
  'announcements.description': 'News from Carebridge for staff of every practice.',
  'announcements.empty': 'There are no announcements.',
  'announcements.readMore': 'Read more about {title} (opens in a new tab)',
} as const;
