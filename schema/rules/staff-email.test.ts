import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { domainList, onStaffDomain, staffEmailDomains } from './staff-email';

const domains = staffEmailDomains('Carebridge.example');

describe('staff email addresses (spec §5)', () => {
  it('take nhs.uk, nhs.scot and the host, and their subdomains, in any case', () => {
    for (const ok of ['a@nhs.uk', 'b@NHS.scot', 'c@carebridge.example', 'd@riverside.nhs.uk', ' e@x.nhs.scot ']) {
      expect(onStaffDomain(ok, domains)).toBe(true);
    }
  });

  it('refuse every other domain, and look-alikes', () => {
    for (const bad of ['a@gmail.com', 'a@nhs.uk.evil.com', 'a@evilnhs.uk', 'nhs.uk', '@nhs.uk', 'a@']) {
      expect(onStaffDomain(bad, domains)).toBe(false);
    }
    fc.assert(
      fc.property(fc.domain(), (domain) => {
        const allowed = domains.some((d) => domain === d || domain.endsWith(`.${d}`));
        expect(onStaffDomain(`someone@${domain}`, domains)).toBe(allowed);
      }),
    );
  });

  it('name the domains as a sentence does', () => {
    expect(domainList(domains)).toBe('nhs.uk, nhs.scot or carebridge.example');
    expect(domainList(['nhs.uk'])).toBe('nhs.uk');
  });
});
