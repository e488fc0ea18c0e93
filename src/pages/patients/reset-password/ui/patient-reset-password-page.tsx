import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useCurrentOrganisation } from '@/entities/organisation';
import { errorMessage, RestError } from '@/shared/api';
import { t } from '@/shared/i18n';
import { formatDayMonthTime } from '@/shared/lib/format';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
  Input,
} from '@/shared/ui';
import { PatientsMenu } from '@/widgets/patients-menu';
import { useRequestResetMutation, type ResetSent } from '../api/request-reset';
import { parseIdentifier } from '../model/identifier';

/** The server's field message for the identifier, if it sent one (it validates as the form does). */
function fieldError(error: unknown): string | undefined {
  if (!(error instanceof RestError) || error.status !== 400) return undefined;
  return error.problem?.fields?.email ?? error.problem?.fields?.nhs_number;
}

/**
 * /full/patients/reset-password (spec §2 Patients menu): staff send a patient who holds a Carebridge Consult account
 * a password reset link, finding the account by its email address or the patient's NHS number.
 */
export function PatientResetPasswordPage() {
  const organisation = useCurrentOrganisation();
  const reset = useRequestResetMutation(Number(organisation?.wcmsId));
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [sent, setSent] = useState<ResetSent | null>(null);
  const [notFound, setNotFound] = useState(false);
  const outcome = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent || notFound || reset.isError) outcome.current?.focus();
  }, [sent, notFound, reset.isError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    setNotFound(false);
    const parsed = parseIdentifier(value);
    if (!parsed.ok) {
      setInvalid(t(parsed.error));
      return;
    }
    setInvalid(null);
    reset.mutate(parsed.body, {
      onSuccess: (result) => {
        if (result) setSent(result);
        else setNotFound(true);
      },
    });
  };

  const serverField = fieldError(reset.error);
  const shownError = invalid ?? serverField;

  return (
    <div className="flex flex-col gap-6 md:flex-row">
      <title>{`${t('patientReset.title')} – ${t('app.name')}`}</title>
      <aside className="md:w-56 md:shrink-0">
        <PatientsMenu />
      </aside>
      <div className="flex min-w-0 max-w-2xl flex-1 flex-col gap-4">
        <h1 className="text-2xl font-bold">{t('patientReset.title')}</h1>
        <p>{t('patientReset.intro')}</p>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('patientReset.title')}>
          <Field invalid={!!shownError}>
            <FieldLabel>{t('patientReset.field')}</FieldLabel>
            <FieldDescription>{t('patientReset.hint')}</FieldDescription>
            <FieldControl>
              <Input
                name="identifier"
                autoComplete="off"
                spellCheck={false}
                value={value}
                onChange={(e) => setValue(e.target.value)}
              />
            </FieldControl>
            <FieldError>{shownError}</FieldError>
          </Field>
          <div>
            <Button type="submit" disabled={reset.isPending} aria-busy={reset.isPending || undefined}>
              {reset.isPending ? t('patientReset.sending') : t('patientReset.submit')}
            </Button>
          </div>
        </form>
        <div ref={outcome} tabIndex={-1} className="focus:outline-none">
          {sent && (
            <Alert severity="success" role="status" data-testid="reset-sent">
              <AlertTitle>{t('patientReset.sentTitle')}</AlertTitle>
              <AlertDescription>
                {t('patientReset.sent', {
                  name: `${sent.forename} ${sent.surname}`,
                  email: sent.sent_to,
                  expires: formatDayMonthTime(sent.expires_at),
                })}
              </AlertDescription>
            </Alert>
          )}
          {notFound && (
            <Alert severity="error" role="alert">
              <AlertDescription>{t('patientReset.notFound')}</AlertDescription>
            </Alert>
          )}
          {reset.isError && !serverField && (
            <Alert severity="error" role="alert">
              <AlertTitle>{t('patientReset.failed')}</AlertTitle>
              <AlertDescription>{errorMessage(reset.error)}</AlertDescription>
            </Alert>
          )}
        </div>
      </div>
    </div>
  );
}
