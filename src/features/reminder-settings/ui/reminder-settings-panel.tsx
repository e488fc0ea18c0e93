import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { RestError, errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import {
  Alert,
  AlertDescription,
  Button,
  Checkbox,
  ErrorState,
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
  Skeleton,
  Textarea,
} from '@/shared/ui';
import {
  reminderQueries,
  useSaveReminderSettingsMutation,
  type ReminderSettings,
} from '@/entities/appointment-reminder';
import {
  REMINDER_DAY_OPTIONS,
  SETTINGS_FIELDS,
  reminderSettingsSchema,
  toggleDay,
  type ReminderSettingsValues,
} from '../model/settings-schema';

/**
 * The organisation's reminder settings (spec §3): editable with console access, read-only otherwise. Shown on the
 * patients menu's reminders page and as the management console's Appointment reminders area (spec §1), whose own
 * heading puts this one a level down.
 */
export function ReminderSettingsPanel({ wcmsId, headingLevel = 2 }: { wcmsId: number; headingLevel?: 2 | 3 }) {
  const settings = useQuery(reminderQueries.settings(wcmsId));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="reminder-settings-heading" className="flex flex-col gap-3 rounded border p-4">
      <Heading id="reminder-settings-heading" className="text-lg font-semibold">
        {t('reminders.settings.heading')}
      </Heading>
      {settings.isPending ? (
        <div role="status" aria-label={t('reminders.settings.loading')} className="flex flex-col gap-2">
          <Skeleton className="h-8" />
          <Skeleton className="h-24" />
        </div>
      ) : settings.isError ? (
        <ErrorState
          message={t('reminders.settings.loadFailed', { message: errorMessage(settings.error) })}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        settings.data && <SettingsForm wcmsId={wcmsId} settings={settings.data} />
      )}
    </section>
  );
}

function SettingsForm({ wcmsId, settings }: { wcmsId: number; settings: ReminderSettings }) {
  const save = useSaveReminderSettingsMutation(wcmsId);
  const [failure, setFailure] = useState<string | null>(null);
  const readOnly = !settings.can_edit;
  const { control, register, handleSubmit, formState, setError, setValue } = useForm<ReminderSettingsValues>({
    resolver: zodResolver(reminderSettingsSchema),
    defaultValues: {
      enabled: settings.enabled,
      days: settings.days_before,
      smsWithoutConsent: settings.sms_without_consent,
      text: settings.text,
    },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync({
        enabled: values.enabled,
        days_before: values.days,
        sms_without_consent: values.smsWithoutConsent,
        text: values.text,
      });
      notify(t('reminders.settings.saved'), 'success');
    } catch (error) {
      // what was typed stays in the form; field messages go beside their fields
      const fields = error instanceof RestError ? (error.problem?.fields ?? {}) : {};
      const known = Object.entries(fields).filter(([field]) => SETTINGS_FIELDS[field]);
      for (const [field, message] of known) setError(SETTINGS_FIELDS[field]!, { message });
      if (known.length === 0) setFailure(t('reminders.settings.saveFailed', { message: errorMessage(error) }));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('reminders.settings.heading')}>
      {readOnly && <p className="text-sm">{t('reminders.settings.readOnly')}</p>}
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => (
          <Field orientation="horizontal">
            <FieldControl>
              <Checkbox
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                disabled={readOnly}
              />
            </FieldControl>
            <FieldLabel>{t('reminders.settings.enabled')}</FieldLabel>
          </Field>
        )}
      />
      <Controller
        control={control}
        name="days"
        render={({ field, fieldState }) => (
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={fieldState.error ? 'reminder-days-error' : undefined}
            aria-invalid={fieldState.error ? true : undefined}
          >
            <legend className="mb-1 font-semibold">{t('reminders.settings.days')}</legend>
            <div className="flex flex-wrap gap-4">
              {REMINDER_DAY_OPTIONS.map((day) => (
                <label key={day} className="flex min-h-10 items-center gap-2">
                  <Checkbox
                    checked={field.value.includes(day)}
                    onCheckedChange={(checked) => field.onChange(toggleDay(field.value, day, checked === true))}
                    disabled={readOnly}
                  />
                  {day === 1 ? t('reminders.settings.oneDay') : t('reminders.settings.day', { days: day })}
                </label>
              ))}
            </div>
            {fieldState.error && (
              <p id="reminder-days-error" role="alert" className="text-sm font-semibold text-destructive">
                {fieldState.error.message}
              </p>
            )}
          </fieldset>
        )}
      />
      <Controller
        control={control}
        name="smsWithoutConsent"
        render={({ field }) => (
          <Field orientation="horizontal">
            <FieldControl>
              <Checkbox
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                disabled={readOnly}
              />
            </FieldControl>
            <FieldLabel>{t('reminders.settings.smsWithoutConsent')}</FieldLabel>
            <FieldDescription>{t('reminders.settings.smsHint')}</FieldDescription>
          </Field>
        )}
      />
      <Field>
        <FieldLabel>{t('reminders.settings.text')}</FieldLabel>
        <FieldControl>
          <Textarea rows={3} readOnly={readOnly} {...register('text')} />
        </FieldControl>
        <FieldDescription>{t('reminders.settings.textHint')}</FieldDescription>
        <FieldError>{formState.errors.text?.message}</FieldError>
      </Field>
      {failure && (
        <Alert severity="error" role="alert">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      {!readOnly && (
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {t('reminders.settings.save')}
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => setValue('text', settings.default_text, { shouldDirty: true })}
          >
            {t('reminders.settings.useDefault')}
          </Button>
        </div>
      )}
    </form>
  );
}
