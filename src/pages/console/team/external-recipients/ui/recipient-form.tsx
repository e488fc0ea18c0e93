import { useForm, Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Path } from 'react-hook-form';
import { errorFields, errorMessage } from '@/shared/api';
import { t, type MessageKey } from '@/shared/i18n';
import { Alert, AlertDescription, Button, Field, FieldControl, FieldError, FieldLabel, Input } from '@/shared/ui';
import { recipientSchema, type RecipientForm as Values } from '../model/recipient-schema';

const FIELDS: { name: keyof Values; label: MessageKey; type?: string }[] = [
  { name: 'name', label: 'console.externalRecipients.name' },
  { name: 'organisation', label: 'console.externalRecipients.organisation' },
  { name: 'email', label: 'console.externalRecipients.email', type: 'email' },
];

/** Add or change a recipient; a refusal puts the server's messages on the fields and keeps what was typed. */
export function RecipientForm({
  initial,
  onSave,
  onCancel,
  idPrefix,
}: {
  initial?: Values;
  onSave: (values: Values) => Promise<unknown>;
  onCancel?: () => void;
  idPrefix: string;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(recipientSchema),
    defaultValues: initial ?? { name: '', organisation: '', email: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave({ name: values.name.trim(), organisation: values.organisation.trim(), email: values.email.trim() });
      if (!initial) form.reset({ name: '', organisation: '', email: '' });
    } catch (error) {
      const fields = errorFields(error);
      for (const [name, message] of Object.entries(fields)) form.setError(name as Path<Values>, { message });
      if (Object.keys(fields).length === 0) form.setError('root', { message: errorMessage(error) });
    }
  });
  return (
    <form className="grid gap-3 md:grid-cols-3" noValidate onSubmit={(e) => void submit(e)} id={`${idPrefix}-form`}>
      {FIELDS.map((f) => (
        <Controller
          key={f.name}
          control={form.control}
          name={f.name}
          render={({ field, fieldState }) => (
            <Field invalid={fieldState.invalid}>
              <FieldLabel>{t(f.label)}</FieldLabel>
              <FieldControl>
                <Input type={f.type ?? 'text'} {...field} />
              </FieldControl>
              <FieldError>{fieldState.error?.message}</FieldError>
            </Field>
          )}
        />
      ))}
      {form.formState.errors.root?.message && (
        <Alert severity="error" className="md:col-span-3">
          <AlertDescription>{form.formState.errors.root.message}</AlertDescription>
        </Alert>
      )}
      <div className="flex gap-2 md:col-span-3">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {initial ? t('console.externalRecipients.save') : t('console.externalRecipients.add')}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('console.externalRecipients.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
