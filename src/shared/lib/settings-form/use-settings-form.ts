import { useCallback, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { errorFields, errorMessage } from '@/shared/api';
import { notify } from '@/shared/lib/notify';

export type SettingsFormOptions<TValues extends FieldValues> = {
  /** The slice's zod schema (its model/): the same rules the server checks. */
  schema: z.ZodType<TValues, TValues>;
  /** What the server holds; undefined while loading. The form follows it until the user starts typing. */
  values: TValues | undefined;
  /** Empty values to start from before `values` arrive. */
  defaultValues: DefaultValues<TValues>;
  /** Saves; rejects with the server's error. May return what the server now holds. */
  onSave: (values: TValues) => Promise<TValues | void>;
  /** The success notice. */
  savedMessage: string;
  /** The failure wording (the spec's, where §8 gives one); the server's own message is used when omitted. */
  failureMessage?: (error: unknown) => string;
};

export type SettingsForm<TValues extends FieldValues> = {
  form: UseFormReturn<TValues>;
  /** The form's onSubmit: validates, saves, maps server field errors onto the fields. */
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** Back to what the server holds. */
  discard: () => void;
  saving: boolean;
  dirty: boolean;
  /** Why the last save failed, or null. */
  formError: string | null;
};

/**
 * The console's settings form pattern (react-hook-form + zod): dirty state, Save and Discard, server field errors
 * mapped onto the fields, what the user typed kept when a save fails, and a success notice. Pair it with <SaveBar>
 * and <LeavePagePrompt> from shared/ui.
 */
export function useSettingsForm<TValues extends FieldValues>(
  options: SettingsFormOptions<TValues>,
): SettingsForm<TValues> {
  const { schema, values, defaultValues, onSave, savedMessage, failureMessage } = options;
  const form = useForm<TValues>({
    resolver: zodResolver(schema),
    defaultValues,
    values,
    // a refetch while the user is typing keeps what they typed
    resetOptions: { keepDirtyValues: true },
  });
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { handleSubmit, reset, setError } = form;

  const submit = useCallback(
    (event?: React.BaseSyntheticEvent) =>
      handleSubmit(async (submitted) => {
        setSaving(true);
        setFormError(null);
        try {
          const saved = await onSave(submitted);
          reset(saved ?? submitted, { keepDirtyValues: false });
          notify(savedMessage, 'success');
        } catch (error) {
          // the typed values stay; each field the server named shows its message
          for (const [name, message] of Object.entries(errorFields(error))) {
            setError(name as Path<TValues>, { type: 'server', message });
          }
          setFormError(failureMessage ? failureMessage(error) : errorMessage(error));
        } finally {
          setSaving(false);
        }
      })(event),
    [handleSubmit, onSave, reset, savedMessage, failureMessage, setError],
  );

  const discard = useCallback(() => {
    setFormError(null);
    reset(values ?? (defaultValues as TValues), { keepDirtyValues: false });
  }, [reset, values, defaultValues]);

  return { form, submit, discard, saving, dirty: form.formState.isDirty, formError };
}
