import { useMemo } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { t } from '@/shared/i18n';
import type { Touchscreen } from '../api/arrivals';
import { touchscreenSchema, type TouchscreenForm } from '../model/schemas';
import { CheckField, FormActions, SelectField, TextField, useEntityForm } from './entity-section';

const EMPTY_TOUCHSCREEN: TouchscreenForm = {
  name: '',
  code: '',
  minutesEarly: '',
  minutesLate: '',
  infoMessage: '',
  licence: 'registered',
  location: '',
  locationLock: false,
  questions: '',
  reviewResponse: false,
  healthPod: [],
};

const HEALTH_POD = ['blood_pressure', 'weight', 'height'] as const;

export function TouchscreenFormView({
  editing,
  locations,
  done,
  save,
}: {
  editing: Touchscreen | null;
  locations: string[];
  done: () => void;
  save: (v: TouchscreenForm) => Promise<{ name: string }>;
}) {
  const values = useMemo<TouchscreenForm>(
    () =>
      editing
        ? {
            name: editing.name,
            code: editing.code,
            minutesEarly: String(editing.minutesEarly),
            minutesLate: String(editing.minutesLate),
            infoMessage: editing.infoMessage ?? '',
            licence: editing.licence,
            location: editing.location ?? '',
            locationLock: editing.locationLock,
            questions: editing.questions.join('\n'),
            reviewResponse: editing.reviewResponse,
            healthPod: editing.healthPod,
          }
        : EMPTY_TOUCHSCREEN,
    [editing],
  );
  const { form, submit } = useEntityForm(touchscreenSchema, values, save, done, EMPTY_TOUCHSCREEN);
  return (
    <form
      noValidate
      className="grid gap-3 md:grid-cols-2"
      onSubmit={(e) => void submit(e)}
      aria-label={t('console.arrivals.touchscreens.heading')}
    >
      <TextField form={form} name="name" label="console.arrivals.touchscreens.name" />
      <TextField form={form} name="code" label="console.arrivals.touchscreens.code" inputMode="numeric" />
      <TextField
        form={form}
        name="minutesEarly"
        label="console.arrivals.touchscreens.minutesEarly"
        inputMode="numeric"
      />
      <TextField form={form} name="minutesLate" label="console.arrivals.touchscreens.minutesLate" inputMode="numeric" />
      <div className="md:col-span-2">
        <TextField form={form} name="infoMessage" label="console.arrivals.touchscreens.infoMessage" multiline />
      </div>
      <SelectField
        form={form}
        name="licence"
        label="console.arrivals.touchscreens.licence"
        options={(['registered', 'suspended', 'reset'] as const).map((l) => ({
          value: l,
          label: t(`console.arrivals.licence.${l}`),
        }))}
      />
      <SelectField
        form={form}
        name="location"
        label="console.arrivals.touchscreens.location"
        placeholder={t('console.arrivals.touchscreens.noLocation')}
        options={locations.map((l) => ({ value: l, label: l }))}
      />
      <CheckField form={form} name="locationLock" label="console.arrivals.touchscreens.locationLock" />
      <HealthPodField form={form} />
      <div className="md:col-span-2">
        <TextField form={form} name="questions" label="console.arrivals.touchscreens.questions" multiline />
      </div>
      <CheckField form={form} name="reviewResponse" label="console.arrivals.touchscreens.reviewResponse" />
      <div className="flex flex-col gap-2 md:col-span-2">
        <FormActions
          form={form}
          editing={editing !== null}
          onCancel={done}
          addLabel={t('console.arrivals.touchscreens.add')}
        />
      </div>
    </form>
  );
}

/** The health pod inputs: a group of checkboxes, one for each reading the kiosk may ask for. */
function HealthPodField({ form }: { form: UseFormReturn<TouchscreenForm> }) {
  return (
    <Controller
      control={form.control}
      name="healthPod"
      render={({ field }) => (
        <fieldset className="space-y-1 md:col-span-2">
          <legend className="font-semibold">{t('console.arrivals.touchscreens.healthPod')}</legend>
          <p className="text-sm text-muted-foreground">{t('console.arrivals.touchscreens.healthPodHint')}</p>
          <div className="flex flex-wrap gap-4">
            {HEALTH_POD.map((h) => (
              <label key={h} className="flex min-h-10 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5 accent-primary"
                  checked={field.value.includes(h)}
                  onChange={(e) =>
                    field.onChange(
                      e.target.checked
                        ? HEALTH_POD.filter((x) => x === h || field.value.includes(x))
                        : field.value.filter((x) => x !== h),
                    )
                  }
                  onBlur={field.onBlur}
                />
                {t(`console.arrivals.healthPod.${h}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    />
  );
}
