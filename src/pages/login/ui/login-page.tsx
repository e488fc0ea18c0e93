import { useLocation } from 'react-router';
import { LoginForm } from '@/features/auth-login';
import { t } from '@/shared/i18n';
import { Alert, AlertDescription } from '@/shared/ui/alert';
import { Card, CardContent } from '@/shared/ui/card';

/** Why the login page was opened, passed in the navigation state by the screen that sent the user here. */
export type LoginNotice = { notice?: 'autoSignInFailed' | 'registered'; username?: string };

/** /login and /full/welcome/login. */
export function LoginPage() {
  const state = (useLocation().state ?? null) as LoginNotice | null;
  const notice =
    state?.notice === 'autoSignInFailed'
      ? t('welcome.autoSignIn.failed')
      : state?.notice === 'registered'
        ? t('welcome.register.done')
        : null;
  return (
    <Card>
      <CardContent>
        <title>{`${t('auth.login.title')} – ${t('app.name')}`}</title>
        <LoginForm
          {...(state?.username ? { defaultUsername: state.username } : {})}
          intro={
            <>
              <p>{t('auth.login.intro')}</p>
              {notice && (
                <Alert severity="info">
                  <AlertDescription>{notice}</AlertDescription>
                </Alert>
              )}
            </>
          }
        />
      </CardContent>
    </Card>
  );
}
