import type { UseFormRegisterReturn } from 'react-hook-form';
import { t } from '@/shared/i18n';
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';

/**
 * A new password and its confirmation (spec §5: at least 12 characters, confirmation must match), as the
 * registration and password-reset forms ask for them. Each form keeps its own labels, field wiring and errors.
 */
export function NewPasswordFields({
  password,
  confirmation,
  passwordLabel,
  confirmationLabel,
  passwordError,
  confirmationError,
}: {
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  passwordLabel: string;
  confirmationLabel: string;
  passwordError?: string | undefined;
  confirmationError?: string | undefined;
}) {
  return (
    <>
      <Field invalid={Boolean(passwordError)}>
        <FieldLabel>{passwordLabel}</FieldLabel>
        <FieldDescription>{t('account.reset.passwordHint')}</FieldDescription>
        <FieldControl>
          <Input type="password" autoComplete="new-password" {...password} />
        </FieldControl>
        <FieldError>{passwordError}</FieldError>
      </Field>
      <Field invalid={Boolean(confirmationError)}>
        <FieldLabel>{confirmationLabel}</FieldLabel>
        <FieldControl>
          <Input type="password" autoComplete="new-password" {...confirmation} />
        </FieldControl>
        <FieldError>{confirmationError}</FieldError>
      </Field>
    </>
  );
}
