import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { questionsFromText } from '@contracts/rules/arrivals';
import { errorMessage } from '@/shared/api';
import { t, type MessageKey } from '@/shared/i18n';
import { Card, CardContent, CardHeader, CardTitle, ErrorState, Skeleton, type ColumnDef } from '@/shared/ui';
import {
  arrivalQueries,
  useArrivalMutations,
  type ArrivalSettings,
  type StaffSchedule,
  type Touchscreen,
  type WaitingArea,
} from '../api/arrivals';
import {
  scheduleSchema,
  touchscreenSchema,
  waitingAreaSchema,
  type ScheduleForm,
  type TouchscreenForm,
  type WaitingAreaForm,
} from '../model/schemas';
import { CheckField, EntitySection, FormActions, SelectField, TextField, useEntityForm } from './entity-section';

const dayName = (weekday: number) => t(`console.arrivals.day.${weekday}` as MessageKey);
const DAYS = [1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: String(d), label: dayName(d) }));

export function AppointmentArrivalsPanel({ wcmsId }: { wcmsId: string }) {
  const settings = useQuery(arrivalQueries.settings(wcmsId));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('console.arrivals.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-10">
        {settings.isPending && <Skeleton className="h-48 w-full" aria-label={t('common.loading')} />}
        {settings.isError && (
          <ErrorState
            message={`${t('console.arrivals.fetchFailed')}: ${errorMessage(settings.error)}`}
            onRetry={() => void settings.refetch()}
          />
        )}
        {settings.isSuccess && <Sections wcmsId={wcmsId} data={settings.data} />}
      </CardContent>
    </Card>
  );
}

