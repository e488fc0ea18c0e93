import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
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
import { TouchscreenSharing } from './touchscreen-sharing';
import { ScheduleFormView, dayName } from './schedule-form';
import { TouchscreenFormView } from './touchscreen-form';
import { WaitingAreaFormView } from './waiting-area-form';
import { EntitySection } from './entity-section';

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
      <TouchscreenSharing wcmsId={wcmsId} touchscreens={data.touchscreens} joined={data.sharedTouchscreens} />
    </>
  );
}
