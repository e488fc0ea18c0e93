import { t } from '@/shared/i18n';
import { cn } from '@/shared/ui';
import { formatAddress, formatBirthDate, formatNhs, patientDisplayName } from '../model/format';
import type { Patient } from '../model/models';

/** A patient's details as the clinical system holds them (spec §3 Patient), as a description list. */
export function PatientDetails({ patient }: { patient: Patient }) {
  const none = t('patients.details.none');
  const rows: [string, string | null][] = [
    [t('patients.details.name'), patientDisplayName(patient)],
    [t('patients.details.nhsNumber'), patient.nhsNumber ? formatNhs(patient.nhsNumber) : null],
    [t('patients.details.born'), patient.dateOfBirth ? formatBirthDate(patient.dateOfBirth) : null],
    [t('patients.details.sex'), patient.sex],
    [t('patients.details.mobile'), patient.mobilePhone],
    [t('patients.details.phone'), patient.primaryPhone],
    [t('patients.details.work'), patient.workPhone],
    [t('patients.details.email'), patient.primaryEmail],
    [t('patients.details.address'), formatAddress(patient.homeAddress) || null],
  ];
  return (
    // a long email or address wraps inside its column instead of being clipped, and on a phone each label sits
    // above its value so nothing scrolls sideways (issue 23)
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[max-content_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className={cn('min-w-0 [overflow-wrap:anywhere]', !value && 'text-muted-foreground')}>{value ?? none}</dd>
        </div>
      ))}
    </dl>
  );
}
