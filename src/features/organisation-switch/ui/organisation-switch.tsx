import { lazy, Suspense } from 'react';
import { useCurrentOrganisation, useOrganisations } from '@/entities/organisation';
import { useViewer } from '@/entities/viewer';
import { t } from '@/shared/i18n';

// the select and the super users' dialog (with Radix's select and dialog, and the organisation search) load only for
// someone who can switch (ARCHITECTURE §8: not in a one-organisation member's inbox)
const SuperUserSwitch = lazy(async () => ({
  default: (await import('./organisation-switch-controls')).SuperUserSwitch,
}));
const MembershipSelect = lazy(async () => ({
  default: (await import('./organisation-switch-controls')).MembershipSelect,
}));

/** The organisation's name, as shown when there is nothing to switch to (and while the controls load). */
function OrganisationName({ className, name }: { className?: string; name: string }) {
  return (
    <p className={className}>
      <span className="font-semibold">{t('account.organisation.switchLabel')}: </span>
      {name}
    </p>
  );
}

/**
 * Switches the organisation the user acts for (spec §6 "multi-organisation members can switch"): a select
 * of their organisations, or for a super user a search of every organisation in a dialog. Switching resets
 * the cached data and opens the inbox (or `to`, e.g. the console page being used). Shows just the name when there is
 * nothing to switch to.
 */
export function OrganisationSwitch({ className, to }: { className?: string; to?: string }) {
  const viewer = useViewer();
  const current = useCurrentOrganisation();
  const memberships = useOrganisations('');

  if (viewer.isSuperUser) {
    const name = current?.name ?? '—';
    return (
      <Suspense fallback={<OrganisationName className={className} name={name} />}>
        <SuperUserSwitch className={className} to={to} current={name} />
      </Suspense>
    );
  }

  const organisations = memberships.data ?? [];
  const name = current?.name ?? organisations[0]?.name ?? '—';
  if (organisations.length < 2) return <OrganisationName className={className} name={name} />;
  return (
    <Suspense fallback={<OrganisationName className={className} name={name} />}>
      <MembershipSelect className={className} to={to} currentId={current?.wcmsId} organisations={organisations} />
    </Suspense>
  );
}
