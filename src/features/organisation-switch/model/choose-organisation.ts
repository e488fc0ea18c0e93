import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { queryClient } from '@/shared/api';
import { setCurrentOrganisation, type Organisation } from '@/entities/organisation';
import { viewerQueries } from '@/entities/viewer';
import { storage } from '@/shared/lib/storage';
import { safeReturnPath } from '@/shared/routes';

/**
 * Acts for `organisation` from now on: stores it (every tab follows) and drops the cached server data of the
 * previous one. The runtime config and the viewer are not organisation data and stay.
 */
export function chooseOrganisation(organisation: Organisation): void {
  setCurrentOrganisation(organisation);
  storage.remove('selectedPoolId');
  storage.remove('messageListPage');
  const keep = new Set<unknown>(['config', viewerQueries.all()[0]]);
  queryClient.removeQueries({ predicate: (query) => !keep.has(query.queryKey[0]) });
}

/**
 * Chooses an organisation and goes to `to`: by default the inbox (spec §2), or the management console for role
 * super, which may not open the inbox (spec §6).
 */
export function useChooseOrganisation() {
  const navigate = useNavigate();
  return useCallback(
    (organisation: Organisation, to?: string) => {
      chooseOrganisation(organisation);
      void navigate(to ?? safeReturnPath(null, organisation.role));
    },
    [navigate],
  );
}
