import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorFields, errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import {
  Alert,
  AlertDescription,
  Button,
  DataTable,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  ErrorState,
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
  Input,
  Skeleton,
  Textarea,
  type ColumnDef,
} from '@/shared/ui';
import { manageQueries, useTemplateMutations, type TemplateInput, type TemplateOwner } from '../api/templates';
import { templateSchema, type TemplateForm } from '../model/template-schema';

type Template = { id: string; name: string; text: string };

/** Name and text of a new or existing template; a failed save keeps what was typed (spec §8 save failures). */
function TemplateFormView({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: TemplateForm;
  submitLabel: string;
  onSubmit: (input: TemplateInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm<TemplateForm>({ resolver: zodResolver(templateSchema), defaultValues: initial });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const fields = errorFields(error);
      let mapped = false;
      for (const key of ['name', 'text'] as const) {
        if (fields[key]) {
          form.setError(key, { type: 'server', message: fields[key] });
          mapped = true;
        }
      }
      if (!mapped) setFailure(t('templates.saveFailed', { message: errorMessage(error) }));
    }
  });
  const { errors } = form.formState;
  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <Field invalid={Boolean(errors.name)}>
        <FieldLabel>{t('templates.name')}</FieldLabel>
        <FieldControl>
          <Input {...form.register('name')} />
        </FieldControl>
        <FieldError>{errors.name?.message}</FieldError>
      </Field>
      <Field invalid={Boolean(errors.text)}>
        <FieldLabel>{t('templates.text')}</FieldLabel>
        <FieldControl>
          <Textarea rows={6} {...form.register('text')} />
        </FieldControl>
        <FieldDescription>{t('templates.placeholders')}</FieldDescription>
        <FieldError>{errors.text?.message}</FieldError>
      </Field>
      {failure && (
        <Alert severity="error">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <div className="flex gap-3">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('templates.cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The list of one owner's templates (personal, or an organisation's in the console) with search, create, edit and
 * delete (spec §2). Used by /user-account/personal-templates and the console's organisation templates.
 */
export function TemplateManager({ owner, title }: { owner: TemplateOwner; title: string }) {
  const list = useQuery(manageQueries.list(owner));
  const { create, update, remove } = useTemplateMutations(owner);
  const [editing, setEditing] = useState<Template | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Template | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);

  const columns = useMemo<ColumnDef<Template, unknown>[]>(
    () => [
      { id: 'name', accessorKey: 'name', header: t('templates.name') },
      {
        id: 'text',
        accessorKey: 'text',
        header: t('templates.text'),
        enableSorting: false,
        cell: ({ row }) => <span className="line-clamp-2 whitespace-pre-wrap">{row.original.text}</span>,
      },
      {
        id: 'actions',
        header: t('templates.actions'),
        enableSorting: false,
        enableGlobalFilter: false,
        cell: ({ row }) => (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setEditing(row.original)}>
              {t('templates.edit', { name: row.original.name })}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setDeleteFailure(null);
                setDeleting(row.original);
              }}
            >
              {t('templates.delete', { name: row.original.name })}
            </Button>
          </div>
        ),
      },
    ],
    [],
  );

  return (
    <div className="space-y-6">
      <Button className="self-start" onClick={() => setEditing('new')}>
        {t('templates.new')}
      </Button>
      {list.isPending && <Skeleton className="h-48 w-full" aria-label={t('common.loading')} />}
      {list.isError && <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />}
      {list.isSuccess && (
        <DataTable
          data={list.data}
          columns={columns}
          getRowId={(x) => x.id}
          caption={title}
          captionHidden
          urlKey="templates"
          filterLabel={t('templates.filter')}
          emptyMessage={t('templates.empty')}
        />
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>
              {editing === 'new' || editing === null
                ? t('templates.newTitle')
                : t('templates.editTitle', { name: editing.name })}
            </DialogTitle>
            <DialogDescription>{t('templates.placeholders')}</DialogDescription>
          </DialogHeader>
          {editing !== null && (
            <TemplateFormView
              key={editing === 'new' ? 'new' : editing.id}
              initial={editing === 'new' ? { name: '', text: '' } : { name: editing.name, text: editing.text }}
              submitLabel={editing === 'new' ? t('templates.create') : t('templates.save')}
              onCancel={() => setEditing(null)}
              onSubmit={async (input) => {
                if (editing === 'new') {
                  await create.mutateAsync(input);
                  notify(t('templates.created', { name: input.name.trim() }), 'success');
                } else {
                  await update.mutateAsync({ id: editing.id, input });
                  notify(t('templates.saved', { name: input.name.trim() }), 'success');
                }
                setEditing(null);
              }}
            />
          )}
        </DialogContent>
      </Dialog>
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('templates.delete', { name: deleting?.name ?? '' })}</DialogTitle>
            <DialogDescription>{t('templates.deleteConfirm', { name: deleting?.name ?? '' })}</DialogDescription>
          </DialogHeader>
          {deleteFailure && (
            <Alert severity="error">
              <AlertDescription>{deleteFailure}</AlertDescription>
            </Alert>
          )}
          <div className="flex gap-3">
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => {
                if (!deleting) return;
                const name = deleting.name;
                remove.mutate(deleting.id, {
                  onSuccess: () => {
                    notify(t('templates.deleted', { name }), 'success');
                    setDeleting(null);
                  },
                  onError: (error) => setDeleteFailure(t('templates.deleteFailed', { message: errorMessage(error) })),
                });
              }}
            >
              {t('templates.deleteYes')}
            </Button>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              {t('templates.cancel')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
