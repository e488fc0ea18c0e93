import { useCurrentOrganisation } from '@/entities/organisation';
import { TwoFactorPanel } from './two-factor-panel';

/** The panel for the organisation the user is acting for. */
export function TwoFactorPage() {
  const organisation = useCurrentOrganisation();
  return <TwoFactorPanel wcmsId={organisation?.wcmsId ?? ''} />;
}
