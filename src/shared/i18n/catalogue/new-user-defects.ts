/** Issue 23 (found by a new user): the inbox's search hint, loading pools. */
export const newUserDefects = {
  'nud.inbox.noOpenMatch': 'No open requests match "{term}"',
  'nud.inbox.completedMatch': '{count} completed requests match. Completed requests are not included in this list.',
  'nud.inbox.completedMatchOne': '1 completed request matches. Completed requests are not included in this list.',
  'nud.inbox.noCompletedMatch': 'Completed requests are not included in this list, and none of them match either.',
  'nud.inbox.includeCompleted': 'Include completed requests',
  'nud.inbox.loadingPools': 'Loading pools…',
} as const;
