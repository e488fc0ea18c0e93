import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
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
  FieldError,
  FieldLabel,
  Input,
  LeavePagePrompt,
  SaveBar,
  Skeleton,
} from '@/shared/ui';
import { fftSettingsQueries, useSaveFftSettingsMutation } from '../api/fft-settings';
import {
  FFT_REQUEST_TYPES,
  fftSettingsSchema,
  toForm,
  toInput,
  type FftSettingsForm,
} from '../model/fft-settings-schema';

const FORM_ID = 'fft-settings-form';
const DEFAULTS: FftSettingsForm = {
  requestTypes: [],
  delayKind: 'immediately',
  delayDays: '',
  appointmentOption: false,
  invitationMethod: 'sms',
};

/** Console area friends-and-family-test (basic): which completed requests invite the patient, when and how. */
export function FftSettingsPanel({ wcmsId }: { wcmsId: string }) {
  const settings = useQuery(fftSettingsQueries.detail(wcmsId));
  const save = useSaveFftSettingsMutation(wcmsId);
  const values = useMemo(() => (settings.data ? toForm(settings.data) : undefined), [settings.data]);
  const onSave = useCallback(async (form: FftSettingsForm) => toForm(await save.mutateAsync(toInput(form))), [save]);
  const { form, submit, discard, saving, dirty, formError } = useSettingsForm<FftSettingsForm>({
    schema: fftSettingsSchema,
    values,
    defaultValues: DEFAULTS,
    onSave,
    savedMessage: t('console.fft.saved'),
  });
  const delayKind = form.watch('delayKind');
  const delayError = form.formState.errors.delayDays?.message;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('console.fft.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {settings.isPending && <Skeleton className="h-32 w-full" aria-label={t('common.loading')} />}
        {settings.isError && (
          <ErrorState message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />
        )}
        {settings.isSuccess && (
          <form id={FORM_ID} className="space-y-5" noValidate onSubmit={(event) => void submit(event)}>
            <p className="max-w-prose">{t('console.fft.intro')}</p>
            <fieldset className="space-y-2">
              <legend className="font-semibold">{t('console.fft.requestTypes')}</legend>
              {FFT_REQUEST_TYPES.map((type) => (
                <label key={type} className="flex min-h-8 items-center gap-3">
                  <input type="checkbox" value={type} className="size-5" {...form.register('requestTypes')} />
                  {t(`reports.label.${type}` as MessageKey)}
                </label>
              ))}
            </fieldset>
            <fieldset className="space-y-2">
              <legend className="font-semibold">{t('console.fft.delay')}</legend>
              <label className="flex min-h-8 items-center gap-3">
                <input type="radio" value="immediately" className="size-5" {...form.register('delayKind')} />
                {t('console.fft.delay.immediately')}
              </label>
              <label className="flex min-h-8 items-center gap-3">
                <input type="radio" value="days" className="size-5" {...form.register('delayKind')} />
                {t('console.fft.delay.days')}
              </label>
              {delayKind === 'days' && (
                <Field invalid={Boolean(delayError)} className="w-48 ps-8">
                  <FieldLabel>{t('console.fft.delay.value')}</FieldLabel>
                  <FieldControl>
                    <Input inputMode="numeric" {...form.register('delayDays')} />
                  </FieldControl>
                  <FieldError>{delayError}</FieldError>
                </Field>
              )}
            </fieldset>
            <label className="flex min-h-8 items-center gap-3">
              <input type="checkbox" className="size-5" {...form.register('appointmentOption')} />
              {t('console.fft.appointmentOption')}
            </label>
            <fieldset className="space-y-2">
              <legend className="font-semibold">{t('console.fft.method')}</legend>
              {(['sms', 'nhs_app'] as const).map((method) => (
                <label key={method} className="flex min-h-8 items-center gap-3">
                  <input type="radio" value={method} className="size-5" {...form.register('invitationMethod')} />
                  {t(`console.fft.method.${method}`)}
                </label>
              ))}
            </fieldset>
            <SaveBar form={FORM_ID} dirty={dirty} saving={saving} onDiscard={discard} error={formError} />
          </form>
        )}
        <LeavePagePrompt when={dirty} />
      </CardContent>
    </Card>
  );
}
