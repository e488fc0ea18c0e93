import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { coveringQueries, useViewer } from '@/entities/viewer';
import { canOpenConsole, useCurrentOrganisation } from '@/entities/organisation';
import { useLogout } from '@/features/auth-logout';
import { NotificationBell } from '@/features/notification-bell';
import { AnnouncementsLauncher } from './announcements-launcher';
import { OrganisationSwitch } from '@/features/organisation-switch';
import { SuperUserModeSwitch } from '@/features/super-user-mode';
import { CLIENT_VERSION } from '@/shared/config';
import { hasToolbar, openToolbar } from '@/shared/desktop-host';
import { clearSavedFilters } from '@/shared/lib/saved-filters';
import { useStoredValue } from '@/shared/lib/storage';
import { versionQueries } from '../api/versions';
import { TopBarView } from './top-bar-view';

const FAILED = '—';

/** The top bar wired to the session, organisation, versions and desktop host (spec §2). */
export function TopBar() {
  const navigate = useNavigate();
  const viewer = useViewer();
  const organisation = useCurrentOrganisation();
  const logout = useLogout();
  const autoSignIn = useStoredValue('auto_sign_in');
  const clinicalStaff = useStoredValue('clinical_staff');
  const megatron = useQuery(versionQueries.megatron());
  const product = useQuery(versionQueries.product());
  const clinical = useQuery(versionQueries.clinical());
  const wcmsId = Number(organisation?.wcmsId ?? 0);
  const coversUnattached = useQuery({
    ...coveringQueries.canSendUnattached(wcmsId),
    enabled: wcmsId > 0 && !viewer.isSuperUser,
  });
  const shown = (q: { data?: string | null; isError: boolean }) => (q.isError ? FAILED : (q.data ?? null));

  // spec §2: "Log out of SSO" only when an auto sign-in entry exists for the current clinical staff member
  const staffGuid = clinicalStaff?.clinicalStaffGuid;
  const ssoSignOutAvailable = Boolean(staffGuid && autoSignIn?.[staffGuid]);

  return (
    <TopBarView
      versions={{
        client: CLIENT_VERSION,
        megatron: shown(megatron),
        product: shown(product),
        clinical: shown(clinical),
      }}
      organisationName={organisation?.name ?? null}
      viewerName={`${viewer.forename} ${viewer.surname}`}
      areasAllowed={organisation?.role !== 'super'}
      canOpenConsole={canOpenConsole(organisation, viewer)}
      canSeeUnattached={viewer.isSuperUser || coversUnattached.data === true}
      toolbarAvailable={hasToolbar()}
      ssoSignOutAvailable={ssoSignOutAvailable}
      notifications={
        <>
          <AnnouncementsLauncher />
          <NotificationBell />
        </>
      }
      superUserMode={<SuperUserModeSwitch tone="onPrimary" className="px-2" />}
      organisationSwitch={
        // in the header on every page, so a member of several organisations (or a super user) can always switch
        <OrganisationSwitch className="rounded bg-background px-2 py-1 text-sm text-foreground" />
      }
      onBack={() => void navigate(-1)}
      onForward={() => void navigate(1)}
      onNavigateArea={clearSavedFilters}
      onOpenToolbar={openToolbar}
      onLogout={() => void logout()}
      onSsoLogout={() => void logout({ clearAutoSignIn: true })}
    />
  );
}
