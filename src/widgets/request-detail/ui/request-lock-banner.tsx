import { t } from '@/shared/i18n';
import { Alert, AlertDescription, Button } from '@/shared/ui';
import type { LockState } from '../api/request-lock';

/** Who else has the request open, with an override; or why it could not be locked (spec §4, §8). */
export function RequestLockBanner({
  state,
  onOverride,
  onRetry,
}: {
  state: LockState;
  onOverride: () => void;
  onRetry: () => void;
}) {
  if (state.kind === 'other') {
    return (
      <Alert severity="warning" data-testid="lock-banner">
        <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
          <span>{t('requests.lock.heldBy', { name: state.username })}</span>
          <Button size="sm" variant="secondary" onClick={onOverride}>
            {t('requests.lock.override')}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Alert severity="error" data-testid="lock-banner">
        <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
          <span>{t('requests.lock.failed')}</span>
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {t('requests.lock.retry')}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  return null;
}
