import { useLocation } from 'react-router';
import { useRuntimeConfig } from '@/shared/config';
import { environmentName, showEnvironmentBadge } from '@/shared/lib/environment';
import { storage, useStoredValue } from '@/shared/lib/storage';
import { t } from '@/shared/i18n';

/**
 * spec §2 names two automated users who never see the badge; these are Carebridge's own automation accounts.
 */
const BADGE_HIDDEN_FOR = ['automation@carebridge.nhs.uk', 'monitoring@carebridge.nhs.uk'] as const;

/**
 * The non-production environment badge (spec §2). It sits in the page's flow at the end of the layout, never over
 * it: floating over the page it covered the video window's End call and the last row of lists (issue 23 item 20).
 */
export function EnvironmentBadge() {
  const { pathname } = useLocation();
  const config = useRuntimeConfig();
  const closed = useStoredValue('labelClosed') === true;
  const session = useStoredValue('session_data');
  const name = environmentName(window.location.hostname, config.environment);
  const visible = showEnvironmentBadge({
    pathname,
    environment: name,
    closed,
    username: session?.email ?? null,
    hiddenForUsers: BADGE_HIDDEN_FOR,
  });
  if (!visible) return null;
  return (
    <aside
      aria-label={t('shell.environment.label', { name })}
      data-testid="environment-badge"
      className="m-2 flex w-fit items-center gap-1 rounded-full border-2 border-foreground bg-warning px-3 py-1 text-sm font-bold text-warning-foreground uppercase"
    >
      <span>{name}</span>
      <button
        type="button"
        className="inline-flex size-6 items-center justify-center rounded-full hover:bg-black/10 focus-visible:focus-ring"
        aria-label={t('shell.environment.close')}
        onClick={() => storage.set('labelClosed', true)}
      >
        ×
      </button>
    </aside>
  );
}
