import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { categoryErrors, isValidPortalUrl, PORTAL_LIMITS, PORTAL_MESSAGES, serviceErrors } from './portal';

const service = (extra: Partial<Parameters<typeof serviceErrors>[0]> = {}) => ({
  type: 'service',
  title: 'Repeat prescriptions',
  subtext: '',
  link: 'https://example.nhs.uk/repeat',
  loggedInOnly: false,
  infoText: 'Order your repeat medicines.',
  ...extra,
});

describe('portal rules (spec §5)', () => {
  it('accepts every http or https URL with a host, and nothing without its protocol', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http', 'https'] }), (url) => {
        fc.pre(new URL(url).hostname.includes('.'));
        expect(isValidPortalUrl(url)).toBe(true);
        expect(isValidPortalUrl(url.replace(/^https?:\/\//, ''))).toBe(false);
      }),
      { numRuns: 40 },
    );
    for (const bad of [
      'www.nhs.uk',
      'ftp://nhs.uk/x',
      'javascript:alert(1)',
      'https://',
      'https://nhs',
      'http://a b.uk',
    ]) {
      expect(isValidPortalUrl(bad)).toBe(false);
    }
  });

  it('limits the category to 120, the title to 160 and the subtext to 240 characters', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), (n) => {
        expect(categoryErrors('c'.repeat(n)).title).toBe(
          n > PORTAL_LIMITS.categoryTitle ? PORTAL_MESSAGES.categoryTooLong : undefined,
        );
        expect(serviceErrors(service({ title: 't'.repeat(n) })).title).toBe(
          n > PORTAL_LIMITS.serviceTitle ? PORTAL_MESSAGES.titleTooLong : undefined,
        );
        expect(serviceErrors(service({ subtext: 's'.repeat(n + 100) })).subtext).toBe(
          n + 100 > PORTAL_LIMITS.serviceSubtext ? PORTAL_MESSAGES.subtextTooLong : undefined,
        );
      }),
    );
    expect(categoryErrors('  ')).toEqual({ title: 'Enter category' });
  });

  it('requires the type, title, info text, and a link for a service but not for a questionnaire', () => {
    expect(serviceErrors(service({ type: '', title: '', infoText: ' ', link: '' }))).toEqual({
      type: PORTAL_MESSAGES.typeRequired,
      title: PORTAL_MESSAGES.titleRequired,
      infoText: PORTAL_MESSAGES.infoRequired,
    });
    expect(serviceErrors(service({ link: '' }))).toEqual({ link: PORTAL_MESSAGES.linkRequired });
    expect(serviceErrors(service({ type: 'questionnaire', link: '' }))).toEqual({});
    expect(serviceErrors(service({ type: 'questionnaire', link: 'nhs.uk' }))).toEqual({
      link: PORTAL_MESSAGES.linkInvalid,
    });
  });
});
