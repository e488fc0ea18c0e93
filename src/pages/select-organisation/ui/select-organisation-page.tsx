import { Navigate, useNavigate } from 'react-router';
import { useViewer } from '@/entities/viewer';
import { useLogout } from '@/features/auth-logout';
import { OrganisationChooser, chooseOrganisation } from '@/features/organisation-switch';
import { useSession } from '@/shared/auth';
import { t } from '@/shared/i18n';
import { paths, takeReturnPath } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { Card, CardContent } from '@/shared/ui/card';

/**
 * /select-organisation: a member of several organisations picks one; a super user searches every organisation
 * (spec §6). Then on to the remembered page. The guard leaves this screen alone (spec §2), so it sends a
 * signed-out visitor to the login itself.
 */
export function SelectOrganisationPage() {
  const session = useSession();
  if (!session) return <Navigate to={paths.login()} replace />;
  return <SelectOrganisation />;
}

function SelectOrganisation() {
  const navigate = useNavigate();
  const viewer = useViewer();
  const logout = useLogout();
  return (
    <Card>
      <CardContent className="flex flex-col gap-5">
        <title>{`${t('account.organisation.title')} – ${t('app.name')}`}</title>
        <h1 className="text-3xl leading-tight font-bold">{t('account.organisation.title')}</h1>
        <p>{viewer.isSuperUser ? t('account.organisation.superIntro') : t('account.organisation.intro')}</p>
        <OrganisationChooser
          onChoose={(organisation) => {
            chooseOrganisation(organisation);
            void navigate(takeReturnPath(organisation.role), { replace: true });
          }}
        />
        <p>
          <Button variant="link" onClick={() => void logout()}>
            {t('account.logout')}
          </Button>
        </p>
      </CardContent>
    </Card>
  );
}
