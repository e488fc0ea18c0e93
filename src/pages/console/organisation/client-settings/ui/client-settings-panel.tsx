import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch, type Control } from 'react-hook-form';
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
import { clientSettingsQueries, useSaveClientSettingsMutation } from '../api/client-settings';
import {
  clientSettingsSchema,
  EMPTY_FORM,
  toForm,
  toSettings,
  type ClientSettingsForm,
} from '../model/client-settings-schema';

const FORM_ID = 'client-settings-form';
const radioClass = 'size-5 accent-primary';

const UNITS: { value: 'minutes' | 'hours' | 'never'; label: MessageKey }[] = [
  { value: 'minutes', label: 'console.clientSettings.timeout.minutes' },
  { value: 'hours', label: 'console.clientSettings.timeout.hours' },
  { value: 'never', label: 'console.clientSettings.timeout.never' },
];

function AgeSetting({
  control,
  mode,
  age,
  legend,
  hint,
}: {
  control: Control<ClientSettingsForm>;
  mode: 'minimum_user_age_mode' | 'minimum_patient_age_mode';
  age: 'minimum_user_age' | 'minimum_patient_age';
  legend: MessageKey;
  hint: MessageKey;
}) {
  const current = useWatch({ control, name: mode });
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">{t(legend)}</legend>
      <p className="text-sm text-muted-foreground">{t(hint)}</p>
      <Controller
        control={control}
        name={mode}
        render={({ field }) => (
          <div className="flex flex-wrap gap-4">
            {(['none', 'set'] as const).map((value) => (
              <label key={value} className="flex min-h-8 items-center gap-2">
                <input
                  type="radio"
                  name={field.name}
                  value={value}
                  checked={field.value === value}
                  onChange={() => field.onChange(value)}
                  className={radioClass}
                />
                {t(value === 'none' ? 'console.clientSettings.age.none' : 'console.clientSettings.age.set')}
              </label>
            ))}
          </div>
        )}
      />
      {current === 'set' && (
        <Controller
          control={control}
          name={age}
          render={({ field, fieldState }) => (
            <Field invalid={fieldState.invalid} className="max-w-40">
              <FieldLabel>{t('console.clientSettings.age.years')}</FieldLabel>
              <FieldControl>
                <Input inputMode="numeric" {...field} />
              </FieldControl>
              <FieldError>{fieldState.error?.message}</FieldError>
            </Field>
          )}
        />
      )}
    </fieldset>
  );
}

/**
 * Console area client-settings (advanced): the client inactivity timeout (spec §9), minimum ages for users and
 * patients (spec §5) and the guest video route's rules. Each changes behaviour elsewhere: the idle lock, total
 * triage and the guest route.
 */
export function ClientSettingsPanel({ wcmsId: organisation }: { wcmsId: string }) {
  // this area's API takes the organisation's number
  const wcmsId = Number(organisation);
  const settings = useQuery(clientSettingsQueries.detail(wcmsId));
  const save = useSaveClientSettingsMutation(wcmsId);
  const values = useMemo(() => (settings.data ? toForm(settings.data) : undefined), [settings.data]);
  const onSave = useCallback(
    async (form: ClientSettingsForm) => toForm(await save.mutateAsync(toSettings(form))),
    [save],
  );
  const { form, submit, discard, saving, dirty, formError } = useSettingsForm<ClientSettingsForm>({
    schema: clientSettingsSchema,
    values,
    defaultValues: EMPTY_FORM,
    onSave,
    savedMessage: t('console.clientSettings.saved'),
  });
  const unit = useWatch({ control: form.control, name: 'inactivity_timeout.unit' });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('console.clientSettings.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {settings.isPending && <Skeleton className="h-64 w-full" aria-label={t('common.loading')} />}
        {settings.isError && (
          <ErrorState message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />
        )}
        {settings.isSuccess && (
          <form id={FORM_ID} className="space-y-6" noValidate onSubmit={(event) => void submit(event)}>
            <fieldset className="space-y-2">
              <legend className="font-semibold">{t('console.clientSettings.timeout.legend')}</legend>
              <p className="text-sm text-muted-foreground">{t('console.clientSettings.timeout.hint')}</p>
              <Controller
                control={form.control}
                name="inactivity_timeout.unit"
                render={({ field }) => (
                  <div
                    className="flex flex-wrap gap-4"
                    role="radiogroup"
                    aria-label={t('console.clientSettings.timeout.unit')}
                  >
                    {UNITS.map((option) => (
                      <label key={option.value} className="flex min-h-8 items-center gap-2">
                        <input
                          type="radio"
                          name={field.name}
                          value={option.value}
                          checked={field.value === option.value}
                          onChange={() => field.onChange(option.value)}
                          className={radioClass}
                        />
                        {t(option.label)}
                      </label>
                    ))}
                  </div>
                )}
              />
              {unit !== 'never' && (
                <Controller
                  control={form.control}
                  name="inactivity_timeout.value"
                  render={({ field, fieldState }) => (
                    <Field invalid={fieldState.invalid} className="max-w-60">
                      <FieldLabel>{t('console.clientSettings.timeout.value')}</FieldLabel>
                      <FieldControl>
                        <Input inputMode="numeric" {...field} />
                      </FieldControl>
                      <FieldError>{fieldState.error?.message}</FieldError>
                    </Field>
                  )}
                />
              )}
            </fieldset>
            <Controller
              control={form.control}
              name="response_target_hours"
              render={({ field, fieldState }) => (
                <Field invalid={fieldState.invalid} className="max-w-sm">
                  <FieldLabel>{t('console.clientSettings.responseTarget.label')}</FieldLabel>
                  <FieldDescription>{t('console.clientSettings.responseTarget.hint')}</FieldDescription>
                  <FieldControl>
                    <Input inputMode="numeric" className="max-w-32" {...field} />
                  </FieldControl>
                  <FieldError>{fieldState.error?.message}</FieldError>
                </Field>
              )}
            />
            <AgeSetting
              control={form.control}
              mode="minimum_user_age_mode"
              age="minimum_user_age"
              legend="console.clientSettings.userAge.legend"
              hint="console.clientSettings.userAge.hint"
            />
            <AgeSetting
              control={form.control}
              mode="minimum_patient_age_mode"
              age="minimum_patient_age"
              legend="console.clientSettings.patientAge.legend"
              hint="console.clientSettings.patientAge.hint"
            />
            <fieldset className="space-y-2">
              <legend className="font-semibold">{t('console.clientSettings.guests.legend')}</legend>
              <Controller
                control={form.control}
                name="guest_use"
                render={({ field }) => (
                  <label className="flex min-h-8 items-center gap-2">
                    <input
                      type="checkbox"
                      checked={field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                      className={radioClass}
                    />
                    {t('console.clientSettings.guestUse')}
                  </label>
                )}
              />
              <Controller
                control={form.control}
                name="guest_email_optional"
                render={({ field }) => (
                  <Field orientation="horizontal">
                    <FieldControl>
                      <input
                        type="checkbox"
                        checked={field.value}
                        onChange={(e) => field.onChange(e.target.checked)}
                        className={radioClass}
                      />
                    </FieldControl>
                    <FieldLabel>{t('console.clientSettings.guestEmailOptional')}</FieldLabel>
                    <FieldDescription>{t('console.clientSettings.guestEmailOptional.hint')}</FieldDescription>
                  </Field>
                )}
              />
            </fieldset>
            <SaveBar form={FORM_ID} dirty={dirty} saving={saving} onDiscard={discard} error={formError} />
          </form>
        )}
        <LeavePagePrompt when={dirty} />
      </CardContent>
    </Card>
  );
}
