import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { errorMessage } from '@/shared/api';
import { t, type MessageKey } from '@/shared/i18n';
import { useSettingsForm } from '@/shared/lib/settings-form';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ErrorState,
  Field,
  FieldControl,
  FieldError,
  FieldLabel,
  Input,
  LeavePagePrompt,
  SaveBar,
  Skeleton,
} from '@/shared/ui';
import { requestHandlingQueries, useSaveTextListMutation, type TextListKind } from '../api/request-handling';
import { textListSchema, toEntries, toForm, type TextListForm } from '../model/text-list-schema';

const STRINGS: Record<TextListKind, Record<'title' | 'hint' | 'saved' | 'entry' | 'add' | 'empty', MessageKey>> = {
  outcomes: {
    title: 'console.outcomes.title',
    hint: 'console.outcomes.hint',
    saved: 'console.outcomes.saved',
    entry: 'console.outcomes.entry',
    add: 'console.outcomes.add',
    empty: 'console.outcomes.empty',
  },
  adminQueries: {
    title: 'console.adminQueries.title',
    hint: 'console.adminQueries.hint',
    saved: 'console.adminQueries.saved',
    entry: 'console.adminQueries.entry',
    add: 'console.adminQueries.add',
    empty: 'console.adminQueries.empty',
  },
};

const EMPTY: TextListForm = { items: [] };

/**
 * An editable text list of the console (spec §3 'Outcome and admin query type: text lists with defaults'): add,
 * rename (edit in place), reorder and remove, saved whole with the save bar. Each entry is required and unique
 * (spec §5); the server checks the same and its messages land on their rows.
 */
export function TextListPanel({ kind, wcmsId }: { kind: TextListKind; wcmsId: string }) {
  const strings = STRINGS[kind];
  const list = useQuery(requestHandlingQueries.list(kind, wcmsId));
  const save = useSaveTextListMutation(kind, wcmsId);
  const schema = useMemo(() => textListSchema(kind), [kind]);
  const values = useMemo(() => (list.data ? toForm(list.data) : undefined), [list.data]);
  const onSave = useCallback(async (form: TextListForm) => toForm(await save.mutateAsync(toEntries(form))), [save]);
  const { form, submit, discard, saving, dirty, formError } = useSettingsForm<TextListForm>({
    schema,
    values,
    defaultValues: EMPTY,
    onSave,
    savedMessage: t(strings.saved),
  });
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'items' });
  const listError = form.formState.errors.items?.message ?? form.formState.errors.items?.root?.message;
  const formId = `${kind}-form`;
  // the row buttons are named after the entry as typed
  const typed = useWatch({ control: form.control, name: 'items' });
  const nameOf = (index: number) => typed?.[index]?.text?.trim() || t('console.textList.blankEntry', { n: index + 1 });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(strings.title)}</CardTitle>
        <CardDescription>{t(strings.hint)}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {list.isPending && <Skeleton className="h-64 w-full" aria-label={t('common.loading')} />}
        {list.isError && <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />}
        {list.isSuccess && (
          <form id={formId} className="space-y-4" noValidate onSubmit={(event) => void submit(event)}>
            {fields.length === 0 && <p className="text-muted-foreground">{t(strings.empty)}</p>}
            <ol className="space-y-2">
              {fields.map((row, index) => (
                <li key={row.id} className="flex flex-wrap items-start gap-2">
                  <Controller
                    control={form.control}
                    name={`items.${index}.text`}
                    render={({ field, fieldState }) => (
                      <Field invalid={fieldState.invalid} className="min-w-64 flex-1">
                        <FieldLabel className="sr-only">{t(strings.entry, { n: index + 1 })}</FieldLabel>
                        <FieldControl>
                          <Input {...field} />
                        </FieldControl>
                        <FieldError>{fieldState.error?.message}</FieldError>
                      </Field>
                    )}
                  />
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={index === 0}
                    aria-label={t('console.textList.moveUp', { entry: nameOf(index) })}
                    onClick={() => move(index, index - 1)}
                  >
                    {t('console.textList.up')}
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={index === fields.length - 1}
                    aria-label={t('console.textList.moveDown', { entry: nameOf(index) })}
                    onClick={() => move(index, index + 1)}
                  >
                    {t('console.textList.down')}
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={t('console.textList.remove', { entry: nameOf(index) })}
                    onClick={() => remove(index)}
                  >
                    {t('console.textList.removeShort')}
                  </Button>
                </li>
              ))}
            </ol>
            {listError && (
              <p role="alert" className="text-sm font-semibold text-destructive">
                {listError}
              </p>
            )}
            <Button type="button" variant="secondary" onClick={() => append({ text: '' })}>
              {t(strings.add)}
            </Button>
            <SaveBar form={formId} dirty={dirty} saving={saving} onDiscard={discard} error={formError} />
          </form>
        )}
        <LeavePagePrompt when={dirty} />
      </CardContent>
    </Card>
  );
}

/** Console area outcomes (basic): the organisation's outcome list. */
export function OutcomesPanel({ wcmsId }: { wcmsId: string }) {
  return <TextListPanel kind="outcomes" wcmsId={wcmsId} />;
}

/** Console area admin queries (basic): the organisation's admin query types. */
export function AdminQueriesPanel({ wcmsId }: { wcmsId: string }) {
  return <TextListPanel kind="adminQueries" wcmsId={wcmsId} />;
}
