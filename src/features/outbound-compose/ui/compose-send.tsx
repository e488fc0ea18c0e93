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
} from '@/shared/ui';

/**
 * Review and send: the save error, the send button (for a CSV send, the count of recipients), and the
 * confirmation a CSV send asks for before anything is sent.
 */
export function ComposeSend({
  mode,
  csvCount,
  pending,
  saveError,
  confirming,
  onCancelConfirm,
  onConfirm,
}: {
  mode: 'single' | 'csv';
  /** the valid rows of the upload (CSV only) */
  csvCount: number;
  pending: boolean;
  saveError: string | null;
  /** the confirmation dialog is open */
  confirming: boolean;
  onCancelConfirm: () => void;
  onConfirm: () => void;
}) {
  const count = csvCount.toLocaleString('en-GB');
  return (
    <>
      {saveError && (
        <Alert severity="error" role="alert">
          <AlertDescription>{saveError}</AlertDescription>
        </Alert>
      )}
      <div>
        <Button type="submit" disabled={pending || (mode === 'csv' && csvCount === 0)}>
          {pending
            ? t('outbound.compose.sending')
            : mode === 'csv'
              ? t('outbound.csv.confirm', { count })
              : t('outbound.compose.send')}
        </Button>
      </div>

      <Dialog open={confirming} onOpenChange={(open) => !open && onCancelConfirm()}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('outbound.csv.confirmTitle', { count })}</DialogTitle>
            <DialogDescription>{t('outbound.csv.confirmBody')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('outbound.csv.confirmNo')}</Button>
            </DialogClose>
            <Button onClick={onConfirm}>{t('outbound.csv.confirmYes')}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
