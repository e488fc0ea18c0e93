import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { storedCurrentPatient } from '@/features/desktop-connection';
import { currentPatient, hostErrorText, useDesktopInfo, type DesktopPatient } from '@/shared/desktop-host';
import { t } from '@/shared/i18n';
import { storage, useStoredValue, type JsonObject } from '@/shared/lib/storage';
import { paths } from '@/shared/routes';
import { Alert, AlertDescription, Button, Spinner } from '@/shared/ui';

/** Where ?route= may continue to (only screens of this app, never an outside address). */
const CONTINUE_ROUTES: Record<string, () => string> = {
  'start-video': paths.startVideo,
};

/**
 * /current-patient (spec §2 pop-up): the patient open in the clinical system. EMIS Web's is kept by the 5 s poll;
 * other systems are asked once. With ?route=start-video&new=true it continues there with this patient selected.
 */
export function CurrentPatientPage() {
  const desktop = useDesktopInfo();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  useStoredValue('currentPatient');
  const polled = desktop.clinicalSystem === 'emisweb' ? storedCurrentPatient() : null;
  const asked = useQuery({
    queryKey: ['desktop-host', 'current-patient'],
    queryFn: currentPatient,
    enabled: desktop.inVixie && !polled,
    retry: false,
  });
  const patient: DesktopPatient | null = polled ?? asked.data ?? null;
  const route = query.get('route');
  const next = route ? CONTINUE_ROUTES[route] : undefined;

  useEffect(() => {
    if (!patient || !next) return;
    storage.set('selected_patient', patient as unknown as JsonObject);
    const target = query.get('new') === 'true' ? `${next()}?new=true` : next();
    void navigate(target, { replace: true });
  }, [patient, next, navigate, query]);

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('desktop.currentPatient.title')}</h1>
      {!desktop.inVixie && <p>{t('desktop.currentPatient.notInHost')}</p>}
      {desktop.inVixie && !patient && asked.isFetching && <Spinner />}
      {asked.isError && !patient && (
        <Alert severity="error">
          <AlertDescription>{hostErrorText(asked.error)}</AlertDescription>
        </Alert>
      )}
      {desktop.inVixie && !patient && !asked.isFetching && !asked.isError && <p>{t('desktop.currentPatient.none')}</p>}
      {patient && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="current-patient">
          <dt className="sr-only">{t('desktop.currentPatient.title')}</dt>
          <dd className="col-span-2 text-lg font-semibold">
            {patient.Forename} {patient.Surname}
          </dd>
          <dt>{t('desktop.currentPatient.nhs')}</dt>
          <dd>{patient.NHS ?? '—'}</dd>
          <dt>{t('desktop.currentPatient.born')}</dt>
          <dd>{patient.DOB ?? '—'}</dd>
          <dt>{t('desktop.currentPatient.sex')}</dt>
          <dd>{patient.Sex ?? '—'}</dd>
        </dl>
      )}
      {patient && !next && (
        <Button variant="secondary" onClick={() => void navigate(paths.patientAttachments(patient.ID))}>
          {t('desktop.toolbar.patientAttachments')}
        </Button>
      )}
    </div>
  );
}
