import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { RequestDetail } from '@/entities/request';
import { useCurrentOrganisation } from '@/entities/organisation';
import { errorMessage } from '@/shared/api';
import { useDesktopInfo, visionRestError } from '@/shared/desktop-host';
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
} from '@/shared/ui';
import { attachTaskQueries, type AttachTask } from '../api/attach-tasks';
import { AttachFailedError } from '../model/attach-through-host';
import { needsVerificationConfirm, visionRestOutsideDesktop } from '../model/send-rules';
import { useSendToClinicalMutation } from '../model/send-to-clinical';

/** The latest attach task's state, in words (spec §4 queue states). */
export function AttachTaskStatus({ task }: { task: AttachTask | undefined }) {
  if (!task || task.state === 'removed') return null;
  const text =
    task.state === 'failed'
      ? t('clinicalSend.status.failed', { attempts: task.attempts, error: task.last_error ?? '' })
      : t(`clinicalSend.status.${task.state}`);
  return (
    <p className="text-sm" data-testid="attach-status" data-state={task.state}>
      {text}
    </p>
  );
}

/**
 * Send to clinical and send to clinical and complete (spec §4, §8): asks first when the patient is not verified,
 * attaches through the desktop host when present (the queue otherwise), and shows the extracted error text when
 * the clinical system refuses; the request then stays queued.
 */
export function SendToClinical({
  wcmsId,
  request,
  disabled = false,
  onComplete,
}: {
  wcmsId: number;
  request: Pick<RequestDetail, 'id' | 'status' | 'identity' | 'patient'>;
  disabled?: boolean;
  /** Completes the request after a send-and-complete; resolves true when it was completed. */
  onComplete?: () => Promise<boolean>;
}) {
  const organisation = useCurrentOrganisation();
  const desktop = useDesktopInfo();
  const send = useSendToClinicalMutation(wcmsId, request.id);
  const tasks = useQuery(attachTaskQueries.forMessage(wcmsId, request.id));
  const [confirming, setConfirming] = useState<null | { complete: boolean }>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = tasks.data?.reduce<AttachTask | undefined>((a, b) => (!a || b.id > a.id ? b : a), undefined);
  const completed = request.status === 'completed';

  async function run(complete: boolean) {
    setConfirming(null);
    setProblem(null);
    try {
      const outcome = await send.mutateAsync();
      const done = complete && onComplete ? await onComplete() : false;
      if (outcome === 'queued') notify(t('clinicalSend.queued'), 'success');
      else notify(done ? t('clinicalSend.sentAndCompleted') : t('clinicalSend.sent'), 'success');
    } catch (error) {
      setProblem(
        error instanceof AttachFailedError
          ? t('clinicalSend.failedQueued', { error: error.message })
          : `${t('clinicalSend.unableToSendReport')} ${errorMessage(error)}`,
      );
    }
  }

  function start(complete: boolean) {
    setProblem(null);
    if (!request.patient.nhs_number) {
      setProblem(t('clinicalSend.noNhsNumber'));
      return;
    }
    if (visionRestOutsideDesktop(organisation?.clinicalSystem, desktop.inVixie)) {
      setProblem(visionRestError());
      return;
    }
    if (needsVerificationConfirm(request.identity)) setConfirming({ complete });
    else void run(complete);
  }

  const busy = disabled || send.isPending;
  return (
    <div className="flex flex-col gap-2" data-testid="send-to-clinical">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => start(false)}>
          {t('clinicalSend.send')}
        </Button>
        {!completed && onComplete && (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => start(true)}>
            {t('clinicalSend.sendAndComplete')}
          </Button>
        )}
      </div>
      {send.isPending && (
        <p role="status" className="text-sm">
          {t('clinicalSend.sending')}
        </p>
      )}
      {problem && (
        <Alert severity="error">
          <AlertDescription>{problem}</AlertDescription>
        </Alert>
      )}
      <AttachTaskStatus task={latest} />
      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('clinicalSend.notVerified.title')}</DialogTitle>
            <DialogDescription>{t('clinicalSend.notVerified.body')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('clinicalSend.cancel')}
              </Button>
            </DialogClose>
            <Button type="button" onClick={() => void run(confirming?.complete ?? false)}>
              {t('clinicalSend.notVerified.confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
