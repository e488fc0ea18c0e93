import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { appendTemplate, fillTemplate, TemplatePicker, templateValues } from '@/entities/message-template';
import { useCurrentOrganisation } from '@/entities/organisation';
import { outboundQueries, type OutboundCreate, type OutboundDetail, type RecipientRow } from '@/entities/outbound';
import { useViewer } from '@/entities/viewer';
import { RestError, errorMessage } from '@/shared/api';
import { configQueries } from '@/shared/config';
import { t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import {
  Alert,
  AlertDescription,
  Button,
  Checkbox,
  DateInput,
  dateEntryError,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
  Input,
  Textarea,
  TimeInput,
  timeEntryError,
} from '@/shared/ui';
import { textControlClassName } from '@/shared/ui/input';
import { useCreateOutboundMutation } from '../api/create-outbound';
import {
  composeSchema,
  EMPTY_COMPOSE,
  formFieldFor,
  preferenceLines,
  sendInstant,
  type ComposeValues,
} from '../model/compose-schema';
import { clearDraft, loadDraft, saveDraft } from '../model/draft';
import { FragmentCounter } from './fragment-counter';
import { PatientPicker } from './patient-picker';
import { CurrentPatientChoice } from './current-patient-choice';
import { MessagePreview } from './message-preview';

export type OutboundComposerProps = {
  wcmsId: number;
  /** single: one patient from the search; csv: the valid rows of an upload (csvSlot shows the upload). */
  mode: 'single' | 'csv';
  csvRecipients?: RecipientRow[] | null;
  csvSlot?: ReactNode;
  onSent?: (sent: OutboundDetail) => void;
};

function toRequest(values: ComposeValues, recipients: RecipientRow[], source: 'single' | 'csv'): OutboundCreate {
  return {
    channel: values.channel,
    body: values.body.trim(),
    template_id: values.templateId ? Number(values.templateId) : null,
    pathway_id: values.pathwayId ? Number(values.pathwayId) : null,
    sender_id: values.channel === 'sms' && values.senderId.trim() ? values.senderId.trim() : null,
    response_requested: values.responseRequested,
    preferences: values.responseRequested ? preferenceLines(values.preferences) : [],
    send_at: sendInstant(values)?.toISOString() ?? null,
    reminder: values.remindersOn
      ? { gap_days: Number(values.reminderGap), occurrences: Number(values.reminderOccurrences) }
      : null,
    fallback_hours:
      values.channel === 'nhs_app' && values.fallbackHours ? (Number(values.fallbackHours) as 3 | 24) : null,
    source,
    recipients,
  };
}

/** The date boxes an error is about: the wrong parts of a badly typed date, else all three. */
function sendDateErrorParts(value: string, error: string | undefined) {
  if (!error) return undefined;
  return dateEntryError(value, t('outbound.compose.sendDate'))?.parts;
}

const selectClass = `${textControlClassName} min-h-10`;

/**
 * Compose an SMS or NHS App message (spec §1, §5): template and pathway, the message with its character and
 * fragment count, reply request and preference options, schedule, reminders, NHS App fallback, then the patient
 * (single) or the CSV recipients (sent only after confirmation). The unsent message is kept in createOutbound
 * storage (spec §3) so a reload keeps it.
 */
export function OutboundComposer({ wcmsId, mode, csvRecipients, csvSlot, onSent }: OutboundComposerProps) {
  const [restored] = useState(() => (mode === 'single' ? loadDraft() : null));
  const form = useForm<ComposeValues>({
    resolver: zodResolver(composeSchema),
    defaultValues: restored ?? EMPTY_COMPOSE,
  });
  const { register, control, handleSubmit, watch, setValue, setError, formState, reset } = form;
  // the app has loaded the config before any page shows (spec §4); stories load it through MSW
  const enableOutboundPathways = useQuery(configQueries.runtime()).data?.enableOutboundPathways ?? false;
  const templates = useQuery(outboundQueries.templates(wcmsId));
  const pathways = useQuery({ ...outboundQueries.pathways(wcmsId), enabled: enableOutboundPathways });
  const create = useCreateOutboundMutation(wcmsId);
  const [confirming, setConfirming] = useState<ComposeValues | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  const values = watch();
  const viewer = useViewer();
  const organisation = useCurrentOrganisation();
  useEffect(() => {
    if (mode !== 'single') return;
    // the compiler skips this component (react-hook-form's watch subscription): the draft is saved on every change,
    // which is what it needs
    // eslint-disable-next-line react-hooks/incompatible-library
    const subscription = watch((v) => saveDraft({ ...EMPTY_COMPOSE, ...(v as ComposeValues) }));
    return () => subscription.unsubscribe();
  }, [watch, mode]);

  const pathway = pathways.data?.pathways.find((x) => String(x.id) === values.pathwayId);

  async function send(v: ComposeValues) {
    setSaveError(null);
    const recipients: RecipientRow[] =
      mode === 'single'
        ? v.patient
          ? [
              {
                nhs_number: v.patient.nhsNumber,
                mobile: v.patient.mobile,
                forename: v.patient.forename,
                surname: v.patient.surname,
              },
            ]
          : []
        : (csvRecipients ?? []);
    try {
      const sent = await create.mutateAsync(toRequest(v, recipients, mode));
      if (mode === 'single') clearDraft();
      reset(EMPTY_COMPOSE);
      notify(
        mode === 'csv' ? t('outbound.csv.sent', { count: recipients.length }) : t('outbound.compose.sent'),
        'success',
      );
      if (sent) onSent?.(sent);
    } catch (error) {
      const fields = error instanceof RestError ? error.problem?.fields : undefined;
      let mapped = false;
      for (const [field, message] of Object.entries(fields ?? {})) {
        const target = formFieldFor(field);
        if (target && (mode === 'single' || target !== 'patient')) {
          setError(target, { message });
          mapped = true;
        }
      }
      if (!mapped) setSaveError(t('outbound.compose.saveFailed', { message: errorMessage(error) }));
    }
  }

  const onSubmit = handleSubmit((v) => {
    if (mode === 'single' && !v.patient) {
      setError('patient', { message: t('outbound.validation.patient') });
      return;
    }
    if (mode === 'csv') {
      if (!csvRecipients || csvRecipients.length === 0) return;
      setConfirming(v);
      return;
    }
    return send(v);
  });

  const patient = values.patient;
  const fillValues = templateValues({
    // a CSV send has one text for every row: the patient's name stays a placeholder, filled per recipient on sending
    patientFirstName: mode === 'single' ? values.patient?.forename : null,
    practiceName: organisation?.name,
    staffForename: viewer.forename,
    staffSurname: viewer.surname,
  });
  // the text a chosen template put in the message, replaced (not added to) when another is chosen before editing
  const insertedTemplate = useRef<string | null>(null);
  const templateField = register('templateId', {
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      const chosen = templates.data?.templates.find((x) => String(x.id) === event.target.value);
      const current = values.body;
      const untouched = insertedTemplate.current !== null && current === insertedTemplate.current;
      const base = untouched ? '' : current;
      if (!chosen) {
        if (untouched) setValue('body', '', { shouldDirty: true });
        insertedTemplate.current = null;
        return;
      }
      const next = appendTemplate(base, fillTemplate(chosen.body, fillValues));
      insertedTemplate.current = next;
      setValue('body', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-labelledby="outbound-compose-heading">
      <h2 id="outbound-compose-heading" className="text-lg font-semibold">
        {mode === 'csv' ? t('outbound.csv.heading') : t('outbound.compose.heading')}
      </h2>
      {restored && (
        <Alert severity="info">
          <AlertDescription>
            {t('outbound.compose.draftRestored')}{' '}
            <Button
              type="button"
              variant="link"
              onClick={() => {
                clearDraft();
                reset(EMPTY_COMPOSE);
              }}
            >
              {t('outbound.compose.discard')}
            </Button>
          </AlertDescription>
        </Alert>
      )}

      <fieldset className="flex gap-4">
        <legend className="font-semibold">{t('outbound.compose.channel')}</legend>
        <label className="flex items-center gap-2">
          <input type="radio" value="sms" className="size-5" {...register('channel')} />
          {t('outbound.channel.sms')}
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" value="nhs_app" className="size-5" {...register('channel')} />
          {t('outbound.channel.nhsApp')}
        </label>
      </fieldset>

      {mode === 'single' ? (
        <div className="flex flex-col gap-2">
          {patient ? (
            <div className="flex flex-wrap items-center gap-2" data-testid="chosen-patient">
              <span>
                {t('outbound.compose.chosen', {
                  name: `${patient.forename} ${patient.surname}`,
                  nhs: patient.nhsNumber,
                  mobile: patient.mobile,
                })}
              </span>
              <Button type="button" variant="link" onClick={() => setValue('patient', null, { shouldDirty: true })}>
                {t('outbound.compose.change')}
              </Button>
            </div>
          ) : (
            <PatientPicker
              wcmsId={wcmsId}
              onChoose={(p) => setValue('patient', p, { shouldDirty: true, shouldValidate: true })}
            />
          )}
          {!patient && (
            <CurrentPatientChoice
              onChoose={(p) => setValue('patient', p, { shouldDirty: true, shouldValidate: true })}
            />
          )}
          {formState.errors.patient?.message && (
            <p role="alert" className="font-semibold text-destructive">
              {formState.errors.patient.message}
            </p>
          )}
        </div>
      ) : (
        csvSlot
      )}

      <div className="grid gap-3 sm:grid-cols-2">
        <Field>
          <FieldLabel>{t('outbound.compose.template')}</FieldLabel>
          <FieldControl>
            <select className={selectClass} {...templateField}>
              <option value="">{t('outbound.compose.noTemplate')}</option>
              {templates.data?.templates.map((x) => (
                <option key={x.id} value={String(x.id)}>
                  {x.name}
                </option>
              ))}
            </select>
          </FieldControl>
        </Field>
        {enableOutboundPathways && (
          <Field invalid={Boolean(formState.errors.pathwayId)}>
            <FieldLabel>{t('outbound.compose.pathway')}</FieldLabel>
            <FieldControl>
              <select className={selectClass} {...register('pathwayId')}>
                <option value="">{t('outbound.compose.noPathway')}</option>
                {pathways.data?.pathways.map((x) => (
                  <option key={x.id} value={String(x.id)}>
                    {x.name}
                  </option>
                ))}
              </select>
            </FieldControl>
            {pathway && (
              <FieldDescription>
                {t('outbound.compose.pathwayHint', { amount: pathway.amount, interval: pathway.interval_days })}
              </FieldDescription>
            )}
            <FieldError>{formState.errors.pathwayId?.message}</FieldError>
          </Field>
        )}
      </div>

      <TemplatePicker
        wcmsId={wcmsId}
        values={fillValues}
        onInsert={(text) => setValue('body', appendTemplate(values.body, text), { shouldDirty: true })}
      />
      <Field>
        <FieldLabel>{t('outbound.compose.body')}</FieldLabel>
        <FieldControl>
          <Textarea rows={5} {...register('body')} />
        </FieldControl>
        {values.channel === 'sms' && (
          <FieldDescription>
            <FragmentCounter text={values.body} />
          </FieldDescription>
        )}
        <FieldError>{formState.errors.body?.message}</FieldError>
      </Field>
      <MessagePreview
        body={values.body}
        recipients={
          mode === 'single'
            ? patient
              ? [{ forename: patient.forename, surname: patient.surname }]
              : []
            : (csvRecipients ?? [])
        }
        practiceName={organisation?.name ?? null}
        staffName={fillValues['staff name'] ?? null}
      />

      {values.channel === 'sms' ? (
        <Field>
          <FieldLabel>{t('outbound.compose.senderId')}</FieldLabel>
          <FieldControl>
            <Input maxLength={11} autoComplete="off" {...register('senderId')} />
          </FieldControl>
          <FieldDescription>{t('outbound.compose.senderIdHint')}</FieldDescription>
          <FieldError>{formState.errors.senderId?.message}</FieldError>
        </Field>
      ) : (
        <Field>
          <FieldLabel>{t('outbound.compose.fallback')}</FieldLabel>
          <FieldControl>
            <select className={selectClass} {...register('fallbackHours')}>
              <option value="">{t('outbound.compose.fallbackNone')}</option>
              <option value="3">{t('outbound.compose.fallbackHours', { hours: 3 })}</option>
              <option value="24">{t('outbound.compose.fallbackHours', { hours: 24 })}</option>
            </select>
          </FieldControl>
          <FieldError>{formState.errors.fallbackHours?.message}</FieldError>
        </Field>
      )}

      <Controller
        control={control}
        name="responseRequested"
        render={({ field }) => (
          <Field orientation="horizontal">
            <FieldControl>
              <Checkbox checked={field.value} onCheckedChange={(c) => field.onChange(c === true)} />
            </FieldControl>
            <FieldLabel>{t('outbound.compose.responseRequested')}</FieldLabel>
          </Field>
        )}
      />
      {values.responseRequested && (
        <Field>
          <FieldLabel>{t('outbound.compose.preferences')}</FieldLabel>
          <FieldControl>
            <Textarea rows={3} {...register('preferences')} />
          </FieldControl>
          <FieldError>{formState.errors.preferences?.message}</FieldError>
        </Field>
      )}

      <fieldset className="flex flex-col gap-3" aria-describedby="outbound-send-at-hint">
        <legend className="mb-1 text-lg font-semibold">{t('outbound.compose.sendAt')}</legend>
        <p id="outbound-send-at-hint">{t('outbound.compose.sendAtHint')}</p>
        <div className="flex flex-wrap gap-6">
          <Controller
            control={control}
            name="sendAt"
            render={({ field, fieldState }) => (
              <DateInput
                name="send-date"
                label={t('outbound.compose.sendDate')}
                hint={t('outbound.compose.sendDateHint')}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                errorParts={sendDateErrorParts(field.value, fieldState.error?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="sendTime"
            render={({ field, fieldState }) => (
              <TimeInput
                name="send-time"
                label={t('outbound.compose.sendTime')}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                errorParts={timeEntryError(field.value, t('outbound.compose.sendTime'))?.parts}
              />
            )}
          />
        </div>
      </fieldset>

      <Controller
        control={control}
        name="remindersOn"
        render={({ field }) => (
          <Field orientation="horizontal">
            <FieldControl>
              <Checkbox checked={field.value} onCheckedChange={(c) => field.onChange(c === true)} />
            </FieldControl>
            <FieldLabel>{t('outbound.compose.reminders')}</FieldLabel>
          </Field>
        )}
      />
      {values.remindersOn && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field>
            <FieldLabel>{t('outbound.compose.reminderGap')}</FieldLabel>
            <FieldControl>
              <Input type="number" min={1} max={99} inputMode="numeric" {...register('reminderGap')} />
            </FieldControl>
            <FieldError>{formState.errors.reminderGap?.message}</FieldError>
          </Field>
          <Field>
            <FieldLabel>{t('outbound.compose.reminderOccurrences')}</FieldLabel>
            <FieldControl>
              <Input type="number" min={1} max={99} inputMode="numeric" {...register('reminderOccurrences')} />
            </FieldControl>
            <FieldError>{formState.errors.reminderOccurrences?.message}</FieldError>
          </Field>
        </div>
      )}

      {saveError && (
        <Alert severity="error" role="alert">
          <AlertDescription>{saveError}</AlertDescription>
        </Alert>
      )}
      <div>
        <Button type="submit" disabled={create.isPending || (mode === 'csv' && !csvRecipients?.length)}>
          {create.isPending
            ? t('outbound.compose.sending')
            : mode === 'csv'
              ? t('outbound.csv.confirm', { count: (csvRecipients?.length ?? 0).toLocaleString('en-GB') })
              : t('outbound.compose.send')}
        </Button>
      </div>

      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              {t('outbound.csv.confirmTitle', { count: (csvRecipients?.length ?? 0).toLocaleString('en-GB') })}
            </DialogTitle>
            <DialogDescription>{t('outbound.csv.confirmBody')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('outbound.csv.confirmNo')}</Button>
            </DialogClose>
            <Button
              onClick={() => {
                const v = confirming;
                setConfirming(null);
                if (v) void send(v);
              }}
            >
              {t('outbound.csv.confirmYes')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </form>
  );
}
