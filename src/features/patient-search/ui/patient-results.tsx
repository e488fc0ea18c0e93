import type { ReactNode } from 'react';
import { t } from '@/shared/i18n';
import { EmptyState, ErrorState, Skeleton } from '@/shared/ui';
import { formatAddress, formatBirthDate, formatNhs, patientDisplayName, type Patient } from '@/entities/patient';

export type PatientResultsState =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry?: () => void }
  | { status: 'success'; patients: Patient[] };

/** The patients a search found, each with the actions the page offers for them. */
export function PatientResults({
  state,
  renderActions,
  headingLevel = 2,
}: {
  state: PatientResultsState;
  renderActions?: (patient: Patient) => ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  if (state.status === 'loading') {
    return (
      <div aria-busy="true" className="flex flex-col gap-2" data-testid="patient-results-loading">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <ErrorState
        title={t('patients.results.error')}
        message={state.message}
        onRetry={state.onRetry}
        headingLevel={headingLevel}
      />
    );
  }
  if (state.patients.length === 0) {
    return (
      <EmptyState
        title={t('patients.results.none')}
        description={t('patients.results.noneHint')}
        headingLevel={headingLevel}
      />
    );
  }
  return (
    <section aria-labelledby="patient-results-heading" className="flex flex-col gap-2">
      <Heading id="patient-results-heading" className="text-lg font-semibold">
        {state.patients.length === 1
          ? t('patients.results.one')
          : t('patients.results.count', { count: state.patients.length })}
      </Heading>
      <ul className="flex flex-col gap-2" aria-label={t('patients.results.title')}>
        {state.patients.map((patient) => (
          <li
            key={patient.id}
            className="flex flex-wrap items-start justify-between gap-3 rounded-md border-2 border-border p-3"
            data-testid="patient-result"
          >
            <div className="flex min-w-0 flex-col [overflow-wrap:anywhere]">
              <span className="font-semibold">{patientDisplayName(patient)}</span>
              <span>
                {t('patients.details.nhsNumber')}:{' '}
                {patient.nhsNumber ? formatNhs(patient.nhsNumber) : t('patients.details.none')}
                {' · '}
                {t('patients.results.born')}:{' '}
                {patient.dateOfBirth ? formatBirthDate(patient.dateOfBirth) : t('patients.details.none')}
                {patient.sex ? ` · ${patient.sex}` : ''}
              </span>
              <span className="text-muted-foreground">{formatAddress(patient.homeAddress)}</span>
            </div>
            {renderActions && <div className="flex flex-wrap gap-2">{renderActions(patient)}</div>}
          </li>
        ))}
      </ul>
    </section>
  );
}
