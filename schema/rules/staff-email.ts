// spec §5: a staff email address (registration, a staff invitation, a change of address, the email notification
// address) ends in nhs.uk, nhs.scot or the deployment's host; an address on a subdomain of one counts.

/** The domains staff email addresses may end in: nhs.uk, nhs.scot and the deployment's host. */
export function staffEmailDomains(host: string): string[] {
  return ['nhs.uk', 'nhs.scot', host.toLowerCase()];
}

/** True when the address's domain is one of `domains` or a subdomain of one. */
export function onStaffDomain(email: string, domains: readonly string[]): boolean {
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return domains.some((allowed) => domain === allowed.toLowerCase() || domain.endsWith(`.${allowed.toLowerCase()}`));
}

/** The domains as a sentence names them: 'nhs.uk, nhs.scot or example.org'. */
export function domainList(domains: readonly string[]): string {
  if (domains.length <= 1) return domains.join('');
  return `${domains.slice(0, -1).join(', ')} or ${domains.at(-1)}`;
}
