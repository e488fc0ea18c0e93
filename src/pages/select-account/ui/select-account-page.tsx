import { useNavigate } from 'react-router';
import { useLogout } from '@/features/auth-logout';
import { useSession } from '@/shared/auth';
import { t } from '@/shared/i18n';
import { useStoredValue } from '@/shared/lib/storage';
import { paths, takeReturnPath } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { Card, CardContent } from '@/shared/ui/card';

/**
 * /select-account: carry on with the account signed in here, or use another one. (Only the stored session's
 * account is known to this browser; choosing another signs this one out first.)
 */
export function SelectAccountPage() {
  const navigate = useNavigate();
  const session = useSession();
  const organisation = useStoredValue('organisation');
  const logout = useLogout();
  const name = session ? [session.forename, session.surname].filter(Boolean).join(' ') || session.email : '';

  return (
    <Card>
      <CardContent className="flex flex-col gap-5">
        <title>{`${t('account.select.title')} – ${t('app.name')}`}</title>
        <h1 className="text-3xl leading-tight font-bold">{t('account.select.title')}</h1>
        <ul className="flex flex-col gap-3">
          {session && (
            <li>
              <button
                type="button"
                onClick={() => void navigate(organisation ? takeReturnPath() : paths.selectOrganisation())}
                className="flex w-full flex-col items-start gap-0.5 rounded-md border-2 border-input bg-background px-4 py-3 text-start hover:bg-info-subtle focus-visible:focus-ring"
              >
                <span className="text-lg font-semibold text-primary">{t('account.select.continueAs', { name })}</span>
                <span className="text-sm break-all text-muted-foreground">{session.email}</span>
              </button>
            </li>
          )}
          <li>
            {session ? (
              <Button variant="secondary" size="lg" onClick={() => void logout()}>
                {t('account.select.another')}
              </Button>
            ) : (
              <Button variant="secondary" size="lg" onClick={() => void navigate(paths.login())}>
                {t('account.select.another')}
              </Button>
            )}
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
