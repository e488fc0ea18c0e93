import type { ReactNode } from 'react';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui';
import { CurrentPatientChoice } from './current-patient-choice';
import type { ComposeSectionProps } from './compose-form';
import { PatientPicker } from './patient-picker';

/**
 * Who the message goes to: for a single message the chosen patient (with a way to change them), else the patient
 * search and the patient open in the clinical system; for a CSV send, the upload the page puts in csvSlot.
 */
export function ComposeRecipients({
  form,
  values,
  wcmsId,
  mode,
  csvSlot,
}: ComposeSectionProps & { wcmsId: number; mode: 'single' | 'csv'; csvSlot?: ReactNode }) {
  if (mode === 'csv') return csvSlot;
  const { setValue, formState } = form;
  const patient = values.patient;
  return (
    <div className="flex flex-col gap-2">
      {patient ? (
        <div className="flex flex-wrap items-center gap-2" data-testid="chosen-patient">
          <span>
            {t('outbound.compose.chosen', {
              name: `${patient.forename} ${patient.surname}`,
              nhs: patient.nhsNumber,
              mobile: patient.mobile,
            })}
          </span>
          <Button type="button" variant="link" onClick={() => setValue('patient', null, { shouldDirty: true })}>
            {t('outbound.compose.change')}
          </Button>
        </div>
      ) : (
        <PatientPicker
          wcmsId={wcmsId}
          onChoose={(p) => setValue('patient', p, { shouldDirty: true, shouldValidate: true })}
        />
      )}
      {!patient && (
        <CurrentPatientChoice onChoose={(p) => setValue('patient', p, { shouldDirty: true, shouldValidate: true })} />
      )}
      {formState.errors.patient?.message && (
        <p role="alert" className="font-semibold text-destructive">
          {formState.errors.patient.message}
        </p>
      )}
    </div>
  );
}
