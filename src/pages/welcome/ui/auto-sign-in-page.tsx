import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { autoSignIn } from '@/features/auth-login';
import { t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { Spinner } from '@/shared/ui/spinner';

// one attempt at a time, however often the effect runs (StrictMode runs it twice in development)
let attempt: Promise<string | null> | null = null;

/**
 * /full/welcome/auto-sign-in: where the guard sends signed-out /full visitors (spec §2). With a stored auto
 * sign-in guid it signs in (POST /session {guid}); otherwise, or if that fails, it goes on to the login. The
 * remembered origin stays, so either way the user ends up where they were going.
 */
export function AutoSignInPage() {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    attempt ??= autoSignIn();
    const current = attempt;
    current
      .then((next) => {
        if (active) void navigate(next ?? paths.full.welcomeLogin(), { replace: true });
      })
      .catch(() => {
        if (active) {
          void navigate(paths.full.welcomeLogin(), { replace: true, state: { notice: 'autoSignInFailed' } });
        }
      })
      .finally(() => {
        if (attempt === current && active) attempt = null;
      });
    return () => {
      active = false;
    };
  }, [navigate]);
  return (
    <div className="grid place-items-center py-12">
      <title>{`${t('welcome.autoSignIn.working')} – ${t('app.name')}`}</title>
      <h1 className="sr-only">{t('welcome.autoSignIn.working')}</h1>
      <Spinner size="lg" label={t('welcome.autoSignIn.working')} showLabel />
    </div>
  );
}
