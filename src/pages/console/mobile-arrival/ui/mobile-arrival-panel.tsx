import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFieldArray, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { useSettingsForm } from '@/shared/lib/settings-form';
import {
  Button,
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
  Textarea,
} from '@/shared/ui';
import { mobileArrivalQueries, useSaveMobileArrivalMutation } from '../api/mobile-arrival';
import {
  EMPTY_FORM,
  EMPTY_LOCATION,
  mobileArrivalSchema,
  toForm,
  toInput,
  type MobileArrivalForm,
} from '../model/schema';
import { LocationMap } from './location-map';

const FORM_ID = 'mobile-arrival-form';
const checkboxClass = 'size-5 accent-primary';

const coordinate = (value: string) => {
  const n = Number(value.trim());
  return value.trim() !== '' && Number.isFinite(n) ? n : null;
};

/**
 * Console area mobile-arrival (appointment arrivals group, basic): whether patients check in from their phone, the
 * message the phone shows, and the practice's branch locations, each chosen on a map with its arrive-within distance
 * and appointment location (spec §3, §5). Turning it on is what puts the arrival link into appointment SMS.
 */
export function MobileArrivalPanel({ wcmsId }: { wcmsId: string }) {
  const settings = useQuery(mobileArrivalQueries.settings(wcmsId));
  const save = useSaveMobileArrivalMutation(wcmsId);
  const values = useMemo(() => (settings.data ? toForm(settings.data) : undefined), [settings.data]);
  const onSave = useCallback(async (form: MobileArrivalForm) => toForm(await save.mutateAsync(toInput(form))), [save]);
  const { form, submit, discard, saving, dirty, formError } = useSettingsForm<MobileArrivalForm>({
    schema: mobileArrivalSchema,
    values,
    defaultValues: EMPTY_FORM,
    onSave,
    savedMessage: t('console.mobileArrival.saved'),
    failureMessage: (error) => `${t('console.mobileArrival.failed')}: ${errorMessage(error)}`,
  });
  const locations = useFieldArray({ control: form.control, name: 'locations' });
  const listError = form.formState.errors.locations?.root?.message ?? form.formState.errors.locations?.message;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('console.mobileArrival.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {settings.isPending && <Skeleton className="h-64 w-full" aria-label={t('common.loading')} />}
        {settings.isError && (
          <ErrorState
            message={`${t('console.mobileArrival.fetchFailed')}: ${errorMessage(settings.error)}`}
            onRetry={() => void settings.refetch()}
          />
        )}
        {settings.isSuccess && (
          <form
            id={FORM_ID}
            aria-label={t('console.mobileArrival.title')}
            className="space-y-6"
            noValidate
            onSubmit={(event) => void submit(event)}
          >
            <Controller
              control={form.control}
              name="enabled"
              render={({ field }) => (
                <Field orientation="horizontal">
                  <FieldControl>
                    <input
                      type="checkbox"
                      checked={field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                      className={checkboxClass}
                    />
                  </FieldControl>
                  <FieldLabel>{t('console.mobileArrival.enabled')}</FieldLabel>
                  <FieldDescription>{t('console.mobileArrival.enabled.hint')}</FieldDescription>
                </Field>
              )}
            />
            <Controller
              control={form.control}
              name="infoMessage"
              render={({ field, fieldState }) => (
                <Field invalid={fieldState.invalid} className="max-w-2xl">
                  <FieldLabel>{t('console.mobileArrival.infoMessage')}</FieldLabel>
                  <FieldDescription>{t('console.mobileArrival.infoMessage.hint')}</FieldDescription>
                  <FieldControl>
                    <Textarea rows={3} {...field} />
                  </FieldControl>
                  <FieldError>{fieldState.error?.message}</FieldError>
                </Field>
              )}
            />
            <section aria-labelledby="mobile-arrival-locations" className="space-y-4">
              <h3 id="mobile-arrival-locations" className="text-lg font-semibold">
                {t('console.mobileArrival.locations.heading')}
              </h3>
              <p className="text-sm text-muted-foreground">{t('console.mobileArrival.locations.hint')}</p>
              {locations.fields.length === 0 && <p>{t('console.mobileArrival.locations.empty')}</p>}
              {listError && (
                <p className="text-sm font-medium text-destructive" role="alert">
                  {listError}
                </p>
              )}
              {locations.fields.map((item, index) => (
                <LocationFields
                  key={item.id}
                  index={index}
                  control={form.control}
                  setValue={form.setValue}
                  tilesUrl={settings.data.mapTilesUrl ?? null}
                  onRemove={() => locations.remove(index)}
                />
              ))}
              <Button type="button" variant="secondary" onClick={() => locations.append(EMPTY_LOCATION)}>
                {t('console.mobileArrival.location.add')}
              </Button>
            </section>
            <SaveBar form={FORM_ID} dirty={dirty} saving={saving} onDiscard={discard} error={formError} />
          </form>
        )}
        <LeavePagePrompt when={dirty} />
      </CardContent>
    </Card>
  );
}

function LocationFields({
  index,
  control,
  setValue,
  tilesUrl,
  onRemove,
}: {
  index: number;
  control: Control<MobileArrivalForm>;
  setValue: UseFormSetValue<MobileArrivalForm>;
  tilesUrl: string | null;
  onRemove: () => void;
}) {
  const n = index + 1;
  const latitude = useWatch({ control, name: `locations.${index}.latitude` });
  const longitude = useWatch({ control, name: `locations.${index}.longitude` });
  const text = (
    name: 'appointmentLocation' | 'latitude' | 'longitude' | 'distanceMetres',
    label: string,
    hint?: string,
  ) => (
    <Controller
      control={control}
      name={`locations.${index}.${name}`}
      render={({ field, fieldState }) => (
        <Field invalid={fieldState.invalid}>
          <FieldLabel>{label}</FieldLabel>
          {hint && <FieldDescription>{hint}</FieldDescription>}
          <FieldControl>
            <Input inputMode={name === 'appointmentLocation' ? 'text' : 'decimal'} {...field} />
          </FieldControl>
          <FieldError>{fieldState.error?.message}</FieldError>
        </Field>
      )}
    />
  );
  return (
    <fieldset className="space-y-3 rounded-md border p-4" data-location={index}>
      <legend className="px-1 font-semibold">{t('console.mobileArrival.location.legend', { n })}</legend>
      <div className="grid gap-4 md:grid-cols-[auto_1fr]">
        <LocationMap
          latitude={coordinate(latitude)}
          longitude={coordinate(longitude)}
          tilesUrl={tilesUrl}
          label={t('console.mobileArrival.map.label', { n })}
          onPick={(p) => {
            setValue(`locations.${index}.latitude`, String(p.latitude), { shouldDirty: true, shouldValidate: true });
            setValue(`locations.${index}.longitude`, String(p.longitude), { shouldDirty: true, shouldValidate: true });
          }}
        />
        <div className="grid content-start gap-3 sm:grid-cols-2">
          {text('latitude', t('console.mobileArrival.latitude'))}
          {text('longitude', t('console.mobileArrival.longitude'))}
          {text('distanceMetres', t('console.mobileArrival.distance'))}
          {text(
            'appointmentLocation',
            t('console.mobileArrival.appointmentLocation'),
            t('console.mobileArrival.appointmentLocation.hint'),
          )}
        </div>
      </div>
      <Button type="button" variant="outline" size="sm" onClick={onRemove}>
        {t('console.mobileArrival.location.remove', { n })}
      </Button>
    </fieldset>
  );
}
