import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { execute, graphql, restClient, unwrap, type ClinicalSystem } from '@/shared/api';

const DefaultAttachStaffQuery = graphql(`
  query ConsoleDefaultAttachStaff($wcmsId: ID!) {
    defaultAttachStaff(wcmsId: $wcmsId) {
      id
      staffId
      staffGuid
      name
      clinicalSystem
    }
  }
`);

const UpdateDefaultAttachStaffMutation = graphql(`
  mutation ConsoleUpdateDefaultAttachStaff($input: DefaultAttachStaffInput!) {
    updateDefaultAttachStaff(input: $input) {
      id
      staffId
      staffGuid
      name
      clinicalSystem
    }
  }
`);

export type DefaultAttachStaff = { id: string; staffId: string; staffGuid: string; name: string };
/** A member of the clinical system's staff (spec §3 Clinical staff member). */
export type StaffChoice = { clinicalStaffId: string; clinicalStaffGuid: string; forename: string; surname: string };

export const defaultAttachStaffQueries = {
  current: (wcmsId: string) =>
    queryOptions({
      queryKey: ['console', 'clinical-integration', 'default-attach-staff', wcmsId] as const,
      queryFn: async (): Promise<DefaultAttachStaff | null> =>
        (await execute(DefaultAttachStaffQuery, { wcmsId })).defaultAttachStaff ?? null,
    }),
  /** The clinical system's staff (spec §7 clinical staff lookup by organisation), to choose the default from. */
  choices: (wcmsId: string) =>
    queryOptions({
      queryKey: ['console', 'clinical-integration', 'staff-choices', wcmsId] as const,
      queryFn: async (): Promise<StaffChoice[]> =>
        (
          await unwrap(
            restClient.GET('/clinical-staff/wcms_id/{wcms_id}', { params: { path: { wcms_id: Number(wcmsId) } } }),
          )
        )?._embedded.clinical_staff ?? [],
    }),
};

export const staffName = (staff: Pick<StaffChoice, 'forename' | 'surname'>) => `${staff.forename} ${staff.surname}`;

export function useSaveDefaultAttachStaffMutation(wcmsId: string, clinicalSystem: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (staff: StaffChoice): Promise<DefaultAttachStaff> =>
      (
        await execute(UpdateDefaultAttachStaffMutation, {
          input: {
            wcmsId,
            clinicalSystem: clinicalSystem as ClinicalSystem,
            staffId: staff.clinicalStaffId,
            staffGuid: staff.clinicalStaffGuid,
            name: staffName(staff),
          },
        })
      ).updateDefaultAttachStaff,
    onSuccess: (saved) => queryClient.setQueryData(defaultAttachStaffQueries.current(wcmsId).queryKey, saved),
  });
}
