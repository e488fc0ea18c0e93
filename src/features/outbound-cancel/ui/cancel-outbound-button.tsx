import { useState } from 'react';
import { errorMessage } from '@/shared/api';
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
} from '@/shared/ui';
import { useCancelOutboundMutation } from '../api/cancel-outbound';

/**
 * Cancel an outbound message after confirmation. Shown whenever the message is not yet cancelled: the server has
 * the last word (it refuses once a recipient has seen it), and its refusal is shown here.
 */
export function CancelOutboundButton({ wcmsId, id, canCancel }: { wcmsId: number; id: number; canCancel: boolean }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOutboundMutation(wcmsId);
  return (
    <div className="flex flex-col gap-2">
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) cancel.reset();
        }}
      >
        <DialogTrigger asChild>
          <Button variant="outline" aria-describedby={canCancel ? undefined : `cancel-note-${id}`}>
            {t('outbound.cancel')}
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('outbound.cancel.confirmTitle')}</DialogTitle>
            <DialogDescription>{t('outbound.cancel.confirmBody')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('outbound.cancel.keep')}</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(id, {
                  onSuccess: () => {
                    setOpen(false);
                    notify(t('outbound.cancel.done'), 'success');
                  },
                  onError: () => setOpen(false),
                })
              }
            >
              {t('outbound.cancel.confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {!canCancel && !cancel.isError && (
        <p id={`cancel-note-${id}`} className="text-sm">
          {t('outbound.cancel.notAllowed')}
        </p>
      )}
      {cancel.isError && (
        <Alert severity="error" role="alert">
          <AlertDescription>{t('outbound.cancel.failed', { message: errorMessage(cancel.error) })}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
