/** Live notifications: the top-bar bell and desktop notifications. */
export const notifications = {
  'notifications.bell.label': 'Notifications',
  'notifications.bell.labelUnread': 'Notifications, {count} unread',
  'notifications.heading': 'Notifications',
  'notifications.empty': 'You have no notifications',
  'notifications.loading': 'Loading notifications...',
  'notifications.error': 'Notifications could not be loaded: {message}',
  'notifications.unread': 'Unread',
  'notifications.questionnairesFailed': 'Questionnaires: {subject} x {count} failed to attach',
  'notifications.desktop.title': 'New Message',
  'notifications.desktop.one': 'You have one unread message',
  'notifications.desktop.many': 'You have {count} unread messages',
  'notifications.desktop.tooMany': 'You have {count}+ unread messages',
  'notifications.desktop.enable': 'Turn on desktop notifications',
  'notifications.desktop.refused': 'Push notifications not enabled',
} as const;
