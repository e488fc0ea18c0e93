import { Link } from 'react-router';
import { t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { Button } from '@/shared/ui/button';
import { ErrorIcon } from '@/shared/ui/icons';

export type NoAccessPageProps = {
  /** The user's role is super (acting for an organisation): say why, and offer the console instead. */
  superRole?: boolean;
  /** A super user off the VPN opened a page that needs it (spec §6): say so. */
  vpnRequired?: boolean;
};

/** The 401 panel of spec §2 and §8: 'You do not have access to this page'. */
export function NoAccessPage({ superRole = false, vpnRequired = false }: NoAccessPageProps) {
  return (
    <section
      aria-labelledby="no-access-title"
      data-testid="no-access"
      className="flex max-w-2xl flex-col gap-4 rounded-md border-s-8 border-destructive bg-destructive-subtle px-6 py-6"
    >
      <title>{`${t('error.noAccess')} – ${t('app.name')}`}</title>
      <h1 id="no-access-title" className="flex items-center gap-3 text-3xl leading-tight font-bold">
        <ErrorIcon className="size-8 shrink-0 text-destructive" />
        {t('error.noAccess')}
      </h1>
      <p>
        {vpnRequired
          ? t('superUser.vpnRequired')
          : superRole
            ? t('guard.noAccess.superUser')
            : t('guard.noAccess.body')}
      </p>
      <p>
        <Button asChild size="lg">
          {superRole ? (
            <Link to={paths.full.managementConsole()}>{t('guard.noAccess.console')}</Link>
          ) : (
            <Link to={paths.full.messagesList()}>{t('guard.home')}</Link>
          )}
        </Button>
      </p>
    </section>
  );
}
