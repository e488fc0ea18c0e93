import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RestError, errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
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
  Textarea,
  cn,
  nativeSelectClassName,
} from '@/shared/ui';
import { forwardQueries, useForwardRequestMutation } from '../api/forward';

const NOTE_MAX = 2000;

/**
 * Forward the request to one of the organisation's external recipients by secure email (spec §6 external
 * recipients). Offered only while the organisation has them enabled and has at least one; the server refuses
 * otherwise. A refusal keeps the dialog open with what was typed.
 */
export function ForwardDialog({
  wcmsId,
  requestId,
  disabled,
}: {
  wcmsId: number;
  requestId: number;
  disabled: boolean;
}) {
  const recipients = useQuery(forwardQueries.recipients(wcmsId));
  const forward = useForwardRequestMutation(wcmsId, requestId);
  const [open, setOpen] = useState(false);
  const [recipientId, setRecipientId] = useState('');
  const [note, setNote] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const list = recipients.data?.enabled ? recipients.data.recipients : [];
  if (list.length === 0) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!recipientId) {
      setFieldError(t('requests.forward.chooseRecipient'));
      return;
    }
    if (note.trim().length > NOTE_MAX) {
      setFieldError(t('requests.forward.noteTooLong'));
      return;
    }
    setFieldError(null);
    try {
      const result = await forward.mutateAsync({
        recipient_id: Number(recipientId),
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      notify(t('requests.forward.done', { name: result.recipient.name }), 'success');
      setOpen(false);
      setRecipientId('');
      setNote('');
    } catch (error) {
      const fields = error instanceof RestError ? error.problem?.fields : undefined;
      setFieldError(fields?.recipient_id ?? fields?.note ?? null);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) forward.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="secondary" disabled={disabled}>
          {t('requests.forward.open')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
          <DialogHeader>
            <DialogTitle>{t('requests.forward.title')}</DialogTitle>
            <DialogDescription>{t('requests.forward.description')}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-1">
            <Label htmlFor="forward-recipient">{t('requests.forward.recipient')}</Label>
            <select
              id="forward-recipient"
              className={cn(nativeSelectClassName, 'w-full')}
              value={recipientId}
              aria-invalid={fieldError !== null && !recipientId}
              onChange={(e) => setRecipientId(e.target.value)}
            >
              <option value="">{t('requests.forward.chooseRecipient')}</option>
              {list.map((r) => (
                <option key={r.id} value={r.id}>
                  {`${r.name}, ${r.organisation} (${r.email})`}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="forward-note">{t('requests.forward.note')}</Label>
            <Textarea id="forward-note" rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
          </div>
          {(fieldError || (forward.isError && !fieldError)) && (
            <Alert severity="error">
              <AlertDescription>{fieldError ?? errorMessage(forward.error)}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('requests.actions.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={forward.isPending}>
              {t('requests.forward.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
