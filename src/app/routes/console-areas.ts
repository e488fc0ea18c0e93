import type { ConsoleArea } from '@/features/console-access';

/**
 * The management console's areas (spec §1): ONE entry per built area. The entry's id is its URL segment
 * (/full/management-console/<id>), group and level decide where the home lists it and who may open it (basic or
 * advanced, checked again by the server on every call), and load() is its lazy page. An area not built yet has no
 * entry, so the console never links to nothing. 'care-navigation' and 'appointment-arrivals' are filtered by the
 * organisation's clinical system (spec §2, features/console-access availableAreas). src/pages/console/README.md says
 * how to add one.
 */
export const consoleAreas: readonly ConsoleArea[] = [
  {
    id: 'staff',
    group: 'people',
    level: 'advanced',
    title: 'console.staff.title',
    description: 'console.staff.description',
    load: async () => (await import('@/pages/console/team/staff')).StaffPage,
  },
  {
    id: 'groups',
    group: 'people',
    level: 'basic',
    title: 'console.groups.title',
    description: 'console.groups.description',
    load: async () => (await import('@/pages/console/team/groups')).GroupsPage,
  },
  {
    id: 'covering',
    group: 'people',
    level: 'basic',
    title: 'console.covering.title',
    description: 'console.covering.description',
    load: async () => (await import('@/pages/console/team/covering')).CoveringPage,
  },
  {
    id: 'two-factor-authentication',
    group: 'people',
    level: 'advanced',
    title: 'console.twoFactor.title',
    description: 'console.twoFactor.description',
    load: async () => (await import('@/pages/console/security/two-factor')).TwoFactorPage,
  },
  {
    id: 'external-recipients',
    group: 'people',
    level: 'advanced',
    title: 'console.externalRecipients.title',
    description: 'console.externalRecipients.description',
    load: async () => (await import('@/pages/console/team/external-recipients')).ExternalRecipientsPage,
  },
  {
    id: 'client-settings',
    group: 'organisation',
    level: 'advanced',
    title: 'console.clientSettings.title',
    description: 'console.clientSettings.description',
    load: async () => (await import('@/pages/console/organisation/client-settings')).ClientSettingsPage,
  },
  {
    id: 'email-notifications',
    group: 'organisation',
    level: 'advanced',
    title: 'console.emailNotifications.title',
    description: 'console.emailNotifications.description',
    load: async () => (await import('@/pages/console/organisation/email-notifications')).EmailNotificationsPage,
  },
  {
    id: 'outcomes',
    group: 'requests',
    level: 'basic',
    title: 'console.outcomes.title',
    description: 'console.outcomes.description',
    load: async () => (await import('@/pages/console/requests/request-handling')).OutcomesPage,
  },
  {
    id: 'admin-queries',
    group: 'requests',
    level: 'basic',
    title: 'console.adminQueries.title',
    description: 'console.adminQueries.description',
    load: async () => (await import('@/pages/console/requests/request-handling')).AdminQueriesPage,
  },
  {
    id: 'translation',
    group: 'requests',
    level: 'basic',
    title: 'console.translation.title',
    description: 'console.translation.description',
    load: async () => (await import('@/pages/console/requests/request-handling')).TranslationPage,
  },
  {
    id: 'request-limits',
    group: 'requests',
    level: 'basic',
    title: 'console.requestLimits.title',
    description: 'console.requestLimits.description',
    load: async () => (await import('@/pages/console/requests/request-handling')).RequestLimitsPage,
  },
];
