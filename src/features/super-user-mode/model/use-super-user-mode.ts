import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { setCurrentOrganisation } from '@/entities/organisation';
import { viewerQueries } from '@/entities/viewer';
import { execute } from '@/shared/api';
import { configQueries } from '@/shared/config';
import { storage } from '@/shared/lib/storage';
import { paths } from '@/shared/routes';
import { SetSuperUserModeMutation } from '../api/set-super-user-mode';

/**
 * spec §6 'a super-user flag and toggle exist, with a fixed allowed id (value not shown)': whether the signed-in
 * account may turn super-user mode on or off (the server says, from SUPER_USER_STAFF_ID; the runtime config's
 * superUserToggleVisible can hide the toggle), whether it is on, and the change.
 */
export function useSuperUserMode() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const viewer = useQuery(viewerQueries.viewer());
  const toggleVisible = useQuery(configQueries.runtime()).data?.superUserToggleVisible ?? false;
  const change = useMutation({
    mutationFn: async (on: boolean) => (await execute(SetSuperUserModeMutation, { on })).setSuperUserMode,
    onSuccess: (next) => {
      // the server checks the flag on every call; the client follows at once: nothing cached under the old powers
      // may show, and the guard reads super_user
      storage.set('super_user', next.isSuperUser);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'config' });
      queryClient.setQueryData(viewerQueries.viewer().queryKey, next);
      if (next.isSuperUser) {
        // back to choosing any organisation
        void navigate(paths.selectOrganisation());
        return;
      }
      const stored = storage.get('organisation');
      const member = stored ? next.organisations.find((o) => String(o.wcmsId) === String(stored.wcmsId)) : undefined;
      if (member) {
        // still a member of the organisation acted for: stay, with the membership's own role
        setCurrentOrganisation(member);
        return;
      }
      storage.remove('organisation');
      const full = pathname.startsWith('/full');
      void navigate(
        next.organisations.length > 0
          ? paths.selectOrganisation()
          : full
            ? paths.full.noOrganisation()
            : paths.noOrganisation(),
      );
    },
  });
  return {
    available: toggleVisible && viewer.data?.mayToggleSuperUserMode === true,
    on: viewer.data?.isSuperUser === true,
    change,
  };
}
