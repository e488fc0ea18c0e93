import { useState, type FormEvent } from 'react';
import { identityLabel, isCompleted, type RequestDetail } from '@/entities/request';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import {
  Alert,
  AlertDescription,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
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
} from '@/shared/ui';
import { useRequestActionMutation } from '../api/request-actions';

/** spec §9 vouch types, in the order staff are shown them. */
export const VOUCH_TYPES = [
  'telephoned',
  'checked_clinical_system',
  'know_personally',
  'documentation_check',
  'additional_comments',
  'other',
] as const;
type VouchType = (typeof VOUCH_TYPES)[number];

const VERIFIED = new Set(['verified', 'matched_and_verified']);

/**
 * The patient's identity on a request (spec §4 Patient identity): its state, vouching by staff (which moves
 * it to verified) and unlinking from the patient's record after confirmation.
 */
export function RequestIdentityPanel({
  wcmsId,
  request,
  disabled = false,
}: {
  wcmsId: number;
  request: RequestDetail;
  disabled?: boolean;
}) {
  const open = !isCompleted(request.status);
  const canVouch = open && !VERIFIED.has(request.identity);
  const canUnlink = open && Boolean(request.clinical_patient_id);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('requests.identity.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p data-testid="identity-state">{identityLabel(request.identity)}</p>
        {(canVouch || canUnlink) && (
          <div className="flex flex-wrap gap-2">
            {canVouch && <VouchDialog wcmsId={wcmsId} requestId={request.id} disabled={disabled} />}
            {canUnlink && <UnlinkDialog wcmsId={wcmsId} requestId={request.id} disabled={disabled} />}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function VouchDialog({ wcmsId, requestId, disabled }: { wcmsId: number; requestId: number; disabled: boolean }) {
  const [isOpen, setOpen] = useState(false);
  const [how, setHow] = useState<VouchType | ''>('');
  const [otherText, setOtherText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const action = useRequestActionMutation(wcmsId, requestId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!how) return setProblem(t('requests.vouch.chooseHow'));
    // spec §5: 'Other' needs text
    if (how === 'other' && !otherText.trim()) return setProblem(t('requests.vouch.specify'));
    setProblem(null);
    try {
      await action.mutateAsync({ action: 'vouch', how, ...(otherText.trim() ? { other_text: otherText.trim() } : {}) });
      notify(t('requests.vouch.done'), 'success');
      setOpen(false);
    } catch (error) {
      // what was chosen and typed stays for another try
      setProblem(errorMessage(error));
    }
  };

  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="secondary" disabled={disabled}>
          {t('requests.vouch.open')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
          <DialogHeader>
            <DialogTitle>{t('requests.vouch.title')}</DialogTitle>
            <DialogDescription>{t('requests.vouch.intro')}</DialogDescription>
          </DialogHeader>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-semibold">{t('requests.vouch.how')}</legend>
            {VOUCH_TYPES.map((type) => (
              <label key={type} className="flex min-h-8 items-center gap-2">
                <input
                  type="radio"
                  name="vouch-how"
                  value={type}
                  checked={how === type}
                  onChange={() => setHow(type)}
                  className="size-5 accent-primary"
                />
                {t(`requests.vouch.type.${type}`)}
              </label>
            ))}
          </fieldset>
          {(how === 'other' || how === 'additional_comments') && (
            <div className="flex flex-col gap-1">
              <Label htmlFor={`vouch-text-${requestId}`}>
                {how === 'other' ? t('requests.vouch.otherLabel') : t('requests.vouch.commentsLabel')}
              </Label>
              <Textarea
                id={`vouch-text-${requestId}`}
                value={otherText}
                maxLength={500}
                onChange={(event) => setOtherText(event.target.value)}
              />
            </div>
          )}
          {problem && (
            <Alert severity="error">
              <AlertDescription>{problem}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('requests.actions.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={action.isPending}>
              {t('requests.vouch.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function UnlinkDialog({ wcmsId, requestId, disabled }: { wcmsId: number; requestId: number; disabled: boolean }) {
  const [isOpen, setOpen] = useState(false);
  const action = useRequestActionMutation(wcmsId, requestId);
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" disabled={disabled}>
          {t('requests.unlink.open')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('requests.unlink.title')}</DialogTitle>
          <DialogDescription>{t('requests.unlink.confirm')}</DialogDescription>
        </DialogHeader>
        {action.isError && (
          <Alert severity="error">
            <AlertDescription>{errorMessage(action.error)}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t('requests.actions.cancel')}
            </Button>
          </DialogClose>
          <Button
            type="button"
            variant="destructive"
            disabled={action.isPending}
            onClick={() =>
              action.mutate(
                { action: 'unlink_patient' },
                {
                  onSuccess: () => {
                    notify(t('requests.unlink.done'), 'success');
                    setOpen(false);
                  },
                },
              )
            }
          >
            {t('requests.unlink.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
