import { restClient } from '@/shared/api';
import { RestError } from '@/shared/api';

/** Downloads a message's recipients as CSV (the server neutralises formula-injection characters). */
export async function downloadRecipientsCsv(wcmsId: number, id: number): Promise<void> {
  const { data, response } = await restClient.GET('/outbound/wcms_id/{wcms_id}/{id}/recipients.csv', {
    params: { path: { wcms_id: wcmsId, id } },
    parseAs: 'blob',
  });
  if (!response.ok || !data) throw new RestError(response.status, null);
  const url = URL.createObjectURL(data as Blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `outbound-${id}-recipients.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
