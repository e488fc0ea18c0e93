import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useFieldArray } from 'react-hook-form';
import { PREFERENCE_REQUEST_TYPES } from '@contracts/rules/total-triage';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { useSettingsForm } from '@/shared/lib/settings-form';
import {
  Alert,
  AlertDescription,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ErrorState,
  Field,
  FieldControl,
  FieldError,
  FieldLabel,
  Input,
  LeavePagePrompt,
  nativeSelectClassName,
  SaveBar,
  Skeleton,
} from '@/shared/ui';
import { totalTriageQueries, useSaveTotalTriageSettingsMutation } from '../api/total-triage';
import {
  settingsToForm,
  settingsToInput,
  totalTriageSettingsSchema,
  type TotalTriageSettingsForm,
} from '../model/schemas';

const FORM_ID = 'total-triage-settings-form';
const EMPTY: TotalTriageSettingsForm = { enabled: true, minimumPatientAge: '', preferences: [] };

/**
 * Console area total-triage (advanced): the practice's switch for total triage, the minimum patient age (the one
 * client setting, also shown under Client settings) and the preferences the create-request wizard offers.
 */
export function TotalTriageSettingsPanel({ wcmsId }: { wcmsId: string }) {
  const settings = useQuery(totalTriageQueries.settings(wcmsId));
  const save = useSaveTotalTriageSettingsMutation(wcmsId);
  const values = useMemo(() => (settings.data ? settingsToForm(settings.data) : undefined), [settings.data]);
  const onSave = useCallback(
    async (form: TotalTriageSettingsForm) => settingsToForm(await save.mutateAsync(settingsToInput(form))),
    [save],
  );
  const { form, submit, discard, saving, dirty, formError } = useSettingsForm<TotalTriageSettingsForm>({
    schema: totalTriageSettingsSchema,
    values,
    defaultValues: EMPTY,
    onSave,
    savedMessage: t('console.totalTriage.saved'),
    failureMessage: () => t('console.totalTriage.notSaved'),
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'preferences' });
  const errors = form.formState.errors;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('console.totalTriage.settingsTitle')}</CardTitle>
        <CardDescription>{t('console.totalTriage.hint')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {settings.isPending && <Skeleton className="h-48 w-full" aria-label={t('common.loading')} />}
        {settings.isError && (
          <ErrorState message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />
        )}
        {settings.isSuccess && (
          <form id={FORM_ID} className="space-y-5" noValidate onSubmit={(event) => void submit(event)}>
            {!settings.data.available && (
              <Alert>
                <AlertDescription>{t('console.totalTriage.notAvailable')}</AlertDescription>
              </Alert>
            )}
            <div>
              <label className="flex min-h-8 items-center gap-3">
                <input
                  type="checkbox"
                  className="size-5"
                  disabled={!settings.data.available && !settings.data.enabled}
                  {...form.register('enabled')}
                />
                {t('console.totalTriage.enabled')}
              </label>
              {errors.enabled?.message && (
                <p className="text-sm font-semibold text-destructive">{errors.enabled.message}</p>
              )}
            </div>
            <Field invalid={Boolean(errors.minimumPatientAge)} className="max-w-md">
              <FieldLabel>{t('console.totalTriage.minimumPatientAge')}</FieldLabel>
              <FieldControl>
                <Input inputMode="numeric" className="w-32" {...form.register('minimumPatientAge')} />
              </FieldControl>
              <FieldError>{errors.minimumPatientAge?.message}</FieldError>
            </Field>
            <fieldset className="space-y-3">
              <legend className="font-semibold">{t('console.totalTriage.preferences')}</legend>
              <p className="text-sm text-muted-foreground">{t('console.totalTriage.preferences.hint')}</p>
              {fields.length === 0 && (
                <p className="text-muted-foreground">{t('console.totalTriage.preferences.empty')}</p>
              )}
              <ol className="space-y-2">
                {fields.map((row, index) => {
                  const n = index + 1;
                  const textError = errors.preferences?.[index]?.text?.message;
                  const typeError = errors.preferences?.[index]?.requestType?.message;
                  return (
                    <li key={row.id} className="flex flex-wrap items-start gap-2">
                      <Field invalid={Boolean(textError)} className="min-w-64 flex-1">
                        <FieldLabel className="sr-only">{t('console.totalTriage.preference.text', { n })}</FieldLabel>
                        <FieldControl>
                          <Input {...form.register(`preferences.${index}.text`)} />
                        </FieldControl>
                        <FieldError>{textError}</FieldError>
                      </Field>
                      <Field invalid={Boolean(typeError)} className="w-40">
                        <FieldLabel className="sr-only">
                          {t('console.totalTriage.preference.requestType', { n })}
                        </FieldLabel>
                        <FieldControl>
                          <select
                            className={nativeSelectClassName}
                            {...form.register(`preferences.${index}.requestType`)}
                          >
                            {PREFERENCE_REQUEST_TYPES.map((type) => (
                              <option key={type} value={type}>
                                {t(`console.totalTriage.requestType.${type}`)}
                              </option>
                            ))}
                          </select>
                        </FieldControl>
                        <FieldError>{typeError}</FieldError>
                      </Field>
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        aria-label={t('console.totalTriage.preference.remove', { n })}
                        onClick={() => remove(index)}
                      >
                        {t('console.textList.removeShort')}
                      </Button>
                    </li>
                  );
                })}
              </ol>
              <Button type="button" variant="secondary" onClick={() => append({ text: '', requestType: 'both' })}>
                {t('console.totalTriage.preference.add')}
              </Button>
            </fieldset>
            <SaveBar form={FORM_ID} dirty={dirty} saving={saving} onDiscard={discard} error={formError} />
          </form>
        )}
        <LeavePagePrompt when={dirty} />
      </CardContent>
    </Card>
  );
}
