import { useCallback, useDeferredValue, useMemo } from 'react';
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
  FieldError,
  FieldLabel,
  Input,
  LeavePagePrompt,
  nativeSelectClassName,
  SaveBar,
  Skeleton,
} from '@/shared/ui';
import {
  informationGovernanceQueries,
  useSaveInformationGovernanceMutation,
  type RetentionUnit,
} from '../api/information-governance';
import {
  EMPTY_FORM,
  informationGovernanceSchema,
  toForm,
  toSettings,
  type InformationGovernanceForm,
} from '../model/information-governance-schema';

const FORM_ID = 'information-governance-form';

const UNITS: { value: RetentionUnit; label: MessageKey }[] = [
  { value: 'days', label: 'console.informationGovernance.unit.days' },
  { value: 'months', label: 'console.informationGovernance.unit.months' },
  { value: 'years', label: 'console.informationGovernance.unit.years' },
];

function RetentionSetting({
  control,
  name,
  legend,
  hint,
}: {
  control: Control<InformationGovernanceForm>;
  name: 'client' | 'consult';
  legend: MessageKey;
  hint: MessageKey;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">{t(legend)}</legend>
      <p className="text-sm text-muted-foreground">{t(hint)}</p>
      <div className="flex flex-wrap items-start gap-4">
        <Controller
          control={control}
          name={`${name}.value`}
          render={({ field, fieldState }) => (
            <Field invalid={fieldState.invalid} className="max-w-72">
              <FieldLabel>{t('console.informationGovernance.value')}</FieldLabel>
              <FieldControl>
                <Input inputMode="numeric" {...field} />
              </FieldControl>
              <FieldError>{fieldState.error?.message}</FieldError>
            </Field>
          )}
        />
        <Controller
          control={control}
          name={`${name}.unit`}
          render={({ field }) => (
            <Field className="max-w-56">
              <FieldLabel>{t('console.informationGovernance.unit')}</FieldLabel>
              <FieldControl>
                <select
                  className={nativeSelectClassName}
                  name={field.name}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                >
                  {UNITS.map((unit) => (
                    <option key={unit.value} value={unit.value}>
                      {t(unit.label)}
                    </option>
                  ))}
                </select>
              </FieldControl>
            </Field>
          )}
        />
      </div>
    </fieldset>
  );
}

/** What the next nightly run would delete under the retention in the form (before the manager saves it). */
function DeletionPreview({ wcmsId, control }: { wcmsId: string; control: Control<InformationGovernanceForm> }) {
  const client = useWatch({ control, name: 'client' });
  const consult = useWatch({ control, name: 'consult' });
  const settings = useDeferredValue(
    useMemo(
      () => toSettings({ client, consult }),
      // the form gives new objects each render: compare by value
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [client.value, client.unit, consult.value, consult.unit],
    ),
  );
  const preview = useQuery(informationGovernanceQueries.preview(wcmsId, settings));
  let text: string;
  if (settings === null) text = t('console.informationGovernance.preview.invalid');
  else if (preview.isError) text = t('console.informationGovernance.preview.failed');
  else if (!preview.data) text = t('console.informationGovernance.preview.counting');
  else text = t('console.informationGovernance.preview.result', preview.data);
  return (
    <section aria-labelledby="retention-preview-heading" className="rounded-md border p-3">
      <h3 id="retention-preview-heading" className="font-semibold">
        {t('console.informationGovernance.preview.heading')}
      </h3>
      <p role="status" aria-live="polite" data-testid="retention-preview">
        {text}
      </p>
    </section>
  );
}

/**
 * Console area information governance (advanced): client and consult retention (spec §3, §5). The nightly deletion
 * job applies them; the panel shows what its next run would delete before a shorter retention is saved.
 */
export function InformationGovernancePanel({ wcmsId }: { wcmsId: string }) {
  const settings = useQuery(informationGovernanceQueries.detail(wcmsId));
  const save = useSaveInformationGovernanceMutation(wcmsId);
  const values = useMemo(() => (settings.data ? toForm(settings.data) : undefined), [settings.data]);
  const onSave = useCallback(
    async (form: InformationGovernanceForm) => {
      const input = toSettings(form);
      // the schema has refused invalid values before this runs
      if (!input) return form;
      return toForm(await save.mutateAsync(input));
    },
    [save],
  );
  const { form, submit, discard, saving, dirty, formError } = useSettingsForm<InformationGovernanceForm>({
    schema: informationGovernanceSchema,
    values,
    defaultValues: EMPTY_FORM,
    onSave,
    savedMessage: t('console.informationGovernance.saved'),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('console.informationGovernance.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-muted-foreground">{t('console.informationGovernance.intro')}</p>
        {settings.isPending && <Skeleton className="h-48 w-full" aria-label={t('common.loading')} />}
        {settings.isError && (
          <ErrorState message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />
        )}
        {settings.isSuccess && (
          <form id={FORM_ID} className="space-y-6" noValidate onSubmit={(event) => void submit(event)}>
            <RetentionSetting
              control={form.control}
              name="client"
              legend="console.informationGovernance.client.legend"
              hint="console.informationGovernance.client.hint"
            />
            <RetentionSetting
              control={form.control}
              name="consult"
              legend="console.informationGovernance.consult.legend"
              hint="console.informationGovernance.consult.hint"
            />
            <DeletionPreview wcmsId={wcmsId} control={form.control} />
            <SaveBar form={FORM_ID} dirty={dirty} saving={saving} onDiscard={discard} error={formError} />
          </form>
        )}
        <LeavePagePrompt when={dirty} />
      </CardContent>
    </Card>
  );
}
