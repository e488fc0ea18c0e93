import { useCurrentOrganisation } from '@/entities/organisation';
import { patientDisplayName, setSelectedPatient, useSelectedPatient, type Patient } from '@/entities/patient';
import { PatientSearch } from '@/features/patient-search';
import { closeWindow } from '@/shared/desktop-host';
import { t } from '@/shared/i18n';
import { Alert, AlertDescription, Button } from '@/shared/ui';

/**
 * /select-patient (spec §2): a pop-up to pick the patient other windows work with. The choice is stored as
 * selected_patient (spec §3), which every window of the app sees at once.
 */
export function SelectPatientPage() {
  const organisation = useCurrentOrganisation();
  const selected = useSelectedPatient();
  if (!organisation) return null;

  const actions = (patient: Patient) => {
    const isSelected = selected?.id === patient.id;
    return (
      <Button
        size="sm"
        variant={isSelected ? 'primary' : 'outline'}
        aria-pressed={isSelected}
        onClick={() => setSelectedPatient(patient)}
      >
        {isSelected
          ? t('patients.results.selected')
          : t('patients.results.select', { name: patientDisplayName(patient) })}
      </Button>
    );
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <title>{`${t('patients.selectPatient.title')} – ${t('app.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('patients.selectPatient.title')}</h1>
      <p>{t('patients.selectPatient.intro')}</p>
      {selected && (
        <Alert severity="success">
          <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
            <span>{t('patients.selectPatient.done', { name: patientDisplayName(selected) })}</span>
            <Button size="sm" variant="outline" onClick={closeWindow}>
              {t('patients.selectPatient.close')}
            </Button>
          </AlertDescription>
        </Alert>
      )}
      <PatientSearch wcmsId={organisation.wcmsId} renderActions={actions} remember={false} />
    </div>
  );
}
