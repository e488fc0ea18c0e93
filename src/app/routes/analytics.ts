import { useEffect } from 'react';
import { routePattern } from '@/shared/routes';

/** An analytics library's page global (identify and track), present when a deployment's page loads one. */
type AnalyticsGlobal = {
  identify?: (userId: string) => void;
  track?: (event: string, properties: Record<string, string>) => void;
};

declare global {
  interface Window {
    analytics?: AnalyticsGlobal;
  }
}

/** Calls the page global; analytics never breaks the page, and without the global nothing happens. */
function withAnalytics(call: (analytics: AnalyticsGlobal) => void): void {
  const analytics = typeof window === 'undefined' ? undefined : window.analytics;
  if (!analytics) return;
  try {
    call(analytics);
  } catch {
    // the analytics library's failure is its own
  }
}

/** The event each page a signed-in user opens is tracked as. */
export const PAGE_VIEWED = 'Page viewed';

/**
 * spec §7: an external analytics identify and track call is made via the page global (window.analytics). The
 * signed-in staff member is identified by their user id alone, and each page they open is tracked by its route
 * pattern (ids as :id, no query): no name, email or anything of a patient goes to it.
 */
export function useAnalytics(userId: number | null, pathname: string): void {
  useEffect(() => {
    if (userId !== null) withAnalytics((a) => a.identify?.(String(userId)));
  }, [userId]);
  useEffect(() => {
    if (userId !== null) withAnalytics((a) => a.track?.(PAGE_VIEWED, { route: routePattern(pathname) }));
  }, [userId, pathname]);
}
