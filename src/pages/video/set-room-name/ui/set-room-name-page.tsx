import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { updateAdhocVideo, videoQueries, type AdhocVideo } from '@/entities/video';
import { RestError, errorMessage } from '@/shared/api';
import { t, type MessageKey } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import {
  Alert,
  AlertDescription,
  Button,
  Card,
  CardContent,
  EmptyState,
  ErrorState,
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
  Input,
  Skeleton,
} from '@/shared/ui';

const roomSchema = z.object({
  room: z.string().trim().min(1, 'video.room.required').max(64, 'video.room.tooLong'),
});
type RoomInput = z.infer<typeof roomSchema>;

function RoomForm({ appointment }: { appointment: AdhocVideo }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RoomInput>({ resolver: zodResolver(roomSchema), defaultValues: { room: appointment.room } });
  const submit = handleSubmit(async ({ room }) => {
    setFailure(null);
    try {
      await updateAdhocVideo(appointment.id, { room: room.trim() });
      void navigate(`${paths.callPatient()}?id=${appointment.id}`);
    } catch (error) {
      const field = error instanceof RestError ? error.problem?.fields?.room : undefined;
      if (field) setError('room', { message: field });
      else setFailure(t('video.room.failed', { message: errorMessage(error) }));
    }
  });
  const message = errors.room?.message;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      aria-labelledby="room-title"
    >
      <h1 id="room-title" className="text-2xl leading-tight font-bold">
        {t('video.room.title')}
      </h1>
      <Field invalid={!!errors.room}>
        <FieldLabel>{t('video.room.label')}</FieldLabel>
        <FieldControl>
          <Input autoComplete="off" maxLength={80} {...register('room')} />
        </FieldControl>
        <FieldDescription>{t('video.room.hint')}</FieldDescription>
        <FieldError>{message?.startsWith('video.') ? t(message as MessageKey) : message}</FieldError>
      </Field>
      {failure && (
        <Alert severity="error">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <div className="sticky bottom-0 -mx-1 bg-card px-1 py-2">
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {t('video.room.submit')}
        </Button>
      </div>
    </form>
  );
}

/** /set-room-name?id={appointment}: the clinician names the video room, then goes on to call the patient. */
export function SetRoomNamePage() {
  const [query] = useSearchParams();
  const id = Number(query.get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const appointment = useQuery({ ...videoQueries.detail(id), enabled: valid });
  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <title>{`${t('video.room.title')} – ${t('app.name')}`}</title>
        {!valid || (appointment.isSuccess && appointment.data === null) ? (
          <>
            <h1 className="text-2xl font-bold">{t('video.room.title')}</h1>
            <EmptyState title={t('video.error.missedAppointment.title')} />
          </>
        ) : appointment.isPending ? (
          <Skeleton className="h-40 w-full" aria-label={t('video.chat.loading')} />
        ) : appointment.isError ? (
          <>
            <h1 className="text-2xl font-bold">{t('video.room.title')}</h1>
            <ErrorState
              message={t('video.chat.loadFailed', { message: errorMessage(appointment.error) })}
              onRetry={() => void appointment.refetch()}
            />
          </>
        ) : (
          <RoomForm appointment={appointment.data!} />
        )}
      </CardContent>
    </Card>
  );
}
