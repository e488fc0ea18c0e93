import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorFields, errorMessage } from '@/shared/api';
import { t, type MessageKey } from '@/shared/i18n';
import { formatDateTime } from '@/shared/lib/format';
import { notify } from '@/shared/lib/notify';
import {
  Alert,
  AlertDescription,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ErrorState,
  Field,
  FieldControl,
  FieldError,
  FieldLabel,
  nativeSelectClassName,
  Skeleton,
  Textarea,
} from '@/shared/ui';
import {
  navigationQueries,
  useCareNavigateToOrganisation,
  useRecordSharingConsent,
  type Destination,
  type Navigation,
} from '../api/cross-organisation';
import { sendSchema, type SendValues } from '../model/cross-organisation-schema';

const agreementLabel = (d: Destination) =>
  t(`requests.crossOrganisation.agreement.${d.agreement ?? 'none'}` as MessageKey);

/**
 * Care navigation to another organisation (spec §4), in the request view: the patient's sharing answer (recorded by
 * staff) and sending the request to a group another organisation shares with this one. The server refuses, with the
 * request staying where it is, when the group was deleted, access was revoked, there is no accepted agreement, the
 * organisation is off Carebridge Consult, its daily limit is reached, or the patient said no and no reason overrides.
 */
export function SendToOrganisationPanel({
  wcmsId,
  requestId,
  disabled = false,
}: {
  wcmsId: number;
  requestId: number;
  disabled?: boolean;
}) {
  const navigation = useQuery(navigationQueries.detail(wcmsId, requestId));
  return (
    <Card role="region" aria-labelledby={`send-to-organisation-${requestId}`}>
      <CardHeader>
        <CardTitle id={`send-to-organisation-${requestId}`}>{t('requests.crossOrganisation.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {navigation.isPending && <Skeleton className="h-24 w-full" aria-label={t('common.loading')} />}
        {navigation.isError && (
          <ErrorState
            title={t('requests.crossOrganisation.loadFailed')}
            message={errorMessage(navigation.error)}
            onRetry={() => void navigation.refetch()}
          />
        )}
        {navigation.isSuccess && (
          <>
            <SharingConsent wcmsId={wcmsId} requestId={requestId} navigation={navigation.data} disabled={disabled} />
            {navigation.data.destinations.length === 0 ? (
              <p className="text-muted-foreground">{t('requests.crossOrganisation.none')}</p>
            ) : (
              <SendForm wcmsId={wcmsId} requestId={requestId} navigation={navigation.data} disabled={disabled} />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function SharingConsent({
  wcmsId,
  requestId,
  navigation,
  disabled,
}: {
  wcmsId: number;
  requestId: number;
  navigation: Navigation;
  disabled: boolean;
}) {
  const record = useRecordSharingConsent(wcmsId, requestId);
  const consent = navigation.sharingConsent ?? 'none';
  const save = (value: 'given' | 'denied') =>
    record.mutate(value, { onSuccess: () => notify(t('requests.crossOrganisation.consentSaved'), 'success') });
  return (
    <div className="flex flex-col gap-2">
      <dl className="flex flex-col gap-1">
        <dt className="font-semibold">{t('requests.crossOrganisation.consent')}</dt>
        <dd data-testid="sharing-consent">{t(`requests.crossOrganisation.consent.${consent}` as MessageKey)}</dd>
        {navigation.sharingConsentRecordedBy && navigation.sharingConsentRecordedAt && (
          <dd className="text-sm text-muted-foreground">
            {t('requests.crossOrganisation.consentRecorded', {
              name: navigation.sharingConsentRecordedBy,
              at: formatDateTime(navigation.sharingConsentRecordedAt),
            })}
          </dd>
        )}
      </dl>
      <div className="flex flex-wrap gap-2">
        {consent !== 'denied' && (
          <Button size="sm" variant="outline" disabled={disabled || record.isPending} onClick={() => save('denied')}>
            {t('requests.crossOrganisation.recordDenied')}
          </Button>
        )}
        {consent !== 'given' && (
          <Button size="sm" variant="outline" disabled={disabled || record.isPending} onClick={() => save('given')}>
            {t('requests.crossOrganisation.recordGiven')}
          </Button>
        )}
      </div>
      {record.isError && (
        <Alert severity="error">
          <AlertDescription>{errorMessage(record.error)}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}

function SendForm({
  wcmsId,
  requestId,
  navigation,
  disabled,
}: {
  wcmsId: number;
  requestId: number;
  navigation: Navigation;
  disabled: boolean;
}) {
  const denied = navigation.sharingConsent === 'denied';
  const send = useCareNavigateToOrganisation(wcmsId, requestId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<SendValues>({
    resolver: zodResolver(sendSchema(denied)),
    defaultValues: { groupId: '', overrideReason: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const sent = await send.mutateAsync({
        groupId: values.groupId,
        overrideReason: denied ? values.overrideReason.trim() : null,
      });
      notify(
        t('requests.crossOrganisation.sent', { group: sent.groupName, organisation: sent.organisationName }),
        'success',
      );
    } catch (error) {
      // a refusal keeps the choice and the reason: the request stays where it was
      const fields = errorFields(error);
      for (const [name, message] of Object.entries(fields)) form.setError(name as Path<SendValues>, { message });
      if (Object.keys(fields).length === 0) setRefusal(errorMessage(error));
    }
  });
  return (
    <form className="flex flex-col gap-3" noValidate onSubmit={(e) => void submit(e)}>
      <p className="text-sm text-muted-foreground">{t('requests.crossOrganisation.hint')}</p>
      <Controller
        control={form.control}
        name="groupId"
        render={({ field, fieldState }) => (
          <Field invalid={fieldState.invalid}>
            <FieldLabel>{t('requests.crossOrganisation.destination')}</FieldLabel>
            <FieldControl>
              <select className={`${nativeSelectClassName} w-full`} {...field}>
                <option value="">{t('requests.crossOrganisation.choose')}</option>
                {navigation.destinations.map((d) => (
                  <option key={d.groupId} value={d.groupId}>
                    {`${t('requests.crossOrganisation.option', { group: d.groupName, organisation: d.organisationName })} (${agreementLabel(d)})`}
                  </option>
                ))}
              </select>
            </FieldControl>
            <FieldError>{fieldState.error?.message}</FieldError>
          </Field>
        )}
      />
      {denied && (
        <>
          <Alert severity="warning">
            <AlertDescription>{t('requests.crossOrganisation.deniedWarning')}</AlertDescription>
          </Alert>
          <Controller
            control={form.control}
            name="overrideReason"
            render={({ field, fieldState }) => (
              <Field invalid={fieldState.invalid}>
                <FieldLabel>{t('requests.crossOrganisation.overrideReason')}</FieldLabel>
                <FieldControl>
                  <Textarea rows={3} {...field} />
                </FieldControl>
                <FieldError>{fieldState.error?.message}</FieldError>
              </Field>
            )}
          />
        </>
      )}
      {refusal && (
        <Alert severity="error">
          <AlertDescription>{refusal}</AlertDescription>
        </Alert>
      )}
      <div>
        <Button type="submit" disabled={disabled || form.formState.isSubmitting}>
          {t('requests.crossOrganisation.send')}
        </Button>
      </div>
    </form>
  );
}
