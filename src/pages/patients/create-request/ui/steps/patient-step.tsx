import { t } from '@/shared/i18n';
import { Alert, AlertDescription, Button } from '@/shared/ui';
import { formatNhs, patientDisplayName, type Patient } from '@/entities/patient';
import { PatientSearch } from '@/features/patient-search';

/**
 * Step 2: find the patient with the patient search, or show the one chosen with a way to change it. The search
 * has its own form, so this step is not a form itself (forms must not nest).
 */
export function PatientStep({
  wcmsId,
  patient,
  error,
  onChange,
}: {
  wcmsId: string;
  patient: Patient | null;
  error?: string;
  onChange: (patient: Patient | null) => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      {error && (
        <Alert severity="error">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {patient ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border-2 border-border p-3">
          <span data-testid="wizard-patient">
            {t('createRequest.patient.selected', {
              name: patientDisplayName(patient),
              nhs: patient.nhsNumber ? formatNhs(patient.nhsNumber) : t('patients.details.none'),
            })}
          </span>
          <Button type="button" variant="outline" size="sm" onClick={() => onChange(null)}>
            {t('createRequest.patient.change')}
          </Button>
        </div>
      ) : (
        <PatientSearch
          wcmsId={wcmsId}
          remember={false}
          headingLevel={3}
          renderActions={(found) => (
            <Button type="button" size="sm" variant="outline" onClick={() => onChange(found)}>
              {t('patients.results.select', { name: patientDisplayName(found) })}
            </Button>
          )}
        />
      )}
    </div>
  );
}
