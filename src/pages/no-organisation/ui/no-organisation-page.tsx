import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { viewerQueries } from '@/entities/viewer';
import { useLogout } from '@/features/auth-logout';
import { SuperUserModeSwitch } from '@/features/super-user-mode';
import { useSession } from '@/shared/auth';
import { t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { Card, CardContent } from '@/shared/ui/card';

/** /no-organisation and /full/no-organisation: the account belongs to no organisation yet (spec §6). */
export function NoOrganisationPage() {
  const session = useSession();
  const logout = useLogout();
  // a member of some organisation (or a super user) reaches here from a tab opened before choosing one: offer
  // the choice rather than say the account is not linked
  const viewer = useQuery({ ...viewerQueries.viewer(), enabled: !!session });
  if (viewer.isPending && session) return null;
  if (viewer.data && (viewer.data.isSuperUser || viewer.data.organisations.length > 0)) {
    return <Navigate to={paths.selectOrganisation()} replace />;
  }
  return (
    <Card>
      <CardContent className="flex flex-col gap-5">
        <title>{`${t('account.noOrganisation.title')} – ${t('app.name')}`}</title>
        <h1 className="text-3xl leading-tight font-bold">{t('account.noOrganisation.title')}</h1>
        <p>{t('account.noOrganisation.body')}</p>
        {session && <p>{t('account.noOrganisation.next', { email: session.email })}</p>}
        {/* spec §6: the super user account with its mode off belongs to no organisation: it can turn it on here */}
        {session && <SuperUserModeSwitch />}
        <p>
          <Button size="lg" onClick={() => void logout()}>
            {t('account.logout')}
          </Button>
        </p>
      </CardContent>
    </Card>
  );
}
