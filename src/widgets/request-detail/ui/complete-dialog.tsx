import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  consultationMethodLabel,
  requestQueries,
  type ConsultationMethod,
  type RequestAction,
} from '@/entities/request';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import {
  Alert,
  AlertDescription,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Label,
  nativeSelectClassName,
  cn,
} from '@/shared/ui';

const selectClassName = cn(nativeSelectClassName, 'w-full');

/**
 * Completes a request, recording the outcome (from the organisation's list) and the consultation method
 * (spec §3 Request). A refusal keeps the dialog open with the choices made and the server's words.
 */
export function CompleteDialog({
  wcmsId,
  disabled,
  error,
  onComplete,
  primary = false,
}: {
  wcmsId: number;
  disabled: boolean;
  /** The request's next action (it is the viewer's): the primary button. */
  primary?: boolean;
  /** The last refusal of the action, shown in the dialog once this dialog has tried to complete. */
  error: unknown;
  onComplete: (body: RequestAction) => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const [tried, setTried] = useState(false);
  const [outcome, setOutcome] = useState('');
  const [method, setMethod] = useState<ConsultationMethod | ''>('');
  const [saving, setSaving] = useState(false);
  const options = useQuery({ ...requestQueries.outcomes(wcmsId), enabled: open });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setTried(true);
    const done = await onComplete({
      action: 'complete',
      ...(outcome ? { outcome } : {}),
      ...(method ? { consultation_method: method } : {}),
    });
    setSaving(false);
    if (done) setOpen(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setTried(false);
      }}
    >
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant={primary ? 'primary' : 'secondary'}
          disabled={disabled}
          data-shortcut="complete"
          aria-keyshortcuts="c"
        >
          {t('requests.actions.complete')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)}>
          <DialogHeader>
            <DialogTitle>{t('requests.complete.title')}</DialogTitle>
            <DialogDescription>{t('requests.complete.description')}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-1">
            <Label htmlFor="complete-outcome">{t('requests.complete.outcome')}</Label>
            <select
              id="complete-outcome"
              className={selectClassName}
              value={outcome}
              onChange={(e) => setOutcome(e.target.value)}
            >
              <option value="">{options.isPending ? t('common.loading') : t('requests.complete.noOutcome')}</option>
              {options.data?.outcomes.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="complete-method">{t('requests.complete.method')}</Label>
            <select
              id="complete-method"
              className={selectClassName}
              value={method}
              onChange={(e) => setMethod(e.target.value as ConsultationMethod | '')}
            >
              <option value="">{t('requests.complete.noMethod')}</option>
              {options.data?.consultation_methods.map((value) => (
                <option key={value} value={value}>
                  {consultationMethodLabel(value)}
                </option>
              ))}
            </select>
          </div>
          {options.isError && (
            <Alert severity="error">
              <AlertDescription>
                {t('requests.complete.outcomesFailed')} {errorMessage(options.error)}
              </AlertDescription>
            </Alert>
          )}
          {tried && !saving && error != null && (
            <Alert severity="error">
              <AlertDescription>{errorMessage(error)}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('requests.actions.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={saving}>
              {t('requests.complete.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
