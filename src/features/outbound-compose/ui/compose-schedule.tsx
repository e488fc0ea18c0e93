import { Controller } from 'react-hook-form';
import { t } from '@/shared/i18n';
import {
  Checkbox,
  DateInput,
  dateEntryError,
  Field,
  FieldControl,
  FieldError,
  FieldLabel,
  Input,
  TimeInput,
  timeEntryError,
} from '@/shared/ui';
import type { ComposeSectionProps } from './compose-form';

/** The date boxes an error is about: the wrong parts of a badly typed date, else all three. */
function sendDateErrorParts(value: string, error: string | undefined) {
  if (!error) return undefined;
  return dateEntryError(value, t('outbound.compose.sendDate'))?.parts;
}

/** When to send (empty date and time: now, on the UK clock otherwise), and the reminders that follow. */
export function ComposeSchedule({ form, values }: ComposeSectionProps) {
  const { register, control, formState } = form;
  return (
    <>
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
    </>
  );
}
