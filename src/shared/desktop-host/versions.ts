import type { ClinicalSystemId } from './contract';

/** spec §9: host versions 8 to 20 are known. */
export const KNOWN_HOST_VERSIONS = { min: 8, max: 20 } as const;
/** spec §9: host version 20 and above shows minimise. */
export const MINIMISE_MIN_HOST_VERSION = 20;
/** spec §9: client version 10 and above shows the connection badge. */
export const BADGE_MIN_CLIENT_VERSION = 10;
/** spec §9 attach thresholds. */
export const ATTACH_MULTIPLE_MIN_VERSION = 13;
export const ATTACH_WITH_URLS_MIN_VERSION = 14;
export const ATTACH_TO_CLINICAL_MIN_VERSION = 19;
/** spec §9: the attach version is 15 for Vision REST when no host says otherwise. */
export const VISION_REST_ATTACH_VERSION = 15;

/** True when the host may be asked to minimise its window. */
export function canMinimiseAt(version: number | null): boolean {
  return version !== null && version >= MINIMISE_MIN_HOST_VERSION;
}

/** True when the connection badge may show for this desktop client version. */
export function badgeAllowedAt(clientVersion: number | null): boolean {
  return clientVersion !== null && clientVersion >= BADGE_MIN_CLIENT_VERSION;
}

/** The version attach decisions use: the host's, else 15 for Vision REST, else none. */
export function attachVersion(
  hostVersion: number | null,
  clinicalSystem: ClinicalSystemId | string | null,
): number | null {
  if (hostVersion !== null) return hostVersion;
  return clinicalSystem === 'vision_rest' ? VISION_REST_ATTACH_VERSION : null;
}

export type AttachMethod = 'AttachToClinical' | 'AttachWithUrls' | 'AttachMultiple' | 'AttachWithCodes' | 'Attach';

/**
 * Which host call attaches a record (spec §9): AttachToClinical from 19; below that AttachWithUrls (14) when the
 * record has links, AttachMultiple (13) when it has more than one file, else AttachWithCodes (codes) or Attach.
 * An older host gets links as text and its files one call each (see attachThroughHost).
 */
export function chooseAttachMethod(
  version: number | null,
  record: { files: number; urls: number; codes: number },
): AttachMethod | null {
  if (version === null) return null;
  if (version >= ATTACH_TO_CLINICAL_MIN_VERSION) return 'AttachToClinical';
  if (record.urls > 0 && version >= ATTACH_WITH_URLS_MIN_VERSION) return 'AttachWithUrls';
  if (record.files > 1 && version >= ATTACH_MULTIPLE_MIN_VERSION) return 'AttachMultiple';
  return record.codes > 0 ? 'AttachWithCodes' : 'Attach';
}
