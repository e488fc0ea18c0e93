import { useRef, useState, type ChangeEvent } from 'react';
import { formatDateTime, formatFileSize, type RequestAttachment } from '@/entities/request';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { Alert, AlertDescription, Button, Card, CardContent, CardHeader, CardTitle, Label } from '@/shared/ui';
import { downloadAttachment, useUploadAttachmentMutation } from '../api/request-actions';
import { checkUpload, UPLOAD_ACCEPT, type UploadProblem } from '../model/upload-rules';

function problemText(problem: UploadProblem): string {
  if (problem.kind === 'size') return t('requests.attachments.tooLarge', { name: problem.name });
  if (problem.kind === 'empty') return t('requests.attachments.emptyFile', { name: problem.name });
  return t('requests.attachments.badType', { name: problem.name });
}

/** Files from and to the patient: download as a blob, upload checked against spec §5 first. */
export function RequestAttachments({
  wcmsId,
  requestId,
  attachments,
  canUpload = true,
}: {
  wcmsId: number;
  requestId: number;
  attachments: RequestAttachment[];
  canUpload?: boolean;
}) {
  const upload = useUploadAttachmentMutation(wcmsId, requestId);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = checkUpload(file);
    if (problem) {
      setError(problemText(problem));
      event.target.value = '';
      return;
    }
    setError(null);
    try {
      await upload.mutateAsync(file);
      notify(t('requests.attachments.uploaded', { name: file.name }), 'success');
    } catch (failure) {
      // e.g. the server's virus message, which names the file
      setError(errorMessage(failure));
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  async function download(attachment: RequestAttachment) {
    try {
      await downloadAttachment(wcmsId, requestId, attachment);
    } catch (failure) {
      setError(`${t('requests.attachments.downloadFailed', { name: attachment.name })} ${errorMessage(failure)}`);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('requests.attachments.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {attachments.length === 0 ? (
          <p>{t('requests.attachments.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {attachments.map((attachment) => (
              <li key={attachment.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  <span className="font-semibold">{attachment.name}</span>{' '}
                  <span className="text-sm">
                    (
                    {attachment.direction === 'from_patient'
                      ? t('requests.attachments.fromPatient')
                      : t('requests.attachments.toPatient')}
                    , {formatFileSize(attachment.size)},{' '}
                    <time dateTime={attachment.created_at}>{formatDateTime(attachment.created_at)}</time>)
                  </span>
                </span>
                <Button size="sm" variant="outline" onClick={() => void download(attachment)}>
                  {t('requests.attachments.download', { name: attachment.name })}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {error && (
          <Alert severity="error">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        {canUpload && (
          <div className="flex flex-col gap-1">
            <Label htmlFor={`attach-${requestId}`}>{t('requests.attachments.upload')}</Label>
            <input
              ref={input}
              id={`attach-${requestId}`}
              type="file"
              disabled={upload.isPending}
              accept={UPLOAD_ACCEPT}
              className="text-base file:me-3 file:min-h-10 file:rounded-md file:border-2 file:border-input file:bg-background file:px-3 file:font-semibold"
              onChange={(e) => void choose(e)}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
