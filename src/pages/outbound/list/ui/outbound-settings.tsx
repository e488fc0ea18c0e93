import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { outboundQueries } from '@/entities/outbound';
import { RestError, errorMessage } from '@/shared/api';
import { configQueries } from '@/shared/config';
import { t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import {
  Alert,
  AlertDescription,
  Button,
  Field,
  FieldControl,
  FieldError,
  FieldLabel,
  Input,
  Textarea,
} from '@/shared/ui';
import { textControlClassName } from '@/shared/ui/input';
import {
  useCreatePathwayMutation,
  useCreateTemplateMutation,
  useDeletePathwayMutation,
  useDeleteTemplateMutation,
  useUpdatePathwayMutation,
  useUpdateTemplateMutation,
} from '../api/settings-mutations';
import {
  PATHWAY_FIELDS,
  pathwaySchema,
  templateSchema,
  type PathwayValues,
  type TemplateValues,
} from '../model/settings-schema';

/**
 * Moves focus to the edit form's name once the form has rendered, unless the user has put focus somewhere else
 * meanwhile: what they have begun typing in another field must not land in the name.
 */
function focusUnlessMoved(focus: () => void) {
  const from = document.activeElement;
  setTimeout(() => {
    if (document.activeElement === from || document.activeElement === document.body) focus();
  }, 0);
}

/** The organisation's outbound pathways (when enabled in config) and templates, with forms to add them. */
export function OutboundSettings({ wcmsId }: { wcmsId: number }) {
  // the app has loaded the config before any page shows (spec §4); stories load it through MSW
  const enableOutboundPathways = useQuery(configQueries.runtime()).data?.enableOutboundPathways ?? false;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {enableOutboundPathways && <PathwaysPanel wcmsId={wcmsId} />}
      <TemplatesPanel wcmsId={wcmsId} />
    </div>
  );
}

