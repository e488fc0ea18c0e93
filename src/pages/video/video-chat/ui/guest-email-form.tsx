import { useState, type FormEvent } from 'react';
import { RestError, errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import {
  Alert,
  AlertDescription,
  Button,
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
  Input,
} from '@/shared/ui';
import { useGiveGuestEmailMutation } from '../api/guest-email';

const EMAIL = /^[^\s@.]+(\.[^\s@.]+)*@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * The practice asks for the guest's email address before the call (its client settings do not make email optional
 * in the guest route); the room is only given once it has been accepted.
 */
export function GuestEmailForm({ uid, type }: { uid: string; type: 'adhoc' | 'appointment' }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const give = useGiveGuestEmailMutation(uid, type);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!EMAIL.test(value)) {
      setError(t('video.guest.emailInvalid'));
      return;
    }
    setError(null);
    give.mutate(value, {
      onError: (failure) => {
        const field = failure instanceof RestError ? failure.problem?.fields?.email : undefined;
        setError(field ?? null);
      },
    });
  };
  const failed = give.isError && !error ? errorMessage(give.error) : null;
  return (
    <form className="flex max-w-md flex-col gap-4" onSubmit={onSubmit} noValidate>
      <p>{t('video.guest.emailIntro')}</p>
      <Field invalid={error !== null}>
        <FieldLabel>{t('video.guest.emailLabel')}</FieldLabel>
        <FieldControl>
          <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </FieldControl>
        <FieldDescription>{t('video.guest.emailHint')}</FieldDescription>
        <FieldError>{error}</FieldError>
      </Field>
      {failed && (
        <Alert severity="error">
          <AlertDescription>{failed}</AlertDescription>
        </Alert>
      )}
      <Button type="submit" disabled={give.isPending} className="self-start">
        {t('video.guest.emailContinue')}
      </Button>
    </form>
  );
}
