import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { identityLabel, isCompleted, type RequestDetail } from '@/entities/request';
import { EMPTY_SEARCH, patientDisplayName, patientQueries, type Patient } from '@/entities/patient';
import { PatientSearch } from '@/features/patient-search';
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
 * The patient's identity on a request (spec §4 Patient identity): its state, the linked clinical record, finding
 * and linking the patient's record in the clinical system, vouching by staff (which moves it to verified) and
 * unlinking from the patient's record after confirmation.
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
  const nhsNumber = request.patient.nhs_number;
  const canLink = open && !request.clinical_patient_id && Boolean(nhsNumber);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('requests.identity.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p data-testid="identity-state">{identityLabel(request.identity)}</p>
        {request.clinical_patient_id && (
          <LinkedRecord wcmsId={wcmsId} clinicalPatientId={request.clinical_patient_id} />
        )}
        {open && !request.clinical_patient_id && !nhsNumber && (
          <p className="text-muted-foreground">{t('patients.identity.noNhs')}</p>
        )}
        {(canVouch || canUnlink || canLink) && (
          <div className="flex flex-wrap gap-2">
            {canLink && <LinkPatientDialog wcmsId={wcmsId} request={request} disabled={disabled} />}
            {canVouch && <VouchDialog wcmsId={wcmsId} requestId={request.id} disabled={disabled} />}
            {canUnlink && <UnlinkDialog wcmsId={wcmsId} requestId={request.id} disabled={disabled} />}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** The clinical system's record the request is linked to, by name when the clinical system still has it. */
function LinkedRecord({ wcmsId, clinicalPatientId }: { wcmsId: number; clinicalPatientId: string }) {
  const record = useQuery(patientQueries.detail(String(wcmsId), clinicalPatientId));
  return (
    <p data-testid="identity-record">
      {t('patients.identity.record')}:{' '}
      {record.data ? `${patientDisplayName(record.data)} (${clinicalPatientId})` : clinicalPatientId}
    </p>
  );
}

/** Search the clinical system (prefilled with the request's NHS number and surname) and link the record found. */
function LinkPatientDialog({
  wcmsId,
  request,
  disabled,
}: {
  wcmsId: number;
  request: RequestDetail;
  disabled: boolean;
}) {
  const [isOpen, setOpen] = useState(false);
  const action = useRequestActionMutation(wcmsId, request.id);
  const surname = request.patient.name.trim().split(/\s+/).at(-1) ?? '';
  const link = (patient: Patient) =>
    action.mutate(
      { action: 'link_patient', clinical_patient_id: patient.id },
      {
        onSuccess: () => {
          notify(t('patients.identity.linked', { name: patientDisplayName(patient) }), 'success');
          setOpen(false);
        },
      },
    );
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) action.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="secondary" disabled={disabled}>
          {t('patients.identity.find')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('patients.identity.findTitle')}</DialogTitle>
          <DialogDescription>{t('patients.identity.findIntro')}</DialogDescription>
        </DialogHeader>
        {action.isError && (
          <Alert severity="error">
            <AlertDescription>{errorMessage(action.error)}</AlertDescription>
          </Alert>
        )}
        <PatientSearch
          wcmsId={String(wcmsId)}
          remember={false}
          headingLevel={3}
          initialValues={{ ...EMPTY_SEARCH, nhsNumber: request.patient.nhs_number ?? '', surname }}
          renderActions={(patient) => (
            <Button size="sm" disabled={action.isPending} onClick={() => link(patient)}>
              {t('patients.identity.link', { name: patientDisplayName(patient) })}
            </Button>
          )}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t('requests.actions.cancel')}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
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