function PathwaysPanel({ wcmsId }: { wcmsId: number }) {
  const pathways = useQuery(outboundQueries.pathways(wcmsId));
  const templates = useQuery(outboundQueries.templates(wcmsId));
  const create = useCreatePathwayMutation(wcmsId);
  const update = useUpdatePathwayMutation(wcmsId);
  const remove = useDeletePathwayMutation(wcmsId);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  // the pathway being changed (the form below edits it instead of adding one)
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  const empty: PathwayValues = { name: '', description: '', amount: '1', intervalDays: '7', templateId: '' };
  const { register, handleSubmit, formState, setError, reset, setFocus } = useForm<PathwayValues>({
    resolver: zodResolver(pathwaySchema),
    defaultValues: empty,
  });
  const startEdit = (p: NonNullable<typeof pathways.data>['pathways'][number]) => {
    setFailure(null);
    setEditing({ id: p.id, name: p.name });
    reset({
      name: p.name,
      description: p.description,
      amount: String(p.amount),
      intervalDays: String(p.interval_days),
      templateId: p.template_id === null ? '' : String(p.template_id),
    });
    focusUnlessMoved(() => setFocus('name'));
  };
  const stopEdit = () => {
    setEditing(null);
    setFailure(null);
    reset(empty);
  };
  const submit = handleSubmit(async (v) => {
    setFailure(null);
    const body = {
      name: v.name,
      description: v.description,
      amount: Number(v.amount),
      interval_days: Number(v.intervalDays),
      template_id: v.templateId ? Number(v.templateId) : null,
    };
    try {
      if (editing) {
        await update.mutateAsync({ id: editing.id, ...body });
        notify(t('outboundEdit.pathwaySaved', { name: v.name.trim() }), 'success');
        setEditing(null);
      } else {
        await create.mutateAsync(body);
        notify(t('outbound.pathways.added'), 'success');
      }
      reset(empty);
    } catch (error) {
      const fields = error instanceof RestError ? (error.problem?.fields ?? {}) : {};
      const known = Object.entries(fields).filter(([f]) => PATHWAY_FIELDS[f]);
      for (const [field, message] of known) setError(PATHWAY_FIELDS[field]!, { message });
      if (known.length === 0) setFailure(t('outbound.pathways.saveFailed', { message: errorMessage(error) }));
    }
  });
  return (
    <section aria-labelledby="outbound-pathways-heading" className="flex flex-col gap-3">
      <h3 id="outbound-pathways-heading" className="font-semibold">
        {t('outbound.pathways.heading')}
      </h3>
      {pathways.data && pathways.data.pathways.length === 0 && <p>{t('outbound.pathways.none')}</p>}
      <ul className="list-disc ps-5">
        {pathways.data?.pathways.map((p) => (
          <li key={p.id}>
            {t('outbound.pathways.item', { name: p.name, amount: p.amount, interval: p.interval_days })}
            {p.description && <span className="block text-sm">{p.description}</span>}{' '}
            <Button variant="link" size="sm" onClick={() => startEdit(p)}>
              {t('outboundEdit.edit', { name: p.name })}
            </Button>
            <Button
              variant="link"
              size="sm"
              disabled={remove.isPending}
              onClick={() => {
                setDeleteFailure(null);
                remove.mutate(p.id, {
                  onSuccess: () => notify(t('outboundEdit.pathwayDeleted', { name: p.name }), 'success'),
                  onError: (error) =>
                    setDeleteFailure(t('outboundEdit.pathwayDeleteFailed', { message: errorMessage(error) })),
                });
              }}
            >
              {t('outboundEdit.delete', { name: p.name })}
            </Button>
          </li>
        ))}
      </ul>
      {deleteFailure && (
        <Alert severity="error" role="alert">
          <AlertDescription>{deleteFailure}</AlertDescription>
        </Alert>
      )}
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-2"
        aria-label={editing ? t('outboundEdit.editPathway', { name: editing.name }) : t('outbound.pathways.add')}
      >
        {editing && <p className="font-semibold">{t('outboundEdit.editPathway', { name: editing.name })}</p>}
        <Field>
          <FieldLabel>{t('outbound.pathways.name')}</FieldLabel>
          <FieldControl>
            <Input {...register('name')} />
          </FieldControl>
          <FieldError>{formState.errors.name?.message}</FieldError>
        </Field>
        <Field>
          <FieldLabel>{t('outbound.pathways.description')}</FieldLabel>
          <FieldControl>
            <Input {...register('description')} />
          </FieldControl>
          <FieldError>{formState.errors.description?.message}</FieldError>
        </Field>
        <div className="grid grid-cols-2 gap-2">
          <Field>
            <FieldLabel>{t('outbound.pathways.amount')}</FieldLabel>
            <FieldControl>
              <Input type="number" min={1} max={99} inputMode="numeric" {...register('amount')} />
            </FieldControl>
            <FieldError>{formState.errors.amount?.message}</FieldError>
          </Field>
          <Field>
            <FieldLabel>{t('outbound.pathways.interval')}</FieldLabel>
            <FieldControl>
              <Input type="number" min={1} max={99} inputMode="numeric" {...register('intervalDays')} />
            </FieldControl>
            <FieldError>{formState.errors.intervalDays?.message}</FieldError>
          </Field>
        </div>
        <Field>
          <FieldLabel>{t('outbound.pathways.template')}</FieldLabel>
          <FieldControl>
            <select className={`${textControlClassName} min-h-10`} {...register('templateId')}>
              <option value="">{t('outbound.compose.noTemplate')}</option>
              {templates.data?.templates.map((x) => (
                <option key={x.id} value={String(x.id)}>
                  {x.name}
                </option>
              ))}
            </select>
          </FieldControl>
          <FieldError>{formState.errors.templateId?.message}</FieldError>
        </Field>
        {failure && (
          <Alert severity="error" role="alert">
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        )}
        <div className="flex gap-2">
          <Button type="submit" variant="secondary" disabled={create.isPending || update.isPending}>
            {editing ? t('outboundEdit.savePathway') : t('outbound.pathways.add')}
          </Button>
          {editing && (
            <Button type="button" variant="outline" onClick={stopEdit}>
              {t('outboundEdit.cancelEdit')}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}

function TemplatesPanel({ wcmsId }: { wcmsId: number }) {
  const templates = useQuery(outboundQueries.templates(wcmsId));
  const create = useCreateTemplateMutation(wcmsId);
  const update = useUpdateTemplateMutation(wcmsId);
  const remove = useDeleteTemplateMutation(wcmsId);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  const { register, handleSubmit, formState, setError, reset, setFocus } = useForm<TemplateValues>({
    resolver: zodResolver(templateSchema),
    defaultValues: { name: '', body: '' },
  });
  const own = templates.data?.templates.filter((x) => x.kind === 'organisation') ?? [];
  const startEdit = (x: (typeof own)[number]) => {
    setFailure(null);
    setEditing({ id: x.id, name: x.name });
    reset({ name: x.name, body: x.body });
    focusUnlessMoved(() => setFocus('name'));
  };
  const stopEdit = () => {
    setEditing(null);
    setFailure(null);
    reset({ name: '', body: '' });
  };
  const submit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      if (editing) {
        await update.mutateAsync({ id: editing.id, ...v });
        notify(t('outboundEdit.templateSaved', { name: v.name.trim() }), 'success');
        setEditing(null);
      } else {
        await create.mutateAsync(v);
        notify(t('outbound.templates.added'), 'success');
      }
      reset({ name: '', body: '' });
    } catch (error) {
      const fields = error instanceof RestError ? (error.problem?.fields ?? {}) : {};
      if (fields.name) setError('name', { message: fields.name });
      if (fields.body) setError('body', { message: fields.body });
      if (!fields.name && !fields.body)
        setFailure(t('outbound.templates.saveFailed', { message: errorMessage(error) }));
    }
  });
  return (
    <section aria-labelledby="outbound-templates-heading" className="flex flex-col gap-3">
      <h3 id="outbound-templates-heading" className="font-semibold">
        {t('outbound.templates.heading')}
      </h3>
      {templates.data && own.length === 0 && <p>{t('outbound.templates.none')}</p>}
      <ul className="list-disc ps-5">
        {own.map((x) => (
          <li key={x.id}>
            {x.name}{' '}
            <Button variant="link" size="sm" onClick={() => startEdit(x)}>
              {t('outboundEdit.edit', { name: x.name })}
            </Button>
            <Button
              variant="link"
              size="sm"
              disabled={remove.isPending}
              onClick={() => {
                setDeleteFailure(null);
                remove.mutate(x.id, {
                  onSuccess: () => notify(t('outboundEdit.templateDeleted', { name: x.name }), 'success'),
                  onError: (error) =>
                    setDeleteFailure(t('outboundEdit.templateDeleteFailed', { message: errorMessage(error) })),
                });
              }}
            >
              {t('outboundEdit.delete', { name: x.name })}
            </Button>
          </li>
        ))}
      </ul>
      {deleteFailure && (
        <Alert severity="error" role="alert">
          <AlertDescription>{deleteFailure}</AlertDescription>
        </Alert>
      )}
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-2"
        aria-label={editing ? t('outboundEdit.editTemplate', { name: editing.name }) : t('outbound.templates.add')}
      >
        {editing && <p className="font-semibold">{t('outboundEdit.editTemplate', { name: editing.name })}</p>}
        <Field>
          <FieldLabel>{t('outbound.templates.name')}</FieldLabel>
          <FieldControl>
            <Input {...register('name')} />
          </FieldControl>
          <FieldError>{formState.errors.name?.message}</FieldError>
        </Field>
        <Field>
          <FieldLabel>{t('outbound.templates.body')}</FieldLabel>
          <FieldControl>
            <Textarea rows={3} {...register('body')} />
          </FieldControl>
          <FieldError>{formState.errors.body?.message}</FieldError>
        </Field>
        {failure && (
          <Alert severity="error" role="alert">
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        )}
        <div className="flex gap-2">
          <Button type="submit" variant="secondary" disabled={create.isPending || update.isPending}>
            {editing ? t('outboundEdit.saveTemplate') : t('outbound.templates.add')}
          </Button>
          {editing && (
            <Button type="button" variant="outline" onClick={stopEdit}>
              {t('outboundEdit.cancelEdit')}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
