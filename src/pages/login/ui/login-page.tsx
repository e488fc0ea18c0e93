import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { LoginForm } from '@/features/auth-login';
import { t } from '@/shared/i18n';
import { Card, CardContent } from '@/shared/ui/card';

// The notice is shown only when another screen sent the user here with one: its alert's code loads then, not with
// every visit to /login (ARCHITECTURE §8 initial JS). Should it not load, the notice still shows, as plain text.
const Notice = lazy(() =>
  import('./login-notice').then(
    ({ LoginNotice }) => ({ default: LoginNotice }),
    () => ({ default: ({ text }: { text: string }) => <p role="status">{text}</p> }),
  ),
);

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
                <Suspense fallback={null}>
                  <Notice text={notice} />
                </Suspense>
              )}
            </>
          }
        />
      </CardContent>
    </Card>
  );
}
