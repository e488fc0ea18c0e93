import { ageOnUkDay } from '@contracts/rules/uk-time';
import {
  formatDate,
  formatNhsNumber,
  identityLabel,
  type IdentityState,
  type RequestPatient,
} from '@/entities/request';
import { t } from '@/shared/i18n';
import { cn } from '@/shared/ui';

/**
 * The patient banner at the top of a request (issue 24): who the request is about, in one line that stays in view
 * while the request scrolls: name, age, sex, date of birth, NHS number and how sure the match is.
 */
export function PatientBanner({
  patient,
  identity,
  now = new Date(),
  partial = false,
}: {
  patient: Pick<RequestPatient, 'name' | 'born' | 'sex' | 'nhs_number'>;
  identity: IdentityState;
  now?: Date;
  /** Drawn from the inbox row while the request loads: the row does not know the sex, so it is left out, not 'not given'. */
  partial?: boolean;
}) {
  const age = ageOnUkDay(patient.born, now);
  const facts: [string, string][] = [
    [t('workspace.banner.born'), patient.born ? formatDate(patient.born) : t('workspace.banner.notGiven')],
    ...(partial
      ? []
      : [[t('workspace.banner.sex'), patient.sex || t('workspace.banner.notGiven')] as [string, string]]),
    [
      t('workspace.banner.nhsNumber'),
      patient.nhs_number ? formatNhsNumber(patient.nhs_number) : t('workspace.banner.notGiven'),
    ],
    [t('workspace.banner.identity'), identityLabel(identity)],
  ];
  return (
    <section
      aria-label={t('workspace.banner.label')}
      data-testid="patient-banner"
      className={cn(
        'sticky top-0 z-[5] flex flex-wrap items-baseline gap-x-5 gap-y-1 rounded-md border-l-4 border-primary bg-info-subtle px-3 py-2',
      )}
    >
      <p className="text-lg font-bold">
        {patient.name}
        {age !== null && <span className="ml-2 font-normal">{t('workspace.ageLong', { years: age })}</span>}
      </p>
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="flex gap-1">
            <dt className="font-semibold">{label}:</dt>
            <dd className={identity !== 'verified' && label === t('workspace.banner.identity') ? 'font-semibold' : ''}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
