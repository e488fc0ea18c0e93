import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { fetchTaskFile, type AttachTask } from '@/features/clinical-send';
import { fetchPatientAttachment, hostErrorText } from '@/shared/desktop-host';
import { t } from '@/shared/i18n';
import { storage } from '@/shared/lib/storage';
import { Alert, AlertDescription, Button, Spinner } from '@/shared/ui';

const TASK_TYPES: readonly string[] = ['outbound', 'video_call', 'outbound_submit', 'retry'];
const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jfif: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
};
const TEXT_TYPES = new Set(['txt', 'text']);

function extension(name: string): string {
  return name.split('.').pop()?.toLowerCase() ?? '';
}

function decode(content: string): Uint8Array<ArrayBuffer> {
  const binary = atob(content);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * /attachment/:type/:id (spec §2, not guarded): one file, from the patient's record (type record, through the
 * host) or from an attach task (type outbound, video_call, outbound_submit or retry). Images and text are shown;
 * every file can be downloaded.
 */
export function AttachmentPage() {
  const { type = '', id = '' } = useParams();
  const file = useQuery({
    queryKey: ['attachment', type, id],
    queryFn: async () => {
      if (type === 'record') return fetchPatientAttachment(id);
      if (TASK_TYPES.includes(type)) {
        const wcmsId = Number(storage.get('organisation')?.wcmsId);
        return fetchTaskFile(wcmsId, type as AttachTask['type'], Number(id));
      }
      return null;
    },
    retry: false,
  });
  const view = useMemo(() => {
    if (!file.data) return null;
    const ext = extension(file.data.name);
    const bytes = decode(file.data.content);
    const mime = IMAGE_TYPES[ext] ?? (TEXT_TYPES.has(ext) ? 'text/plain' : 'application/octet-stream');
    return {
      name: file.data.name,
      url: URL.createObjectURL(new Blob([bytes], { type: mime })),
      image: ext in IMAGE_TYPES,
      text: TEXT_TYPES.has(ext) ? new TextDecoder().decode(bytes) : null,
    };
  }, [file.data]);
  useEffect(
    () => () => {
      if (view) URL.revokeObjectURL(view.url);
    },
    [view],
  );

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{view?.name ?? t('desktop.attachment.title')}</h1>
      {file.isPending && (
        <p role="status" className="flex items-center gap-2">
          <Spinner /> {t('desktop.attachment.loading')}
        </p>
      )}
      {file.isError && (
        <Alert severity="error">
          <AlertDescription>{hostErrorText(file.error)}</AlertDescription>
        </Alert>
      )}
      {file.isSuccess && !file.data && <p>{t('desktop.attachment.notFound')}</p>}
      {view?.image && <img src={view.url} alt={view.name} className="max-w-full" />}
      {view?.text !== null && view?.text !== undefined && (
        <pre className="whitespace-pre-wrap rounded border p-3" data-testid="attachment-text">
          {view.text}
        </pre>
      )}
      {view && !view.image && view.text === null && <p>{t('desktop.attachment.unknownType')}</p>}
      {view && (
        <Button asChild variant="secondary">
          <a href={view.url} download={view.name}>
            {t('desktop.attachment.download', { name: view.name })}
          </a>
        </Button>
      )}
    </div>
  );
}
