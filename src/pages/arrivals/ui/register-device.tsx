import { useState } from 'react';
import { RestError } from '@/shared/api';
import { t } from '@/shared/i18n';
import { Alert, AlertDescription, Button, Field, FieldControl, FieldError, FieldLabel, Input } from '@/shared/ui';
import { registerDevice } from '../api/devices';
import { deviceToken, type DeviceKind } from '../lib/device-token';

/** Registers the device with the organisation id and the 4-digit code set in the management console. */
export function RegisterDevice({ kind, onRegistered }: { kind: DeviceKind; onRegistered: (token: string) => void }) {
  const [wcmsId, setWcmsId] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ wcmsId?: string; code?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const next: typeof errors = {};
    if (!/^\d{1,10}$/.test(wcmsId.trim())) next.wcmsId = t('arrivals.register.wcmsIdInvalid');
    if (!/^\d{4}$/.test(code.trim())) next.code = t('arrivals.register.codeInvalid');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      const registered = await registerDevice({ wcmsId: Number(wcmsId.trim()), code: code.trim(), kind });
      if (!registered) {
        setErrors({ form: t('arrivals.register.notFound') });
        return;
      }
      deviceToken.set(kind, registered.token);
      onRegistered(registered.token);
    } catch (error) {
      const code = error instanceof RestError ? error.problem?.code : undefined;
      setErrors({
        form:
          code === 'LICENCE_SUSPENDED'
            ? t('arrivals.kiosk.suspended')
            : code === 'TOO_MANY_ATTEMPTS'
              ? t('arrivals.register.tooManyAttempts')
              : t('arrivals.register.failed'),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      noValidate
      className="mx-auto flex w-full max-w-md flex-col gap-4 rounded-lg bg-background p-6 shadow"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h1 className="text-2xl font-bold">{t('arrivals.register.heading')}</h1>
      <p>{t(kind === 'tv' ? 'arrivals.register.tvHint' : 'arrivals.register.kioskHint')}</p>
      <Field invalid={Boolean(errors.wcmsId)}>
        <FieldLabel>{t('arrivals.register.wcmsId')}</FieldLabel>
        <FieldControl>
          <Input inputMode="numeric" value={wcmsId} onChange={(e) => setWcmsId(e.target.value)} />
        </FieldControl>
        <FieldError>{errors.wcmsId}</FieldError>
      </Field>
      <Field invalid={Boolean(errors.code)}>
        <FieldLabel>{t('arrivals.register.code')}</FieldLabel>
        <FieldControl>
          <Input inputMode="numeric" autoComplete="off" value={code} onChange={(e) => setCode(e.target.value)} />
        </FieldControl>
        <FieldError>{errors.code}</FieldError>
      </Field>
      {errors.form && (
        <Alert severity="error">
          <AlertDescription>{errors.form}</AlertDescription>
        </Alert>
      )}
      <Button type="submit" size="lg" disabled={busy}>
        {t('arrivals.register.submit')}
      </Button>
    </form>
  );
}
