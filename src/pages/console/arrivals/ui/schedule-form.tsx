import { useMemo } from 'react';
import { t, type MessageKey } from '@/shared/i18n';
import type { ArrivalSettings, StaffSchedule } from '../api/arrivals';
import { scheduleSchema, type ScheduleForm } from '../model/schemas';
import { CheckField, FormActions, SelectField, TextField, useEntityForm } from './entity-section';

/** A weekday's name (1 Monday … 7 Sunday). */
export const dayName = (weekday: number) => t(`console.arrivals.day.${weekday}` as MessageKey);
const DAYS = [1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: String(d), label: dayName(d) }));

const EMPTY_SCHEDULE: ScheduleForm = {
  id: null,
  staffId: '',
  weekday: '1',
  allDay: false,
  start: '',
  end: '',
  waitingAreaId: '',
};

export function ScheduleFormView({
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
