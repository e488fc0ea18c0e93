import type { IdentityState } from '@/entities/request';

/** A patient whose identity was only matched (or not at all) is not verified: sending asks first (spec §8). */
export function needsVerificationConfirm(identity: IdentityState): boolean {
  return identity === 'unmatched' || identity === 'matched';
}

/** spec §8: Vision REST can be reached only from inside the desktop client. */
export function visionRestOutsideDesktop(clinicalSystem: string | null | undefined, inVixie: boolean): boolean {
  return clinicalSystem === 'vision_rest' && !inVixie;
}
