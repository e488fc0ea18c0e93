/**
 * The environment a host name belongs to (spec §2 environment badge): the first label of the host name minus
 * its last 3 characters (qa-lt.example → qa). The sandbox host gives sandbox; a first label of lt gives
 * production. Hosts without a dotted name (localhost, an IP address) fall back to the configured environment.
 */
export function environmentName(hostname: string, fallback: string): string {
  const host = hostname.toLowerCase();
  if (!host.includes('.') || /^[\d.]+$/.test(host) || host.includes(':')) return fallback;
  const first = host.split('.')[0] ?? '';
  if (first === 'lt') return 'production';
  if (first === 'sandbox' || first.startsWith('sandbox')) return 'sandbox';
  return first.length > 3 ? first.slice(0, -3) : fallback;
}

/** spec §2: the badge is hidden in test and production. */
export const HIDDEN_ENVIRONMENTS: ReadonlySet<string> = new Set(['test', 'production']);

export type EnvironmentBadgeInput = {
  pathname: string;
  environment: string;
  /** labelClosed from storage: the user closed the badge. */
  closed: boolean;
  /** the signed-in user's email, if any */
  username: string | null;
  /** accounts that never see the badge (spec §2 names two automated users) */
  hiddenForUsers: readonly string[];
};

/** Whether the environment badge shows (spec §2). */
export function showEnvironmentBadge(input: EnvironmentBadgeInput): boolean {
  if (input.pathname.startsWith('/toolbar') || input.pathname.startsWith('/alert')) return false;
  if (HIDDEN_ENVIRONMENTS.has(input.environment)) return false;
  if (input.closed) return false;
  if (input.username && input.hiddenForUsers.includes(input.username.toLowerCase())) return false;
  return true;
}
