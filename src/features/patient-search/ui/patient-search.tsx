import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, type PatientSearchInput } from '@/shared/api';
import {
  patientQueries,
  readPatientSearch,
  savePatientSearch,
  usePrefillPatientIds,
  type Patient,
  type PatientSearchValues,
} from '@/entities/patient';
import { PatientSearchForm } from './patient-search-form';
import { PatientResults } from './patient-results';

/**
 * Search the clinical system and act on the patients found. The last search is kept (storage key patientSearch,
 * spec §3) so coming back shows it again; `remember` false leaves it alone (pop-ups and dialogs).
 */
export function PatientSearch({
  wcmsId,
  renderActions,
  remember = true,
  headingLevel = 2,
  initialValues,
}: {
  wcmsId: string;
  renderActions?: (patient: Patient) => ReactNode;
  remember?: boolean;
  headingLevel?: 2 | 3;
  /** What the form starts with (otherwise the remembered search, or nothing). */
  initialValues?: PatientSearchValues;
}) {
  const [initial] = useState(() => initialValues ?? (remember ? readPatientSearch() : undefined));
  const [params, setParams] = useState<PatientSearchInput | null>(null);
  const query = useQuery({ ...patientQueries.search(wcmsId, params ?? {}), enabled: params !== null });
  // inside the desktop host, the patients found get their clinical ids cached for attaching later
  usePrefillPatientIds(wcmsId, query.data?.map((patient) => patient.nhsNumber) ?? []);

  return (
    <div className="flex flex-col gap-6">
      <PatientSearchForm
        initialValues={initial}
        searching={query.isFetching}
        onSearch={(next, values) => {
          if (remember) savePatientSearch(values);
          setParams(next);
          if (params && JSON.stringify(next) === JSON.stringify(params)) void query.refetch();
        }}
      />
      {params !== null && (
        <div aria-live="polite">
          <PatientResults
            headingLevel={headingLevel}
            renderActions={renderActions}
            state={
              query.isPending
                ? { status: 'loading' }
                : query.isError
                  ? { status: 'error', message: errorMessage(query.error), onRetry: () => void query.refetch() }
                  : { status: 'success', patients: query.data }
            }
          />
        </div>
      )}
    </div>
  );
}
