import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import { errorMessage } from '@/shared/api';
import { t, type MessageKey } from '@/shared/i18n';
import { useSettingsForm } from '@/shared/lib/settings-form';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ErrorState,
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
  Input,
  LeavePagePrompt,
  SaveBar,
  Skeleton,
} from '@/shared/ui';
import { serverDetailsQueries, useSaveServerDetailsMutation } from '../api/server-details';
import {
  EMPTY_FORM,
  serverDetailsSchema,
  toForm,
  toInput,
  type ServerDetailsForm,
} from '../model/server-details-schema';

const FORM_ID = 'server-details-form';

const TEXT_FIELDS: {
  name: 'ip' | 'database' | 'gatewayHost' | 'port' | 'server' | 'siteCode' | 'username';
  label: MessageKey;
}[] = [
  { name: 'ip', label: 'console.clinicalIntegration.ipLabel' },
  { name: 'database', label: 'console.clinicalIntegration.database' },
  { name: 'gatewayHost', label: 'console.clinicalIntegration.gatewayHost' },
  { name: 'port', label: 'console.clinicalIntegration.portLabel' },
  { name: 'server', label: 'console.clinicalIntegration.server' },
  { name: 'siteCode', label: 'console.clinicalIntegration.siteCode' },
  { name: 'username', label: 'console.clinicalIntegration.username' },
];

/**
 * Clinical integration, server details (spec §3; advanced): all required. The password and API password are
 * write-only: the panel shows whether each is set and never receives the value; leave one blank to keep it.
 */
export function ServerDetailsPanel({ wcmsId }: { wcmsId: string }) {
  const details = useQuery(serverDetailsQueries.detail(wcmsId));
  const save = useSaveServerDetailsMutation(wcmsId);
  const values = useMemo(
    () => (details.isSuccess ? toForm(details.data) : undefined),
    [details.isSuccess, details.data],
  );
  const onSave = useCallback(async (form: ServerDetailsForm) => toForm(await save.mutateAsync(toInput(form))), [save]);
  const { form, submit, discard, saving, dirty, formError } = useSettingsForm<ServerDetailsForm>({
    schema: serverDetailsSchema,
    values,
    defaultValues: EMPTY_FORM,
    onSave,
    savedMessage: t('console.clinicalIntegration.saved'),
  });
  const passwordSet = useWatch({ control: form.control, name: 'passwordSet' });
  const apiPasswordSet = useWatch({ control: form.control, name: 'apiPasswordSet' });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('console.clinicalIntegration.serverDetails')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {details.isPending && <Skeleton className="h-64 w-full" aria-label={t('common.loading')} />}
        {details.isError && <ErrorState message={errorMessage(details.error)} onRetry={() => void details.refetch()} />}
        {details.isSuccess && (
          <form id={FORM_ID} className="grid gap-4 md:grid-cols-2" noValidate onSubmit={(event) => void submit(event)}>
            {TEXT_FIELDS.map((f) => (
              <Controller
                key={f.name}
                control={form.control}
                name={f.name}
                render={({ field, fieldState }) => (
                  <Field invalid={fieldState.invalid}>
                    <FieldLabel>{t(f.label)}</FieldLabel>
                    <FieldControl>
                      <Input {...field} inputMode={f.name === 'port' ? 'numeric' : undefined} autoComplete="off" />
                    </FieldControl>
                    <FieldError>{fieldState.error?.message}</FieldError>
                  </Field>
                )}
              />
            ))}
            {(
              [
                ['password', 'console.clinicalIntegration.password', passwordSet],
                ['apiPassword', 'console.clinicalIntegration.apiPassword', apiPasswordSet],
              ] as const
            ).map(([name, label, isSet]) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field, fieldState }) => (
                  <Field invalid={fieldState.invalid}>
                    <FieldLabel>{t(label)}</FieldLabel>
                    <FieldControl>
                      <Input {...field} type="password" autoComplete="new-password" />
                    </FieldControl>
                    <FieldDescription>
                      {isSet
                        ? t('console.clinicalIntegration.secretSet')
                        : t('console.clinicalIntegration.secretNotSet')}
                    </FieldDescription>
                    <FieldError>{fieldState.error?.message}</FieldError>
                  </Field>
                )}
              />
            ))}
            <div className="md:col-span-2">
              <SaveBar form={FORM_ID} dirty={dirty} saving={saving} onDiscard={discard} error={formError} />
            </div>
          </form>
        )}
        <LeavePagePrompt when={dirty} />
      </CardContent>
    </Card>
  );
}
