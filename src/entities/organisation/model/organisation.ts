import { useMemo } from 'react';
import { storage, useStoredValue, type StoredOrganisation } from '@/shared/lib/storage';

/** The organisation the user acts for, with their role there (spec §3, §6). */
export type Organisation = {
  wcmsId: string;
  name: string;
  clinicalSystem: string;
  role: string;
  features: { outbound: boolean; requests: boolean; totalTriage: boolean };
  twoFactorMandate: 'email' | 'authenticator' | null;
};

const NO_FEATURES = { outbound: false, requests: false, totalTriage: false } as const;

function toOrganisation(stored: StoredOrganisation): Organisation {
  return {
    wcmsId: String(stored.wcmsId),
    name: stored.name,
    clinicalSystem: stored.clinicalSystem,
    role: stored.role,
    features: stored.features ?? NO_FEATURES,
    twoFactorMandate: stored.twoFactorMandate ?? null,
  };
}

/** The organisation selected in this browser (every tab shares it), or null before one is chosen. */
export function useCurrentOrganisation(): Organisation | null {
  const stored = useStoredValue('organisation');
  return useMemo(() => (stored && stored.wcmsId !== undefined ? toOrganisation(stored) : null), [stored]);
}

/** Makes `organisation` the one the user acts for (storage key organisation, spec §3). */
export function setCurrentOrganisation(organisation: Organisation): void {
  storage.set('organisation', {
    wcmsId: String(organisation.wcmsId),
    name: organisation.name,
    clinicalSystem: organisation.clinicalSystem,
    role: organisation.role,
    features: organisation.features,
    twoFactorMandate: organisation.twoFactorMandate,
  });
}

/** spec §6: the management console is for role editor, full or super in the current organisation, or a super user. */
export function canOpenConsole(
  organisation: Pick<Organisation, 'role'> | null | undefined,
  viewer: { isSuperUser: boolean } | null | undefined,
): boolean {
  if (viewer?.isSuperUser) return true;
  const role = organisation?.role;
  return role === 'editor' || role === 'full' || role === 'super';
}
