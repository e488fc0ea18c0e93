import { t } from '@/shared/i18n';
import { Alert, AlertDescription } from './alert';
import { Button } from './button';
import { cn } from './cn';

export type SaveBarProps = {
  /** The form the Save button submits (its id), when the bar sits outside it. */
  form?: string;
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
  /** Why the last save failed: shown above the buttons. */
  error?: string | null;
  saveLabel?: string;
  className?: string;
};

/**
 * The settings forms' save bar: says whether there are unsaved changes, Save (submits) and Discard (back to what is
 * saved), and why the last save failed. Sticks to the bottom of the viewport while the form scrolls.
 */
export function SaveBar({ form, dirty, saving, onDiscard, error, saveLabel, className }: SaveBarProps) {
  return (
    <div
      data-slot="save-bar"
      className={cn('sticky bottom-0 z-10 space-y-2 border-t border-border bg-background py-3', className)}
    >
      {error && (
        <Alert severity="error">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" form={form} disabled={saving || !dirty} aria-disabled={saving || !dirty}>
          {saving ? t('saveBar.saving') : (saveLabel ?? t('saveBar.save'))}
        </Button>
        <Button type="button" variant="outline" onClick={onDiscard} disabled={saving || !dirty}>
          {t('saveBar.discard')}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {dirty ? t('saveBar.unsaved') : ''}
        </p>
      </div>
    </div>
  );
}
