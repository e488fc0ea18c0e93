import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useCurrentOrganisation } from '@/entities/organisation';
import { errorMessage } from '@/shared/api';
import { t, type MessageKey } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { Alert, AlertDescription, Badge, Button, DataTable, ErrorState, Skeleton, type ColumnDef } from '@/shared/ui';
import { PatientsMenu } from '@/widgets/patients-menu';
import { currentStaff, getStaffArrivedAppointments, hostErrorText, useDesktopInfo } from '@/shared/desktop-host';
import { arrivedQueries, useCallArrivedPatient, type ArrivedPatient } from '../api/arrived';
import { rowsFromHost, todayWindow, type ArrivedRow } from '../model/host-rows';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });

/**
 * /full/patients/arrived: today's arrived patients of the signed-in clinician (spec §7 GetStaffArrivedAppointments,
 * here from the server), refreshed live when one arrives; Call shows the patient on the waiting room's TV screens.
 */
export function ArrivedPatientsPage() {
  const organisation = useCurrentOrganisation();
  return (
    <div className="flex flex-col gap-6 md:flex-row">
      <title>{`${t('arrivals.arrived.title')} – ${t('app.name')}`}</title>
      <aside className="md:w-56 md:shrink-0">
        <PatientsMenu />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <h1 className="text-2xl font-bold">{t('arrivals.arrived.title')}</h1>
        {organisation && <ArrivedPatientsList wcmsId={organisation.wcmsId} />}
      </div>
    </div>
  );
}

/** The health pod readings entered at the kiosk, as the clinician reads them ('BP 128/82 mmHg, Weight 81.4 kg'). */
function readingsText(readings: ArrivedPatient['readings']): string {
  if (!readings) return '';
  const parts: string[] = [];
  if (readings.systolic != null && readings.diastolic != null) {
    parts.push(t('arrivals.arrived.bloodPressure', { systolic: readings.systolic, diastolic: readings.diastolic }));
  }
  if (readings.weight != null) parts.push(t('arrivals.arrived.weight', { weight: readings.weight }));
  if (readings.height != null) parts.push(t('arrivals.arrived.height', { height: readings.height }));
  return parts.join(', ');
}

/** Beside the arrived patient: the kiosk readings, and the questionnaire's answers flagged for review. */
function ReadingsAndResponses({ arrival }: { arrival: ArrivedPatient }) {
  const readings = readingsText(arrival.readings);
  return (
    <div className="flex flex-col gap-1">
      <span>{readings || t('arrivals.arrived.noReadings')}</span>
      {arrival.responses.length > 0 && (
        <div>
          <Badge variant="warning">{t('arrivals.arrived.review')}</Badge>
          <dl className="mt-1 text-sm">
            {arrival.responses.map((r, i) => (
              <div key={i} className="flex gap-1">
                <dt>{r.question}</dt>
                <dd className="font-semibold">{t(`arrivals.arrived.answer.${r.answer}` as MessageKey)}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </div>
  );
}

export function ArrivedPatientsList({ wcmsId }: { wcmsId: string }) {
  const list = useQuery(arrivedQueries.list(wcmsId));
  // inside the desktop host: the host's GetStaffArrivedAppointments, matched to the server's arrivals
  const desktop = useDesktopInfo();
  const host = useQuery({
    // under the arrived prefix: the live refresh when a patient arrives asks the host again too
    queryKey: [...arrivedQueries.all(), 'host', wcmsId],
    enabled: desktop.inVixie,
    retry: false,
    queryFn: async () => {
      const staff = await currentStaff();
      if (!staff) return [];
      return getStaffArrivedAppointments({ ...todayWindow(), staffId: staff.clinicalStaffId });
    },
  });
  const call = useCallArrivedPatient(wcmsId);
  const rows = useMemo<ArrivedRow[] | undefined>(() => {
    if (!list.data) return undefined;
    if (desktop.inVixie && host.data) return rowsFromHost(host.data, list.data);
    return list.data.map((a) => ({ ...a, callable: true }));
  }, [list.data, host.data, desktop.inVixie]);
  const columns = useMemo<ColumnDef<ArrivedRow, unknown>[]>(
    () => [
      { id: 'patient', accessorKey: 'patientName', header: t('arrivals.arrived.patient') },
      {
        id: 'appointment',
        accessorKey: 'appointmentStart',
        cell: ({ row }) => time(row.original.appointmentStart),
        header: t('arrivals.arrived.appointment'),
      },
      {
        id: 'arrived',
        accessorKey: 'arrivedAt',
        cell: ({ row }) =>
          `${time(row.original.arrivedAt)} (${t(`arrivals.arrived.method.${row.original.method}` as MessageKey)})`,
        header: t('arrivals.arrived.arrived'),
      },
      { id: 'area', accessorFn: (r) => r.waitingArea ?? '', header: t('arrivals.arrived.waitingArea') },
      {
        id: 'readings',
        accessorFn: (r) => readingsText(r.readings),
        cell: ({ row }) => <ReadingsAndResponses arrival={row.original} />,
        header: t('arrivals.arrived.readings'),
        enableSorting: false,
      },
      {
        id: 'called',
        accessorFn: (r) => r.calledAt ?? '',
        cell: ({ row }) =>
          row.original.calledAt
            ? t('arrivals.arrived.called', { time: time(row.original.calledAt) })
            : t('arrivals.arrived.notCalled'),
        header: t('arrivals.arrived.status'),
      },
      {
        id: 'actions',
        header: t('console.arrivals.actions'),
        enableSorting: false,
        enableGlobalFilter: false,
        cell: ({ row }) =>
          row.original.callable && (
            <Button
              size="sm"
              variant={row.original.calledAt ? 'outline' : 'primary'}
              disabled={call.isPending}
              onClick={() =>
                call.mutate(row.original.id, {
                  onSuccess: () =>
                    notify(t('arrivals.arrived.calledNotice', { name: row.original.patientName }), 'success'),
                })
              }
            >
              {t(row.original.calledAt ? 'arrivals.arrived.callAgain' : 'arrivals.arrived.call', {
                name: row.original.patientName,
              })}
            </Button>
          ),
      },
    ],
    [call],
  );
  if (list.isPending || (desktop.inVixie && host.isPending))
    return <Skeleton className="h-32 w-full" aria-label={t('common.loading')} />;
  if (list.isError) return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  return (
    <>
      {host.isError && (
        <Alert severity="error">
          <AlertDescription>{hostErrorText(host.error)}</AlertDescription>
        </Alert>
      )}
      {call.isError && (
        <Alert severity="error">
          <AlertDescription>{errorMessage(call.error)}</AlertDescription>
        </Alert>
      )}
      <DataTable
        data={rows ?? []}
        columns={columns}
        getRowId={(r) => r.id}
        caption={t('arrivals.arrived.caption')}
        urlKey="arrived"
        filterLabel={t('console.arrivals.filter')}
        emptyMessage={t('arrivals.arrived.empty')}
      />
    </>
  );
}
