import { useLogout } from '@/features/auth-logout';
import { useSession } from '@/shared/auth';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { Card, CardContent } from '@/shared/ui/card';

/** /no-organisation and /full/no-organisation: the account belongs to no organisation yet (spec §6). */
export function NoOrganisationPage() {
  const session = useSession();
  const logout = useLogout();
  return (
    <Card>
      <CardContent className="flex flex-col gap-5">
        <title>{`${t('account.noOrganisation.title')} – ${t('app.name')}`}</title>
        <h1 className="text-3xl leading-tight font-bold">{t('account.noOrganisation.title')}</h1>
        <p>{t('account.noOrganisation.body')}</p>
        {session && <p>{t('account.noOrganisation.next', { email: session.email })}</p>}
        <p>
          <Button size="lg" onClick={() => void logout()}>
            {t('account.logout')}
          </Button>
        </p>
      </CardContent>
    </Card>
  );
}
