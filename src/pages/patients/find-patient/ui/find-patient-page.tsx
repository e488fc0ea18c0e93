import { Link } from 'react-router';
import { useCurrentOrganisation } from '@/entities/organisation';
import {
  PatientDetails,
  patientDisplayName,
  setSelectedPatient,
  useSelectedPatient,
  type Patient,
} from '@/entities/patient';
import { PatientSearch } from '@/features/patient-search';
import { BookingPanel } from '@/features/book-appointment';
import { StartVideoButton } from '@/features/video-call';
import { t } from '@/shared/i18n';
import { privateQueryHref } from '@/shared/lib/private-query';
import { paths } from '@/shared/routes';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@/shared/ui';
import { PatientsMenu } from '@/widgets/patients-menu';

/**
 * The outbound messages sent to an NHS number (the list's search matches recipients' NHS numbers). The number is
 * kept in storage under an opaque reference, never in the URL (issue 23).
 */
export function patientOutboundPath(nhsNumber: string): string {
  return privateQueryHref(paths.full.outboundList(), { search: nhsNumber }, ['search']);
}

/** The inbox showing every request (open or completed, all pools) for an NHS number (kept out of the URL). */
export function patientRequestsPath(nhsNumber: string): string {
  return privateQueryHref(
    paths.full.messagesList(),
    { poolId: '0', completed: 'true', q: nhsNumber, in: 'nhs_number', page: '1' },
    ['q'],
  );
}

/** The patient's video consultations (the NHS number kept out of the URL). */
export function patientVideoPath(nhsNumber: string): string {
  return privateQueryHref(paths.full.videoConsultations(), { nhs: nhsNumber }, ['nhs']);
}

/**
 * /full/patients/find-patient (with the patients menu) and the /find-patient pop-up (spec §2): search the clinical
 * system, open a patient's requests, select them (storage selected_patient) and book an appointment.
 */
export function FindPatientPage({ popup = false }: { popup?: boolean }) {
  const organisation = useCurrentOrganisation();
  const selected = useSelectedPatient();
  if (!organisation) return null;
  const wcmsId = organisation.wcmsId;

  const actions = (patient: Patient) => {
    const name = patientDisplayName(patient);
    return (
      <>
        {patient.nhsNumber && (
          <Button asChild variant="secondary" size="sm">
            <Link
              to={patientRequestsPath(patient.nhsNumber)}
              aria-label={`${t('patients.links.requests')}: ${name}`}
              {...(popup ? { target: '_blank', rel: 'noopener' } : {})}
            >
              {t('patients.links.requests')}
            </Link>
          </Button>
        )}
        {patient.nhsNumber && (
          <Button asChild variant="secondary" size="sm">
            <Link
              to={patientOutboundPath(patient.nhsNumber)}
              aria-label={`${t('patients.links.outbound')}: ${name}`}
              {...(popup ? { target: '_blank', rel: 'noopener' } : {})}
            >
              {t('patients.links.outbound')}
            </Link>
          </Button>
        )}
        {patient.nhsNumber && (
          <Button asChild variant="secondary" size="sm">
            <Link
              to={patientVideoPath(patient.nhsNumber)}
              aria-label={`${t('patients.links.video')}: ${name}`}
              {...(popup ? { target: '_blank', rel: 'noopener' } : {})}
            >
              {t('patients.links.video')}
            </Link>
          </Button>
        )}
        {patient.nhsNumber && (
          // spec §2: the video consultation opens in the call-patient pop-up
          <StartVideoButton
            size="sm"
            label={t('patients.links.startVideo')}
            accessibleName={`${t('patients.links.startVideo')}: ${name}`}
            patient={{
              forename: patient.forename,
              surname: patient.surname,
              nhsNumber: patient.nhsNumber,
              dateOfBirth: patient.dateOfBirth ?? null,
              mobileNumbers: patient.mobilePhone ? [patient.mobilePhone] : [],
            }}
          />
        )}
        <Button
          size="sm"
          variant={selected?.id === patient.id ? 'primary' : 'outline'}
          aria-pressed={selected?.id === patient.id}
          aria-label={`${t('patients.links.book')}: ${name}`}
          onClick={() => setSelectedPatient(patient)}
        >
          {t('patients.links.book')}
        </Button>
      </>
    );
  };

  return (
    <div className={popup ? 'flex flex-col gap-6' : 'flex flex-col gap-6 md:flex-row'}>
      <title>{`${t('patients.find.title')} – ${t('app.name')}`}</title>
      {!popup && (
        <aside className="md:w-56 md:shrink-0">
          <PatientsMenu />
        </aside>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-6">
        <h1 className="text-2xl font-bold">{t('patients.find.title')}</h1>
        <PatientSearch wcmsId={wcmsId} renderActions={actions} />
        {selected && (
          <div className="flex flex-col gap-6" data-testid="selected-patient">
            <Card>
              <CardHeader>
                <CardTitle>{t('patients.details.title')}</CardTitle>
              </CardHeader>
              <CardContent>
                <PatientDetails patient={selected} />
              </CardContent>
            </Card>
            <BookingPanel key={selected.id} wcmsId={wcmsId} patient={selected} />
          </div>
        )}
      </div>
    </div>
  );
}

/** The /find-patient pop-up: the same search without the patients menu. */
export function FindPatientPopupPage() {
  return <FindPatientPage popup />;
}
