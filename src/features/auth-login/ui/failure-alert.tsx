import { Link } from 'react-router';
import { t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { Alert, AlertDescription, AlertTitle } from '@/shared/ui/alert';
import { linkClass, type Failure } from './login-steps';

/** Why a sign-in step failed, with the way to a new password when the account is locked. */
export function FailureAlert({ failure }: { failure: Failure }) {
  return (
    <Alert severity="error" data-testid="login-error">
      <AlertTitle>{t('auth.login.errorTitle')}</AlertTitle>
      <AlertDescription>
        <p>{failure.message}</p>
        {failure.code === 'ACCOUNT_LOCKED' && (
          <p className="mt-2">
            <Link to={paths.forgottenPassword()} className={linkClass}>
              {t('account.forgotten.title')}
            </Link>
          </p>
        )}
      </AlertDescription>
    </Alert>
  );
}
