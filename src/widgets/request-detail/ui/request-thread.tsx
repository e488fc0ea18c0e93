import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { appendTemplate, firstNameOf, TemplatePicker, templateValues } from '@/entities/message-template';
import { useCurrentOrganisation } from '@/entities/organisation';
import { formatDateTime, type ThreadEntry } from '@/entities/request';
import { useViewer } from '@/entities/viewer';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import {
  Alert,
  AlertDescription,
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Field,
  FieldControl,
  FieldError,
  FieldLabel,
  Textarea,
} from '@/shared/ui';
import { useRequestActionMutation } from '../api/request-actions';
import { noteSchema, type NoteForm } from '../model/note-schema';

/**
 * The request's notes and messages, oldest first, with the note composer (spec §4: notes record changes).
 * `disabled` (another user's lock) holds back acknowledging only: adding a note is never blocked by a lock.
 */
export function RequestThread({
  wcmsId,
  requestId,
  entries,
  disabled = false,
  patientName,
}: {
  wcmsId: number;
  requestId: number;
  entries: ThreadEntry[];
  disabled?: boolean;
  /** The patient's name, for a template's [patient first name]. */
  patientName?: string | null;
}) {
  const save = useRequestActionMutation(wcmsId, requestId);
  // a patient message must be acknowledged before the request can be completed (spec §4)
  const acknowledge = useRequestActionMutation(wcmsId, requestId);
  const form = useForm<NoteForm>({ resolver: zodResolver(noteSchema), defaultValues: { body: '' } });
  const viewer = useViewer();
  const organisation = useCurrentOrganisation();
  const placeholderValues = templateValues({
    patientFirstName: firstNameOf(patientName),
    practiceName: organisation?.name,
    staffForename: viewer.forename,
    staffSurname: viewer.surname,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('requests.thread.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {entries.length === 0 ? (
          <p>{t('requests.thread.empty')}</p>
        ) : (
          <ol className="flex flex-col gap-3" data-testid="request-thread">
            {entries.map((entry) => (
              <li
                key={entry.id}
                className={
                  entry.kind === 'patient_message' || entry.kind === 'staff_reply' || entry.kind === 'note'
                    ? 'rounded-md border-2 border-border p-3'
                    : 'border-l-4 border-border px-3 py-1 text-sm'
                }
              >
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-semibold">{t(`requests.thread.kind.${entry.kind}`)}</span>
                  <span>{entry.author_name}</span>
                  <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                  {entry.kind === 'patient_message' && entry.acknowledged === false && (
                    <>
                      <Badge variant="warning">{t('requests.thread.notAcknowledged')}</Badge>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={disabled || acknowledge.isPending}
                        onClick={() => void acknowledge.mutate({ action: 'acknowledge', entry_id: entry.id })}
                      >
                        {t('requests.thread.acknowledge')}
                      </Button>
                    </>
                  )}
                </p>
                <p className="mt-1 whitespace-pre-wrap">{entry.body}</p>
              </li>
            ))}
          </ol>
        )}
        {acknowledge.isError && (
          <Alert severity="error">
            <AlertDescription>{errorMessage(acknowledge.error)}</AlertDescription>
          </Alert>
        )}
        <form
          className="flex flex-col gap-3"
          onSubmit={form.handleSubmit(async ({ body }) => {
            try {
              await save.mutateAsync({ action: 'note', body: body.trim() });
              form.reset({ body: '' });
              notify(t('requests.note.saved'), 'success');
            } catch {
              // the server's message shows below; what was typed stays in the box
            }
          })}
        >
          <TemplatePicker
            wcmsId={wcmsId}
            values={placeholderValues}
            onInsert={(text) => {
              form.setValue('body', appendTemplate(form.getValues('body'), text), { shouldDirty: true });
              form.setFocus('body');
            }}
          />
          <Controller
            control={form.control}
            name="body"
            render={({ field, fieldState }) => (
              <Field invalid={fieldState.invalid}>
                <FieldLabel>{t('requests.note.label')}</FieldLabel>
                <FieldControl>
                  <Textarea rows={3} data-shortcut="note" aria-keyshortcuts="n" {...field} />
                </FieldControl>
                <FieldError>{fieldState.error?.message}</FieldError>
              </Field>
            )}
          />
          {save.isError && (
            <Alert severity="error">
              <AlertDescription>{errorMessage(save.error)}</AlertDescription>
            </Alert>
          )}
          <Button type="submit" className="self-start" disabled={save.isPending}>
            {t('requests.note.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
