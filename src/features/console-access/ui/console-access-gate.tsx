import type { ReactNode } from 'react';
import { useCurrentOrganisation } from '@/entities/organisation';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { Alert, AlertDescription, ErrorState, Skeleton } from '@/shared/ui';
import { useConsoleAccess } from '../api/console-access';
import { levelAllows, type ConsoleAreaLevel } from '../model/areas';

/**
 * Shows a console area only to someone whose console access reaches its level (spec §6). A basic-settings member on
 * an advanced area reads 'You have not been given access to advanced settings'. The server refuses the area's calls
 * with the same words, so this is what the user sees, not what protects the data.
 */
export function ConsoleAccessGate({ level, children }: { level: ConsoleAreaLevel; children: ReactNode }) {
  const organisation = useCurrentOrganisation();
  const access = useConsoleAccess(organisation?.wcmsId);
  if (!organisation) {
    return (
      <Alert severity="warning">
        <AlertDescription>{t('console.noOrganisation')}</AlertDescription>
      </Alert>
    );
  }
  if (access.isPending) return <Skeleton className="h-32 w-full" aria-label={t('common.loading')} />;
  if (access.isError) return <ErrorState message={errorMessage(access.error)} onRetry={() => void access.refetch()} />;
  const { canOpen, level: mine } = access.data;
  let refusal: string | null = null;
  if (!canOpen) refusal = t('error.noAccess');
  else if (mine === 'none') refusal = t('console.accessNone');
  else if (!levelAllows(mine, level)) refusal = t('console.advancedDenied');
  if (refusal) {
    return (
      <Alert severity="error">
        <AlertDescription>{refusal}</AlertDescription>
      </Alert>
    );
  }
  return <>{children}</>;
}
