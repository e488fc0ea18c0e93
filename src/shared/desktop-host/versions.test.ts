import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  attachVersion,
  badgeAllowedAt,
  canMinimiseAt,
  chooseAttachMethod,
  KNOWN_HOST_VERSIONS,
  VISION_REST_ATTACH_VERSION,
} from './versions';

const versions = Array.from(
  { length: KNOWN_HOST_VERSIONS.max - KNOWN_HOST_VERSIONS.min + 1 },
  (_, i) => KNOWN_HOST_VERSIONS.min + i,
);

describe('version thresholds of spec §9', () => {
  it('shows minimise from host version 20 only', () => {
    expect(versions.filter(canMinimiseAt)).toEqual([20]);
    expect(canMinimiseAt(19)).toBe(false);
    expect(canMinimiseAt(null)).toBe(false);
  });

  it('shows the connection badge from client version 10', () => {
    expect(badgeAllowedAt(9)).toBe(false);
    expect(badgeAllowedAt(10)).toBe(true);
    expect(badgeAllowedAt(11)).toBe(true);
    expect(badgeAllowedAt(null)).toBe(false);
  });

  it('attaches with AttachToClinical from 19, whatever the record holds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 19, max: 40 }), fc.nat(5), fc.nat(5), fc.nat(5), (v, files, urls, codes) => {
        expect(chooseAttachMethod(v, { files, urls, codes })).toBe('AttachToClinical');
      }),
    );
    expect(chooseAttachMethod(18, { files: 0, urls: 0, codes: 0 })).toBe('Attach');
  });

  it('uses AttachWithUrls for links from 14, and not below', () => {
    expect(chooseAttachMethod(14, { files: 0, urls: 1, codes: 0 })).toBe('AttachWithUrls');
    expect(chooseAttachMethod(13, { files: 0, urls: 1, codes: 0 })).toBe('Attach');
    expect(chooseAttachMethod(13, { files: 0, urls: 1, codes: 2 })).toBe('AttachWithCodes');
  });

  it('uses AttachMultiple for several files from 13, and not below', () => {
    expect(chooseAttachMethod(13, { files: 2, urls: 0, codes: 0 })).toBe('AttachMultiple');
    expect(chooseAttachMethod(12, { files: 2, urls: 0, codes: 0 })).toBe('Attach');
    expect(chooseAttachMethod(13, { files: 1, urls: 0, codes: 1 })).toBe('AttachWithCodes');
  });

  it('has no attach method outside a host, except Vision REST which defaults to version 15', () => {
    expect(attachVersion(null, 'emisweb')).toBeNull();
    expect(chooseAttachMethod(attachVersion(null, 'emisweb'), { files: 0, urls: 0, codes: 0 })).toBeNull();
    expect(attachVersion(null, 'vision_rest')).toBe(VISION_REST_ATTACH_VERSION);
    expect(VISION_REST_ATTACH_VERSION).toBe(15);
    expect(chooseAttachMethod(attachVersion(null, 'vision_rest'), { files: 3, urls: 1, codes: 0 })).toBe(
      'AttachWithUrls',
    );
    expect(attachVersion(19, 'vision_rest')).toBe(19);
  });
});
