import { useId, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  REQUEST_PRIORITIES,
  isCompleted,
  priorityLabel,
  requestQueries,
  type RequestAction,
  type RequestDetail,
  type RequestPriority,
} from '@/entities/request';
import { useViewer } from '@/entities/viewer';
import { SendToClinical } from '@/features/clinical-send';
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
  Label,
  Textarea,
  nativeSelectClassName,
  cn,
} from '@/shared/ui';
import { useRequestActionMutation } from '../api/request-actions';
import { CompleteDialog } from './complete-dialog';
import { ForwardDialog } from './forward-dialog';

const selectClassName = cn(nativeSelectClassName, 'w-full');

/** How long after an action focus is watched while the request re-renders (the used control may go). */
const REFOCUS_WATCH_MS = 2_000;

/**
 * After Take, Complete and the like, the control used is disabled while pending and may then disappear (Take
 * once taken, Complete once completed): focus would fall to the page body. While the request re-renders, put it
 * back on the first control of the action bar whenever it is lost.
 */
function keepFocusIn(container: HTMLElement | null): void {
  if (!container) return;
  const until = Date.now() + REFOCUS_WATCH_MS;
  const check = () => {
    const active = document.activeElement;
    const lost =
      !active ||
      active === document.body ||
      !active.isConnected ||
      (active instanceof HTMLButtonElement && active.disabled);
    if (lost && container.isConnected) {
      container.querySelector<HTMLElement>('button:not([disabled])')?.focus();
    }
    if (Date.now() < until && container.isConnected) setTimeout(check, 100);
  };
  setTimeout(check, 0);
}

/**
 * Take, assign, priority, complete, re-open and mark unread (spec §4). Each is one PUT with a RequestAction;
 * a refusal shows the server's own words (spec §8).
 */
