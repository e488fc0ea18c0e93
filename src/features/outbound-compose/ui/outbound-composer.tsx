import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { templateValues } from '@/entities/message-template';
import { useCurrentOrganisation } from '@/entities/organisation';
import type { OutboundDetail, RecipientRow } from '@/entities/outbound';
import { useViewer } from '@/entities/viewer';
import { RestError, errorMessage } from '@/shared/api';
import { configQueries } from '@/shared/config';
import { t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { Alert, AlertDescription, Button } from '@/shared/ui';
import { useCreateOutboundMutation } from '../api/create-outbound';
import { composeSchema, EMPTY_COMPOSE, formFieldFor, type ComposeValues } from '../model/compose-schema';
import { clearDraft, loadDraft, saveDraft } from '../model/draft';
import { toRequest } from '../model/to-request';
import { ComposeChannel, ComposeChannelOptions, ComposeMessage } from './compose-message';
import { ComposeRecipients } from './compose-recipients';
import { ComposeSchedule } from './compose-schedule';
import { ComposeSend } from './compose-send';

export type OutboundComposerProps = {
  wcmsId: number;
  /** single: one patient from the search; csv: the valid rows of an upload (csvSlot shows the upload). */
  mode: 'single' | 'csv';
  csvRecipients?: RecipientRow[] | null;
  csvSlot?: ReactNode;
  onSent?: (sent: OutboundDetail) => void;
};

/**
 * Compose an SMS or NHS App message (spec §1, §5): template and pathway, the message with its character and
 * fragment count, reply request and preference options, schedule, reminders, NHS App fallback, then the patient
 * (single) or the CSV recipients (sent only after confirmation). The unsent message is kept in createOutbound
 * storage (spec §3) so a reload keeps it.
 *
 * This shell holds the one form, the draft and the send; each part of the form is its own component (recipients,
 * message, channel options, schedule, send).
 */
export function OutboundComposer({ wcmsId, mode, csvRecipients, csvSlot, onSent }: OutboundComposerProps) {
  const [restored] = useState(() => (mode === 'single' ? loadDraft() : null));
  const form = useForm<ComposeValues>({
    resolver: zodResolver(composeSchema),
    defaultValues: restored ?? EMPTY_COMPOSE,
  });
  const { handleSubmit, watch, setError, reset } = form;
  // the app has loaded the config before any page shows (spec §4); stories load it through MSW
  const enableOutboundPathways = useQuery(configQueries.runtime()).data?.enableOutboundPathways ?? false;
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
  const section = { form, values };
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

      <ComposeChannel form={form} />
      <ComposeRecipients {...section} wcmsId={wcmsId} mode={mode} csvSlot={csvSlot} />
      <ComposeMessage
        {...section}
        wcmsId={wcmsId}
        enableOutboundPathways={enableOutboundPathways}
        fillValues={fillValues}
        recipients={
          mode === 'single'
            ? patient
              ? [{ forename: patient.forename, surname: patient.surname }]
              : []
            : (csvRecipients ?? [])
        }
        practiceName={organisation?.name ?? null}
      />
      <ComposeChannelOptions {...section} />
      <ComposeSchedule {...section} />
      <ComposeSend
        mode={mode}
        csvCount={csvRecipients?.length ?? 0}
        pending={create.isPending}
        saveError={saveError}
        confirming={confirming !== null}
        onCancelConfirm={() => setConfirming(null)}
        onConfirm={() => {
          const v = confirming;
          setConfirming(null);
          if (v) void send(v);
        }}
      />
    </form>
  );
}
