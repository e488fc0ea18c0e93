import { useMutation } from '@tanstack/react-query';
import { restClient, unwrap, type RestComponents } from '@/shared/api';

export type ResetSent = RestComponents['schemas']['PatientPasswordResetSent'];

/** POST patient-accounts/wcms_id/{wcms_id}/password-reset; null when no account holds the email or NHS number. */
export function useRequestResetMutation(wcmsId: number) {
  return useMutation({
    mutationFn: (body: { email: string } | { nhs_number: string }) =>
      unwrap(
        restClient.POST('/patient-accounts/wcms_id/{wcms_id}/password-reset', {
          params: { path: { wcms_id: wcmsId } },
          body,
        }),
      ),
  });
}
