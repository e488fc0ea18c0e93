const MAX_LENGTH = 300;

/**
 * An address as a route pattern, each numeric path segment as :id and no query: which page, without the ids of
 * what it showed (for monitoring and analytics; patient identifiers are never in addresses anyway).
 */
export function routePattern(pathname: string): string {
  return pathname.replace(/\/\d+(?=\/|$)/g, '/:id').slice(0, MAX_LENGTH);
}
