import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/shared/auth';
import { organisationQueries } from '../api/organisation-queries';

// A module of its own: the sign-in path imports setCurrentOrganisation (organisation.ts) and must not bring
// React Query's hooks with it (ARCHITECTURE §8 /login budget).
/**
 * The organisations the user may act for; for a super user, every organisation matching `search`
 * (spec §6). Only while signed in.
 */
export function useOrganisations(search = '') {
  const session = useSession();
  return useQuery({ ...organisationQueries.list(search), enabled: session !== null });
}
