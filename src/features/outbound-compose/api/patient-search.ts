import { useMutation } from '@tanstack/react-query';
import { SearchPatientQuery } from '@/entities/patient';
import { execute } from '@/shared/api';

export type PatientSearchParameters = {
  nhsNumber?: string;
  forename?: string;
  surname?: string;
  dateOfBirth?: string;
};

/** Runs one patient search of the clinical system (spec §5: at least two parameters, checked before calling). */
export function usePatientSearchMutation(wcmsId: number) {
  return useMutation({
    mutationFn: async (parameters: PatientSearchParameters) =>
      (await execute(SearchPatientQuery, { wcmsId: String(wcmsId), searchParameters: parameters })).searchPatient,
  });
}