function Sections({ wcmsId, data }: { wcmsId: string; data: ArrivalSettings }) {
  const m = useArrivalMutations(wcmsId);
  const staffName = useMemo(() => new Map(data.staff.map((s) => [s.id, s.name])), [data.staff]);
  const areaName = useMemo(() => new Map(data.waitingAreas.map((a) => [a.id, a.name])), [data.waitingAreas]);
  const scheduleLabel = (s: StaffSchedule) =>
    `${staffName.get(s.staffId) ?? s.staffId}, ${dayName(s.weekday)} ${s.allDay ? t('console.arrivals.schedules.allDay') : `${s.start}–${s.end}`}`;

  const areaColumns = useMemo<ColumnDef<WaitingArea, unknown>[]>(
    () => [
      { id: 'name', accessorKey: 'name', header: t('console.arrivals.areas.name') },
      { id: 'instructions', accessorKey: 'instructions', header: t('console.arrivals.areas.instructions') },
    ],
    [],
  );
  const scheduleColumns = useMemo<ColumnDef<StaffSchedule, unknown>[]>(
    () => [
      {
        id: 'staff',
        accessorFn: (s) => staffName.get(s.staffId) ?? s.staffId,
        header: t('console.arrivals.schedules.staff'),
      },
      {
        id: 'day',
        accessorFn: (s) => s.weekday,
        cell: ({ row }) => dayName(row.original.weekday),
        header: t('console.arrivals.schedules.day'),
      },
      {
        id: 'period',
        accessorFn: (s) => (s.allDay ? t('console.arrivals.schedules.allDay') : `${s.start}–${s.end}`),
        header: t('console.arrivals.schedules.period'),
      },
      {
        id: 'area',
        accessorFn: (s) => areaName.get(s.waitingAreaId) ?? '',
        header: t('console.arrivals.schedules.waitingArea'),
      },
    ],
    [staffName, areaName],
  );
  const touchscreenColumns = useMemo<ColumnDef<Touchscreen, unknown>[]>(
    () => [
      { id: 'name', accessorKey: 'name', header: t('console.arrivals.touchscreens.name') },
      { id: 'code', accessorKey: 'code', header: t('console.arrivals.touchscreens.code') },
      { id: 'early', accessorKey: 'minutesEarly', header: t('console.arrivals.touchscreens.minutesEarly') },
      { id: 'late', accessorKey: 'minutesLate', header: t('console.arrivals.touchscreens.minutesLate') },
      {
        id: 'licence',
        accessorFn: (s) => t(`console.arrivals.licence.${s.licence}` as MessageKey),
        header: t('console.arrivals.touchscreens.licence'),
      },
      {
        id: 'location',
        accessorFn: (s) =>
          s.location === null
            ? ''
            : s.locationLock
              ? t('console.arrivals.touchscreens.locked', { location: s.location })
              : s.location,
        header: t('console.arrivals.touchscreens.location'),
      },
      {
        id: 'asks',
        accessorFn: (s) =>
          s.healthPod.length === 0
            ? t('console.arrivals.touchscreens.asksNothing')
            : s.healthPod.map((h) => t(`console.arrivals.healthPod.${h}` as MessageKey)).join(', '),
        header: t('console.arrivals.touchscreens.asks'),
      },
      { id: 'devices', accessorKey: 'devices', header: t('console.arrivals.touchscreens.devices') },
    ],
    [],
  );

  return (
    <>
      <EntitySection<WaitingArea>
        id="areas"
        heading={t('console.arrivals.areas.heading')}
        caption={t('console.arrivals.areas.caption')}
        empty={t('console.arrivals.areas.empty')}
        addHeading={t('console.arrivals.areas.add')}
        rows={data.waitingAreas}
        columns={areaColumns}
        nameOf={(a) => a.name}
        onRemove={(a) => m.deleteWaitingArea.mutateAsync(a.id)}
        renderForm={(editing, done) => (
          <WaitingAreaFormView
            key={editing?.id ?? 'new'}
            editing={editing}
            done={done}
            save={async (v) =>
              (
                await m.saveWaitingArea.mutateAsync({
                  id: editing?.id ?? null,
                  input: { name: v.name.trim(), instructions: v.instructions.trim() },
                })
              ).saveWaitingArea
            }
          />
        )}
      />
      <EntitySection<StaffSchedule>
        id="schedules"
        heading={t('console.arrivals.schedules.heading')}
        hint={t('console.arrivals.schedules.hint')}
        caption={t('console.arrivals.schedules.caption')}
        empty={t('console.arrivals.schedules.empty')}
        addHeading={t('console.arrivals.schedules.add')}
        rows={data.schedules}
        columns={scheduleColumns}
        nameOf={scheduleLabel}
        onRemove={(s) => m.deleteStaffSchedule.mutateAsync(s.id)}
        renderForm={(editing, done) => (
          <ScheduleFormView
            key={editing?.id ?? 'new'}
            data={data}
            editing={editing}
            done={done}
            save={async (v) => {
              await m.saveStaffSchedule.mutateAsync({
                id: editing?.id ?? null,
                input: {
                  staffId: v.staffId,
                  weekday: Number(v.weekday),
                  allDay: v.allDay,
                  start: v.allDay ? null : v.start.trim(),
                  end: v.allDay ? null : v.end.trim(),
                  waitingAreaId: v.waitingAreaId || null,
                },
              });
              return { name: `${staffName.get(v.staffId) ?? ''}, ${dayName(Number(v.weekday))}` };
            }}
          />
        )}
      />
      <EntitySection<Touchscreen>
        id="touchscreens"
        heading={t('console.arrivals.touchscreens.heading')}
        hint={t('console.arrivals.touchscreens.hint', { wcmsId })}
        caption={t('console.arrivals.touchscreens.caption')}
        empty={t('console.arrivals.touchscreens.empty')}
        addHeading={t('console.arrivals.touchscreens.add')}
        rows={data.touchscreens}
        columns={touchscreenColumns}
        nameOf={(s) => s.name}
        onRemove={(s) => m.deleteTouchscreen.mutateAsync(s.id)}
        renderForm={(editing, done) => (
          <TouchscreenFormView
            key={editing?.id ?? 'new'}
            editing={editing}
            locations={data.locations}
            done={done}
            save={async (v) =>
              (
                await m.saveTouchscreen.mutateAsync({
                  id: editing?.id ?? null,
                  input: {
                    name: v.name.trim(),
                    code: v.code.trim(),
                    infoMessage: v.infoMessage.trim() || null,
                    minutesEarly: v.minutesEarly.trim() === '' ? null : Number(v.minutesEarly),
                    minutesLate: v.minutesLate.trim() === '' ? null : Number(v.minutesLate),
                    licence: v.licence,
                    location: v.location || null,
                    locationLock: v.locationLock,
                    questions: questionsFromText(v.questions),
                    reviewResponse: v.reviewResponse,
                    healthPod: v.healthPod,
                  },
                })
              ).saveTouchscreen
            }
          />
        )}
      />
    </>
  );
}

