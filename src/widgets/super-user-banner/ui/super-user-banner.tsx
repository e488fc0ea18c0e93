import { useNavigate } from 'react-router';
import { t } from '@/shared/i18n';
import { storage, useStoredValue } from '@/shared/lib/storage';
import { paths } from '@/shared/routes';
import { Button } from '@/shared/ui';

/**
 * spec §6: while a super user acts for an organisation, a banner says so, with an exit back to their own view (the
 * organisation choice, where a super user starts).
 */
export function SuperUserBanner() {
  const navigate = useNavigate();
  const superUser = useStoredValue('super_user') === true;
  const organisation = useStoredValue('organisation');
  if (!superUser || !organisation) return null;
  const exit = () => {
    storage.remove('organisation');
    void navigate(paths.selectOrganisation());
  };
  return (
    <section
      aria-label={t('superUser.banner.label')}
      data-testid="super-user-banner"
      className="flex flex-wrap items-center justify-between gap-3 border-b border-warning-edge bg-warning-subtle px-4 py-2"
    >
      <p className="font-semibold">{t('superUser.banner.acting', { organisation: organisation.name })}</p>
      <Button variant="outline" size="sm" onClick={exit}>
        {t('superUser.banner.exit')}
      </Button>
    </section>
  );
}