export function RequestActionBar({
  wcmsId,
  request,
  disabled = false,
}: {
  wcmsId: number;
  request: RequestDetail;
  disabled?: boolean;
}) {
  const viewer = useViewer();
  const action = useRequestActionMutation(wcmsId, request.id);
  const completed = isCompleted(request.status);
  const mine = request.assignee?.kind === 'colleague' && request.assignee.id === viewer.userId;

  const group = useRef<HTMLDivElement>(null);
  async function run(body: RequestAction, done = t('requests.actions.done')): Promise<boolean> {
    try {
      await action.mutateAsync(body);
      notify(done, 'success');
      keepFocusIn(group.current);
      return true;
    } catch {
      return false;
    }
  }

  const busy = disabled || action.isPending;
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();

  return (
    <div className="flex flex-col gap-3">
      <div
        ref={group}
        role="group"
        aria-label={t('requests.actions.label')}
        className="flex flex-wrap items-center gap-2"
      >
        {/* one obvious next action: Take, then Complete once it is yours; Re-open once completed */}
        {!completed && !mine && (
          <Button
            size="sm"
            disabled={busy}
            data-shortcut="take"
            aria-keyshortcuts="t"
            onClick={() => void run({ action: 'take' })}
          >
            {t('requests.actions.take')}
          </Button>
        )}
        {!completed && mine && (
          <CompleteDialog
            wcmsId={wcmsId}
            primary
            disabled={busy}
            error={action.isError ? action.error : null}
            onComplete={(body) => run(body, t('requests.complete.done'))}
          />
        )}
        {completed && (
          <Button size="sm" disabled={busy} onClick={() => void run({ action: 'reopen' })}>
            {t('requests.actions.reopen')}
          </Button>
        )}
        {!completed && <AssignDialog wcmsId={wcmsId} disabled={busy} onAssign={(body) => run(body)} />}
        {!completed && <PriorityDialog current={request.priority} disabled={busy} onSave={(body) => run(body)} />}
        {!completed && !mine && (
          <CompleteDialog
            wcmsId={wcmsId}
            disabled={busy}
            error={action.isError ? action.error : null}
            onComplete={(body) => run(body, t('requests.complete.done'))}
          />
        )}
        {/* spec §4: a request can be marked unread, from the bar itself */}
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => void run({ action: 'mark_unread' }, t('requests.actions.markedUnread'))}
        >
          {t('requests.actions.markUnread')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-expanded={moreOpen}
          aria-controls={moreId}
          onClick={() => setMoreOpen((open) => !open)}
        >
          {t('workspace.more')}
          <span aria-hidden="true">{moreOpen ? ' ▴' : ' ▾'}</span>
        </Button>
        <div id={moreId} hidden={!moreOpen} className="contents">
          {moreOpen && (
            <>
              {!completed && request.status !== 'waiting_for_patient' && (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  onClick={() => void run({ action: 'status', status: 'waiting_for_patient' })}
                >
                  {t('requests.actions.waitForPatient')}
                </Button>
              )}
              {request.status === 'waiting_for_patient' && (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  onClick={() => void run({ action: 'status', status: 'triaged' })}
                >
                  {t('requests.actions.markTriaged')}
                </Button>
              )}
              <ForwardDialog wcmsId={wcmsId} requestId={request.id} disabled={busy} />
            </>
          )}
        </div>
      </div>
      <SendToClinical
        wcmsId={wcmsId}
        request={request}
        disabled={busy}
        onComplete={() => run({ action: 'complete' })}
      />
      {completed && <p>{t('requests.actions.alreadyCompleted')}</p>}
      {action.isError && (
        <Alert severity="error">
          <AlertDescription>{errorMessage(action.error)}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}

function AssignDialog({
  wcmsId,
  disabled,
  onAssign,
}: {
  wcmsId: number;
  disabled: boolean;
  onAssign: (body: RequestAction) => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState('');
  const assignees = useQuery({ ...requestQueries.assignees(wcmsId), enabled: open });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const [kind, id] = target.split(':');
    if ((kind !== 'group' && kind !== 'colleague') || !id) return;
    // the dialog closes either way: a refusal shows under the action bar in the server's words
    await onAssign({ action: 'assign', assignee_kind: kind, assignee_id: Number(id) });
    setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="secondary" disabled={disabled} data-shortcut="assign" aria-keyshortcuts="a">
          {t('requests.actions.assign')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)}>
          <DialogHeader>
            <DialogTitle>{t('requests.actions.assign')}</DialogTitle>
            <DialogDescription>{t('requests.actions.assignChoose')}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-1">
            <Label htmlFor="assign-target">{t('requests.actions.assignTo')}</Label>
            <select
              id="assign-target"
              className={selectClassName}
              value={target}
              required
              onChange={(e) => setTarget(e.target.value)}
            >
              <option value="">{assignees.isPending ? t('common.loading') : t('requests.actions.assignChoose')}</option>
              {assignees.data && (
                <>
                  <optgroup label={t('requests.actions.groups')}>
                    {assignees.data.groups.map((group) => (
                      <option key={`g${group.id}`} value={`group:${group.id}`}>
                        {group.name}
                      </option>
                    ))}
                  </optgroup>
                  <optgroup label={t('requests.actions.colleagues')}>
                    {assignees.data.colleagues.map((colleague) => (
                      <option key={`c${colleague.id}`} value={`colleague:${colleague.id}`}>
                        {colleague.name}
                      </option>
                    ))}
                  </optgroup>
                </>
              )}
            </select>
          </div>
          {assignees.isError && (
            <Alert severity="error">
              <AlertDescription>{errorMessage(assignees.error)}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('requests.actions.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!target}>
              {t('requests.actions.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function PriorityDialog({
  current,
  disabled,
  onSave,
}: {
  current: RequestPriority;
  disabled: boolean;
  onSave: (body: RequestAction) => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const [priority, setPriority] = useState<RequestPriority>(current);
  const [reason, setReason] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    await onSave({ action: 'priority', priority, ...(trimmed ? { reason: trimmed } : {}) });
    setOpen(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setPriority(current);
          setReason('');
        }
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="secondary" disabled={disabled} data-shortcut="priority" aria-keyshortcuts="p">
          {t('requests.actions.changePriority')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)}>
          <DialogHeader>
            <DialogTitle>{t('requests.actions.changePriority')}</DialogTitle>
            <DialogDescription>{priorityLabel(current)}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-1">
            <Label htmlFor="priority-value">{t('requests.actions.newPriority')}</Label>
            <select
              id="priority-value"
              className={selectClassName}
              value={priority}
              onChange={(e) => setPriority(e.target.value as RequestPriority)}
            >
              {REQUEST_PRIORITIES.map((value) => (
                <option key={value} value={value}>
                  {priorityLabel(value)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="priority-reason">{t('requests.actions.reason')}</Label>
            <Textarea id="priority-reason" rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('requests.actions.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={priority === current}>
              {t('requests.actions.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
