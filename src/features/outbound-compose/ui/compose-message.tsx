import { useRef, type ChangeEvent } from 'react';
import { Controller } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { appendTemplate, fillTemplate, TemplatePicker, type TemplateValues } from '@/entities/message-template';
import { outboundQueries } from '@/entities/outbound';
import { t } from '@/shared/i18n';
import { Checkbox, Field, FieldControl, FieldDescription, FieldError, FieldLabel, Input, Textarea } from '@/shared/ui';
import { selectClass, type ComposeSectionProps } from './compose-form';
import { FragmentCounter } from './fragment-counter';
import { MessagePreview } from './message-preview';

/** SMS or NHS App. */
export function ComposeChannel({ form }: Pick<ComposeSectionProps, 'form'>) {
  const { register } = form;
  return (
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
  );
}

/**
 * The message: a template (its text filled and put in the message, replaced rather than added to when another is
 * chosen before editing), the pathway when pathways are on, the template picker, the text with its SMS character
 * and fragment count, and the preview as each recipient will read it.
 */
export function ComposeMessage({
  form,
  values,
  wcmsId,
  enableOutboundPathways,
  fillValues,
  recipients,
  practiceName,
}: ComposeSectionProps & {
  wcmsId: number;
  enableOutboundPathways: boolean;
  /** the placeholder values templates are filled with */
  fillValues: TemplateValues;
  recipients: { forename: string; surname: string }[];
  practiceName: string | null;
}) {
  const { register, setValue, formState } = form;
  const templates = useQuery(outboundQueries.templates(wcmsId));
  const pathways = useQuery({ ...outboundQueries.pathways(wcmsId), enabled: enableOutboundPathways });
  const pathway = pathways.data?.pathways.find((x) => String(x.id) === values.pathwayId);
  // the text a chosen template put in the message, replaced (not added to) when another is chosen before editing
  const insertedTemplate = useRef<string | null>(null);
  // register's own onChange keeps the form's value; the choice is then put in the message (an event handler, so the
  // ref is read on change, not while rendering)
  const { onChange: onTemplateField, ...templateField } = register('templateId');
  const chooseTemplate = (event: ChangeEvent<HTMLSelectElement>) => {
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
  };
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field>
          <FieldLabel>{t('outbound.compose.template')}</FieldLabel>
          <FieldControl>
            <select
              className={selectClass}
              {...templateField}
              onChange={async (event) => {
                await onTemplateField(event);
                chooseTemplate(event);
              }}
            >
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
        recipients={recipients}
        practiceName={practiceName}
        staffName={fillValues['staff name'] ?? null}
      />
    </>
  );
}

/**
 * How the message is sent and answered: the SMS sender ID or the NHS App's SMS fallback, and whether a reply is
 * requested with the preference options offered.
 */
export function ComposeChannelOptions({ form, values }: ComposeSectionProps) {
  const { register, control, formState } = form;
  return (
    <>
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
    </>
  );
}