const EMPTY_AREA: WaitingAreaForm = { name: '', instructions: '' };

function WaitingAreaFormView({
  editing,
  done,
  save,
}: {
  editing: WaitingArea | null;
  done: () => void;
  save: (v: WaitingAreaForm) => Promise<{ name: string }>;
}) {
  const values = useMemo(
    () => (editing ? { name: editing.name, instructions: editing.instructions } : EMPTY_AREA),
    [editing],
  );
  const { form, submit } = useEntityForm(waitingAreaSchema, values, save, done, EMPTY_AREA);
  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={(e) => void submit(e)}
      aria-label={t('console.arrivals.areas.heading')}
    >
      <TextField form={form} name="name" label="console.arrivals.areas.name" />
      <TextField form={form} name="instructions" label="console.arrivals.areas.instructions" multiline />
      <FormActions form={form} editing={editing !== null} onCancel={done} addLabel={t('console.arrivals.areas.add')} />
    </form>
  );
}

const EMPTY_SCHEDULE: ScheduleForm = {
  id: null,
  staffId: '',
  weekday: '1',
  allDay: false,
  start: '',
  end: '',
  waitingAreaId: '',
};

function ScheduleFormView({
  data,
  editing,
  done,
  save,
}: {
  data: ArrivalSettings;
  editing: StaffSchedule | null;
  done: () => void;
  save: (v: ScheduleForm) => Promise<{ name: string }>;
}) {
  const values = useMemo<ScheduleForm>(
    () =>
      editing
        ? {
            id: editing.id,
            staffId: editing.staffId,
            weekday: String(editing.weekday),
            allDay: editing.allDay,
            start: editing.start ?? '',
            end: editing.end ?? '',
            waitingAreaId: editing.waitingAreaId,
          }
        : EMPTY_SCHEDULE,
    [editing],
  );
  const schema = useMemo(() => scheduleSchema(data.schedules), [data.schedules]);
  const { form, submit } = useEntityForm(schema, values, save, done, EMPTY_SCHEDULE);
  const allDay = form.watch('allDay');
  return (
    <form
      noValidate
      className="grid gap-3 md:grid-cols-2"
      onSubmit={(e) => void submit(e)}
      aria-label={t('console.arrivals.schedules.heading')}
    >
      <SelectField
        form={form}
        name="staffId"
        label="console.arrivals.schedules.staff"
        placeholder={t('console.arrivals.schedules.choose')}
        options={data.staff.map((s) => ({ value: s.id, label: s.name }))}
      />
      <SelectField form={form} name="weekday" label="console.arrivals.schedules.day" options={DAYS} />
      <div className="md:col-span-2">
        <CheckField form={form} name="allDay" label="console.arrivals.schedules.allDay" />
      </div>
      {!allDay && (
        <>
          <TextField form={form} name="start" label="console.arrivals.schedules.start" inputMode="numeric" />
          <TextField form={form} name="end" label="console.arrivals.schedules.end" inputMode="numeric" />
        </>
      )}
      <SelectField
        form={form}
        name="waitingAreaId"
        label="console.arrivals.schedules.waitingArea"
        placeholder={
          data.waitingAreas.length === 0
            ? t('console.arrivals.schedules.needsArea')
            : t('console.arrivals.schedules.choose')
        }
        options={data.waitingAreas.map((a) => ({ value: a.id, label: a.name }))}
      />
      <div className="flex flex-col gap-2 md:col-span-2">
        <FormActions
          form={form}
          editing={editing !== null}
          onCancel={done}
          addLabel={t('console.arrivals.schedules.add')}
        />
      </div>
    </form>
  );
}

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

function TouchscreenFormView({
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
