import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import {
  clinicalPatientQuery,
  createAdhocVideo,
  normaliseMobile,
  startVideoSchema,
  videoPatientFrom,
  type StartVideoInput,
  type VideoPatient,
} from '@/entities/video';
import { RestError, errorMessage } from '@/shared/api';
import { t, type MessageKey } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/format';
import { storage, useStoredValue } from '@/shared/lib/storage';
import { paths } from '@/shared/routes';
import {
  Alert,
  AlertDescription,
  Button,
  Card,
  CardContent,
  EmptyState,
  Skeleton,
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
  Input,
} from '@/shared/ui';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function fieldMessage(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return message.startsWith('video.') ? t(message as MessageKey) : message;
}

function StartVideoForm({ patient, wcmsId }: { patient: VideoPatient; wcmsId: number }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const firstValid = patient.mobileNumbers.find((m) => normaliseMobile(m) !== null) ?? patient.mobileNumbers[0] ?? '';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StartVideoInput>({
    resolver: zodResolver(startVideoSchema),
    defaultValues: { nhsNumber: patient.nhsNumber, mobile: firstValid },
  });
  const name = `${patient.forename} ${patient.surname}`.trim();

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    const chosen = normaliseMobile(input.mobile)!;
    const others = patient.mobileNumbers.map(normaliseMobile).filter((m): m is string => m !== null && m !== chosen);
    try {
      const created = await createAdhocVideo({
        wcms_id: wcmsId,
        patient_nhs_number: input.nhsNumber.replace(/\s+/g, ''),
        message_id: patient.messageId,
        patient_details: {
          ...(patient.forename ? { forename: patient.forename } : {}),
          ...(patient.surname ? { surname: patient.surname } : {}),
          ...(patient.dateOfBirth && DATE.test(patient.dateOfBirth) ? { date_of_birth: patient.dateOfBirth } : {}),
          mobile_numbers: [chosen, ...new Set(others)].slice(0, 5),
        },
      });
      void navigate(`${paths.setRoomName()}?id=${created.id}`);
    } catch (error) {
      const fields = error instanceof RestError ? error.problem?.fields : undefined;
      if (fields?.patient_nhs_number) setError('nhsNumber', { message: fields.patient_nhs_number });
      const mobileField = Object.keys(fields ?? {}).find((key) => key.includes('mobile'));
      if (mobileField) setError('mobile', { message: t('video.validation.mobileInvalid') });
      if (!fields) setFailure(t('video.start.failed', { message: errorMessage(error) }));
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      aria-labelledby="start-video-title"
    >
      <h1 id="start-video-title" className="text-2xl leading-tight font-bold">
        {t('video.start.title')}
      </h1>
      <p>{t('video.start.intro')}</p>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">{t('video.start.patient')}</dt>
        <dd>{name || '–'}</dd>
        {patient.dateOfBirth && (
          <>
            <dt className="font-semibold">{t('video.start.born')}</dt>
            <dd>{DATE.test(patient.dateOfBirth) ? formatDate(patient.dateOfBirth) : patient.dateOfBirth}</dd>
          </>
        )}
      </dl>
      <Field invalid={!!errors.nhsNumber}>
        <FieldLabel>{t('video.start.nhsNumber')}</FieldLabel>
        <FieldControl>
          <Input inputMode="numeric" autoComplete="off" {...register('nhsNumber')} />
        </FieldControl>
        <FieldError>{fieldMessage(errors.nhsNumber?.message)}</FieldError>
      </Field>
      <Field invalid={!!errors.mobile}>
        <FieldLabel>{t('video.start.mobile')}</FieldLabel>
        <FieldControl>
          <Input type="tel" autoComplete="off" {...register('mobile')} />
        </FieldControl>
        <FieldDescription>{t('video.start.mobileHint')}</FieldDescription>
        <FieldError>{fieldMessage(errors.mobile?.message)}</FieldError>
      </Field>
      {failure && (
        <Alert severity="error">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      {/* the pop-up is 400 px high (spec §2): Continue stays in view while the form scrolls (issue 23 item 20) */}
      <div className="sticky bottom-0 -mx-1 bg-card px-1 py-2">
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? t('video.start.creating') : t('video.start.submit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * /start-video: the first step of an ad hoc video consultation. The patient comes in the query (from a request
 * or a patient page, or /current-patient?route=start-video&new=true) or from the stored current patient.
 */
export function StartVideoPage() {
  const [query] = useSearchParams();
  const organisation = useStoredValue('organisation');
  const stored = useStoredValue('currentPatient') ?? storage.get('selected_patient');
  const given = videoPatientFrom(query, stored, storage.get('selected_patient'));
  const wcmsId = Number(organisation?.wcmsId);
  const canSearch =
    given !== null && Number.isFinite(wcmsId) && !!given.nhsNumber && !!(given.dateOfBirth || given.surname);
  // the clinical system's record completes what the request or host gave: its mobile number above all
  const record = useQuery({
    ...clinicalPatientQuery(wcmsId, given?.nhsNumber ?? '', {
      ...(given?.dateOfBirth ? { dateOfBirth: given.dateOfBirth } : {}),
      ...(given?.surname ? { surname: given.surname } : {}),
    }),
    enabled: canSearch,
  });
  const patient: VideoPatient | null =
    given && record.data
      ? {
          ...given,
          forename: given.forename || record.data.forename,
          surname: given.surname || record.data.surname,
          dateOfBirth: given.dateOfBirth ?? record.data.dateOfBirth ?? null,
          mobileNumbers: [
            ...new Set([...given.mobileNumbers, ...(record.data.mobilePhone ? [record.data.mobilePhone] : [])]),
          ],
        }
      : given;
  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <title>{`${t('video.start.title')} – ${t('app.name')}`}</title>
        {canSearch && record.isPending ? (
          <Skeleton className="h-64 w-full" aria-label={t('video.chat.loading')} />
        ) : patient && Number.isFinite(wcmsId) ? (
          <StartVideoForm patient={patient} wcmsId={wcmsId} />
        ) : (
          <>
            <h1 className="text-2xl leading-tight font-bold">{t('video.start.title')}</h1>
            <EmptyState title={t('video.start.noPatient')} description={t('video.start.noPatientBody')} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
