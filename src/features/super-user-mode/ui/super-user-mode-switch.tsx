import { useId } from 'react';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { cn } from '@/shared/ui/cn';
import { useSuperUserMode } from '../model/use-super-user-mode';

type SuperUserModeSwitchViewProps = {
  on: boolean;
  pending: boolean;
  onChange: (on: boolean) => void;
  /** onPrimary: in the blue header (white text); default: on a page. */
  tone?: 'onPrimary' | 'default';
  className?: string;
};

/** The switch itself: named 'Super user mode', its state on or off (also said in words beside it). */
export function SuperUserModeSwitchView({
  on,
  pending,
  onChange,
  tone = 'default',
  className,
}: SuperUserModeSwitchViewProps) {
  const labelId = useId();
  return (
    <div
      className={cn(
        'flex items-center gap-2 text-sm',
        tone === 'onPrimary' ? 'text-white' : 'text-foreground',
        className,
      )}
      data-testid="super-user-mode"
    >
      <span id={labelId}>{t('superUserMode.label')}</span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        disabled={pending}
        onClick={() => onChange(!on)}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 focus-visible:focus-ring disabled:opacity-60',
          tone === 'onPrimary' ? 'border-white' : 'border-foreground',
          on ? (tone === 'onPrimary' ? 'bg-white' : 'bg-primary') : 'bg-transparent',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-4 rounded-full transition-transform',
            on ? 'translate-x-5' : 'translate-x-0.5',
            on
              ? tone === 'onPrimary'
                ? 'bg-primary'
                : 'bg-primary-foreground'
              : tone === 'onPrimary'
                ? 'bg-white'
                : 'bg-foreground',
          )}
        />
      </button>
      <span aria-hidden="true">{on ? t('superUserMode.on') : t('superUserMode.off')}</span>
    </div>
  );
}

/**
 * spec §6: the super-user toggle, shown only to the configured super user account. Turning it off takes effect at
 * once: the account then acts only for its own organisations; on again, it may choose any.
 */
export function SuperUserModeSwitch({ tone, className }: { tone?: 'onPrimary' | 'default'; className?: string }) {
  const mode = useSuperUserMode();
  if (!mode.available) return null;
  return (
    <SuperUserModeSwitchView
      on={mode.on}
      pending={mode.change.isPending}
      tone={tone}
      className={className}
      onChange={(on) =>
        mode.change.mutate(on, {
          onSuccess: () => notify(on ? t('superUserMode.turnedOn') : t('superUserMode.turnedOff'), 'success'),
          onError: (error) => notify(t('superUserMode.failed', { message: errorMessage(error) }), 'error'),
        })
      }
    />
  );
}
