import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestQueries, type RequestAction, type RequestDetail } from '@/entities/request';
import { RestError, errorMessage, restClient, unwrap } from '@/shared/api';
import { notify } from '@/shared/lib/notify';

/** One PUT /my/messages/{wcms_id}/{id} action; the answer replaces the cached request, the lists refetch. */
export function useRequestActionMutation(wcmsId: number, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: RequestAction) => {
      const detail = await unwrap(
        restClient.PUT('/my/messages/wcms_id/{wcms_id}/{id}', {
          params: { path: { wcms_id: wcmsId, id } },
          body: action,
        }),
      );
      // a request gone while open reads as not found, like the detail itself
      if (!detail) throw new RestError(404, null);
      return detail;
    },
    onSuccess: (detail: RequestDetail) => {
      queryClient.setQueryData(requestQueries.detail(wcmsId, id).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: requestQueries.lists() });
    },
  });
}

/**
 * One request action for controls outside the action bar (translation, care navigation): success and refusal
 * both show as a transient notification, the refusal in the server's own words.
 */
export function useRunRequestAction(wcmsId: number, id: number) {
  const action = useRequestActionMutation(wcmsId, id);
  const run = async (body: RequestAction, done: string): Promise<boolean> => {
    try {
      await action.mutateAsync(body);
      notify(done, 'success');
      return true;
    } catch (error) {
      notify(errorMessage(error), 'error');
      return false;
    }
  };
  return { run, pending: action.isPending };
}

/** Uploads one file to the patient (multipart, one part named file). */
export function useUploadAttachmentMutation(wcmsId: number, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      unwrap(
        restClient.POST('/my/messages/wcms_id/{wcms_id}/{id}/attachments', {
          params: { path: { wcms_id: wcmsId, id } },
          // the generated type says string for a binary part; the serializer sends the File itself
          body: { file: file as unknown as string },
          bodySerializer: () => {
            const form = new FormData();
            form.append('file', file, file.name);
            return form;
          },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestQueries.detail(wcmsId, id).queryKey }),
  });
}

/** Fetches an attachment as a blob and hands it to the browser as a download named like the file. */
export async function downloadAttachment(wcmsId: number, id: number, attachment: { id: number; name: string }) {
  const blob = await unwrap(
    restClient.GET('/my/messages/wcms_id/{wcms_id}/{id}/attachments/{attachment_id}', {
      params: { path: { wcms_id: wcmsId, id, attachment_id: attachment.id } },
      parseAs: 'blob',
    }),
  );
  if (!blob) throw new RestError(404, null);
  const url = URL.createObjectURL(blob as Blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = attachment.name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
