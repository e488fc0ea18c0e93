import { useMemo, useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Controller,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { errorFields, errorMessage } from '@/shared/api';
import { t, type MessageKey } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import {
  Alert,
  AlertDescription,
  Button,
  DataTable,
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
  Input,
  Textarea,
  type ColumnDef,
} from '@/shared/ui';

type Entity = { id: string };

/**
 * One kind of setting: its list (DataTable with Change and Remove), and a form below it that adds one, or
 * changes the one chosen. A refusal puts the server's messages on the fields and keeps what was typed.
 */
export function EntitySection<T extends Entity>({
  id,
  heading,
  hint,
  caption,
  empty,
  addHeading,
  rows,
  columns,
  nameOf,
  onRemove,
  renderForm,
}: {
  id: string;
  heading: string;
  hint?: string;
  caption: string;
  empty: string;
  addHeading: string;
  rows: T[];
  columns: ColumnDef<T, unknown>[];
  nameOf: (row: T) => string;
  onRemove: (row: T) => Promise<unknown>;
  renderForm: (editing: T | null, done: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState<T | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const all = useMemo<ColumnDef<T, unknown>[]>(
    () => [
      ...columns,
      {
        id: 'actions',
        header: t('console.arrivals.actions'),
        enableSorting: false,
        enableGlobalFilter: false,
        cell: ({ row }) => (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => setEditing(row.original)}>
              {t('console.arrivals.edit', { name: nameOf(row.original) })}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setRemoveError(null);
                const name = nameOf(row.original);
                onRemove(row.original).then(
                  () => {
                    notify(t('console.arrivals.removed', { name }), 'success');
                    if (editing?.id === row.original.id) setEditing(null);
                  },
                  (error: unknown) => setRemoveError(errorMessage(error)),
                );
              }}
            >
              {t('console.arrivals.remove', { name: nameOf(row.original) })}
            </Button>
          </div>
        ),
      },
    ],
    [columns, nameOf, onRemove, editing],
  );
  return (
    <section className="space-y-4" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {heading}
      </h2>
      {hint && <p className="text-muted-foreground">{hint}</p>}
      <DataTable
        data={rows}
        columns={all}
        getRowId={(r) => r.id}
        caption={caption}
        urlKey={id}
        filterLabel={`${t('console.arrivals.filter')}: ${caption}`}
        emptyMessage={empty}
      />
      {removeError && (
        <Alert severity="error">
          <AlertDescription>{removeError}</AlertDescription>
        </Alert>
      )}
      <div className="space-y-2 rounded-md border border-border p-4">
        <h3 className="text-lg font-semibold">
          {editing ? t('console.arrivals.edit', { name: nameOf(editing) }) : addHeading}
        </h3>
        {renderForm(editing, () => setEditing(null))}
      </div>
    </section>
  );
}

/** react-hook-form + zod for one entity form; `save` throws the server's refusal. */
export function useEntityForm<V extends FieldValues>(
  schema: z.ZodType<V, V>,
  values: V,
  save: (values: V) => Promise<{ name: string }>,
  done: () => void,
  empty: V,
) {
  const form = useForm<V>({
    // the schema's input and output are the form values
    resolver: zodResolver(schema as never) as never,
    values,
    defaultValues: values as DefaultValues<V>,
    resetOptions: { keepDirtyValues: false },
  });
  const submit = form.handleSubmit(async (v) => {
    try {
      const saved = await save(v);
      notify(t('console.arrivals.saved', { name: saved.name }), 'success');
      form.reset(empty);
      done();
    } catch (error) {
      const fields = errorFields(error);
      for (const [name, message] of Object.entries(fields)) form.setError(name as Path<V>, { message });
      if (Object.keys(fields).length === 0) form.setError('root', { message: errorMessage(error) });
    }
  });
  return { form, submit };
}

export function TextField<V extends FieldValues>({
  form,
  name,
  label,
  hint,
  type = 'text',
  multiline,
  inputMode,
}: {
  form: UseFormReturn<V>;
  name: Path<V>;
  label: MessageKey;
  hint?: string;
  type?: string;
  multiline?: boolean;
  inputMode?: 'numeric' | 'text';
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Field invalid={fieldState.invalid}>
          <FieldLabel>{t(label)}</FieldLabel>
          {hint && <FieldDescription>{hint}</FieldDescription>}
          <FieldControl>
            {multiline ? (
              <Textarea {...field} value={String(field.value ?? '')} />
            ) : (
              <Input type={type} inputMode={inputMode} {...field} value={String(field.value ?? '')} />
            )}
          </FieldControl>
          <FieldError>{fieldState.error?.message}</FieldError>
        </Field>
      )}
    />
  );
}

export function SelectField<V extends FieldValues>({
  form,
  name,
  label,
  options,
  placeholder,
}: {
  form: UseFormReturn<V>;
  name: Path<V>;
  label: MessageKey;
  options: { value: string; label: string }[];
  placeholder?: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Field invalid={fieldState.invalid}>
          <FieldLabel>{t(label)}</FieldLabel>
          <FieldControl>
            <select
              className="min-h-10 w-full rounded-md border-2 border-input bg-background px-3 py-2 text-base text-foreground focus-visible:focus-ring aria-invalid:border-destructive"
              name={field.name}
              value={String(field.value ?? '')}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
              ref={field.ref}
            >
              {placeholder !== undefined && <option value="">{placeholder}</option>}
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </FieldControl>
          <FieldError>{fieldState.error?.message}</FieldError>
        </Field>
      )}
    />
  );
}

export function CheckField<V extends FieldValues>({
  form,
  name,
  label,
}: {
  form: UseFormReturn<V>;
  name: Path<V>;
  label: MessageKey;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <div className="space-y-1">
          <label className="flex min-h-10 items-center gap-2 font-semibold">
            <input
              type="checkbox"
              className="size-5 accent-primary"
              checked={Boolean(field.value)}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
            {t(label)}
          </label>
          {fieldState.error?.message && (
            <p className="text-sm font-semibold text-destructive" role="alert">
              {fieldState.error.message}
            </p>
          )}
        </div>
      )}
    />
  );
}

export function FormActions<V extends FieldValues>({
  form,
  editing,
  onCancel,
  addLabel,
}: {
  form: UseFormReturn<V>;
  editing: boolean;
  onCancel: () => void;
  addLabel: string;
}) {
  return (
    <>
      {form.formState.errors.root?.message && (
        <Alert severity="error">
          <AlertDescription>{form.formState.errors.root.message}</AlertDescription>
        </Alert>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {editing ? t('console.arrivals.save') : addLabel}
        </Button>
        {editing && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('console.arrivals.cancel')}
          </Button>
        )}
      </div>
    </>
  );
}
