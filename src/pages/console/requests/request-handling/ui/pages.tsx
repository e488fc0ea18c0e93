import { useCurrentOrganisation } from '@/entities/organisation';
import { TextListPanel } from './text-list-panel';
import { TranslationPanel } from './translation-panel';
import { RequestLimitsPanel } from './request-limits-panel';

/** Console area outcomes (basic) for the organisation being configured. */
export function OutcomesPage() {
  const organisation = useCurrentOrganisation();
  return <TextListPanel kind="outcomes" wcmsId={String(organisation?.wcmsId ?? 0)} />;
}

/** Console area admin queries (basic). */
export function AdminQueriesPage() {
  const organisation = useCurrentOrganisation();
  return <TextListPanel kind="adminQueries" wcmsId={String(organisation?.wcmsId ?? 0)} />;
}

/** Console area translation (basic). */
export function TranslationPage() {
  const organisation = useCurrentOrganisation();
  return <TranslationPanel wcmsId={String(organisation?.wcmsId ?? 0)} />;
}

/** Console area request limits (basic). */
export function RequestLimitsPage() {
  const organisation = useCurrentOrganisation();
  return <RequestLimitsPanel wcmsId={String(organisation?.wcmsId ?? 0)} />;
}
