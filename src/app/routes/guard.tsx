import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useSession } from '@/shared/auth';
import { t } from '@/shared/i18n';
import { useStoredValue } from '@/shared/lib/storage';
import { rememberReturnPath } from '@/shared/routes';
import { decideGuard, type GuardDecision } from './guard-decision';

const NoAccessPage = lazy(() => import('@/pages/system/no-access').then((m) => ({ default: m.NoAccessPage })));

/** The guard's decision for the current location, following sign-in, organisation and flags in every tab. */
export function useGuardDecision(): GuardDecision & { role: string | null } {
  const { pathname } = useLocation();
  const session = useSession();
  const organisation = useStoredValue('organisation');
  const isSuperUser = useStoredValue('super_user') === true;
  const isVpn = useStoredValue('is_vpn') === true;
  const locked = useStoredValue('locked')?.locked === true;
  const role = organisation?.role ?? null;
  const decision = decideGuard({
    pathname,
    signedIn: session !== null,
    locked,
    hasOrganisation: organisation !== null,
    role,
    isSuperUser,
    isVpn,
  });
  return { ...decision, role };
}

/** Sends the visitor on, remembering where they were going (spec §2: the origin path is remembered). */
function GuardRedirect({ to }: { to: string }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const origin = pathname + search + hash;
  useEffect(() => {
    rememberReturnPath(origin);
    void navigate(to, { replace: true });
  }, [navigate, origin, to]);
  return (
    <p role="status" className="sr-only">
      {t('guard.checking')}
    </p>
  );
}

/** Above every layout: signed-out and organisation-less visitors are redirected before any page shows. */
export function RouteGuard() {
  const decision = useGuardDecision();
  if (decision.kind === 'redirect') return <GuardRedirect to={decision.to} />;
  return <Outlet />;
}

/** Inside a layout: a page the user's role may not open shows the 401 panel in its place (spec §2, §6). */
export function AccessGate() {
  const decision = useGuardDecision();
  if (decision.kind === 'denied') {
    return (
      <Suspense fallback={null}>
        <NoAccessPage superRole={decision.role === 'super'} vpnRequired={decision.vpnRequired === true} />
      </Suspense>
    );
  }
  return <Outlet />;
}
