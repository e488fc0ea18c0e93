import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { errorFields, errorMessage, type PharmacyCondition } from '@/shared/api';
import { t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { paths } from '@/shared/routes';
import {
  Alert,
  AlertDescription,
  Badge,
  Button,
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
  nativeSelectClassName,
} from '@/shared/ui';
import { PHARMACY_CONDITIONS } from '@contracts/rules/portal';
import { portalQueries, usePortalMutations, type PortalSettings } from '../api/portal';
import {
  categorySchema,
  EMPTY_SERVICE,
  serviceSchema,
  type CategoryForm,
  type ServiceForm,
} from '../model/portal-schema';

type Category = PortalSettings['categories'][number];
type Service = Category['services'][number];
type Mutations = ReturnType<typeof usePortalMutations>;

const failureText = (error: unknown) => t('portal.saveFailed', { message: errorMessage(error) });

/** A category title form (new or rename): the server's field message on failure, the typed text kept. */
function CategoryTitleForm({
  label,
  submitLabel,
  initial,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  initial: string;
  onSubmit: (title: string) => Promise<unknown>;
}) {
  const form = useForm<CategoryForm>({ resolver: zodResolver(categorySchema), defaultValues: { title: initial } });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ title }) => {
    setFailure(null);
    try {
      await onSubmit(title);
      // typed on while it saved (the next category): keep what was typed, never clear it
      if (form.getValues('title') !== title) return;
      form.reset({ title: initial ? title : '' });
    } catch (error) {
      const fields = errorFields(error);
      if (fields.title) form.setError('title', { type: 'server', message: fields.title });
      else setFailure(failureText(error));
    }
  });
  return (
    <form className="flex flex-wrap items-start gap-3" onSubmit={(event) => void submit(event)} noValidate>
      <Field invalid={Boolean(form.formState.errors.title)} className="min-w-64">
        <FieldLabel>{label}</FieldLabel>
        <FieldControl>
          <Input {...form.register('title')} />
        </FieldControl>
        <FieldError>{form.formState.errors.title?.message}</FieldError>
      </Field>
      <Button type="submit" className="mt-7" disabled={form.formState.isSubmitting}>
        {submitLabel}
      </Button>
      {failure && (
        <Alert severity="error" className="w-full">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
    </form>
  );
}

function ServiceFormView({
  initial,
  onSubmit,
  onCancel,
}: {
  initial: ServiceForm;
  onSubmit: (input: ServiceForm) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm<ServiceForm>({ resolver: zodResolver(serviceSchema), defaultValues: initial });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const fields = errorFields(error);
      let mapped = false;
      for (const key of ['type', 'title', 'subtext', 'link', 'infoText'] as const) {
        if (fields[key]) {
          form.setError(key, { type: 'server', message: fields[key] });
          mapped = true;
        }
      }
      if (!mapped) setFailure(failureText(error));
    }
  });
  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <Field>
        <FieldLabel>{t('portal.service.type')}</FieldLabel>
        <FieldControl>
          <select className={`${nativeSelectClassName} w-full`} {...form.register('type')}>
            <option value="service">{t('portal.service.type.service')}</option>
            <option value="questionnaire">{t('portal.service.type.questionnaire')}</option>
          </select>
        </FieldControl>
      </Field>
      <Field invalid={Boolean(errors.title)}>
        <FieldLabel>{t('portal.service.title')}</FieldLabel>
        <FieldControl>
          <Input {...form.register('title')} />
        </FieldControl>
        <FieldError>{errors.title?.message}</FieldError>
      </Field>
      <Field invalid={Boolean(errors.subtext)}>
        <FieldLabel>{t('portal.service.subtext')}</FieldLabel>
        <FieldControl>
          <Input {...form.register('subtext')} />
        </FieldControl>
        <FieldError>{errors.subtext?.message}</FieldError>
      </Field>
      <Field invalid={Boolean(errors.link)}>
        <FieldLabel>{t('portal.service.link')}</FieldLabel>
        <FieldControl>
          <Input type="url" {...form.register('link')} />
        </FieldControl>
        <FieldDescription>{t('portal.service.linkHint')}</FieldDescription>
        <FieldError>{errors.link?.message}</FieldError>
      </Field>
      <Controller
        control={form.control}
        name="loggedInOnly"
        render={({ field }) => (
          <label className="flex min-h-8 items-center gap-2">
            <input
              type="checkbox"
              className="size-5 accent-primary"
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
            />
            {t('portal.service.loggedInOnly')}
          </label>
        )}
      />
      <Field invalid={Boolean(errors.infoText)}>
        <FieldLabel>{t('portal.service.infoText')}</FieldLabel>
        <FieldControl>
          <Textarea rows={4} {...form.register('infoText')} />
        </FieldControl>
        <FieldError>{errors.infoText?.message}</FieldError>
      </Field>
      {failure && (
        <Alert severity="error">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <div className="flex gap-3">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('portal.service.save')}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('portal.cancel')}
        </Button>
      </div>
    </form>
  );
}

function PharmacyConditions({ selected, mutations }: { selected: PharmacyCondition[]; mutations: Mutations }) {
  const [chosen, setChosen] = useState<PharmacyCondition[]>(selected);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="space-y-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        if (chosen.length === 0) {
          setError(t('portal.pharmacy.required'));
          return;
        }
        mutations.setPharmacy.mutate(chosen, {
          onSuccess: () => notify(t('portal.pharmacy.saved'), 'success'),
          onError: (e) => setError(errorFields(e).conditions ?? failureText(e)),
        });
      }}
    >
      <fieldset className="space-y-1" aria-describedby="pharmacy-hint">
        <legend className="text-lg font-semibold">{t('portal.pharmacy.legend')}</legend>
        <p id="pharmacy-hint">{t('portal.pharmacy.hint')}</p>
        {PHARMACY_CONDITIONS.map((condition) => (
          <label key={condition} className="flex min-h-8 items-center gap-2">
            <input
              type="checkbox"
              className="size-5 accent-primary"
              checked={chosen.includes(condition)}
              onChange={(event) =>
                setChosen(event.target.checked ? [...chosen, condition] : chosen.filter((c) => c !== condition))
              }
            />
            {t(`portal.condition.${condition}`)}
          </label>
        ))}
      </fieldset>
      {error && (
        <Alert severity="error">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <Button type="submit" disabled={mutations.setPharmacy.isPending}>
        {t('portal.pharmacy.save')}
      </Button>
    </form>
  );
}

/** Console area Patient portal (basic, spec §3, §5): categories and services in order, and pharmacy conditions. */
export function PatientPortalPanel({ wcmsId }: { wcmsId: string }) {
  const settings = useQuery(portalQueries.settings(wcmsId));
  const mutations = usePortalMutations(wcmsId);
  const [editing, setEditing] = useState<{ category: Category; service: Service | null } | null>(null);
  const [renaming, setRenaming] = useState<Category | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const act = (promise: Promise<unknown>) => {
    setFailure(null);
    promise.catch((error: unknown) => setFailure(failureText(error)));
  };

  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold">{t('console.patientPortal.title')}</h2>
      <p className="max-w-prose">{t('portal.console.intro')}</p>
      <Link className="underline" to={paths.consultPortal(wcmsId)} target="_blank" rel="noopener">
        {t('portal.console.viewPage')}
      </Link>
      <CategoryTitleForm
        label={t('portal.category.new')}
        submitLabel={t('portal.category.add')}
        initial=""
        onSubmit={async (title) => {
          await mutations.createCategory.mutateAsync(title);
          notify(t('portal.saved'), 'success');
        }}
      />
      {failure && (
        <Alert severity="error">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      {settings.isPending && <Skeleton className="h-48 w-full" aria-label={t('common.loading')} />}
      {settings.isError && (
        <ErrorState message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />
      )}
      {settings.isSuccess && settings.data.categories.length === 0 && <p>{t('portal.categories.empty')}</p>}
      {settings.isSuccess && settings.data.categories.length > 0 && (
        <ol className="space-y-4" aria-label={t('portal.categories.list')}>
          {settings.data.categories.map((category, index, all) => (
            <li key={category.id} className="space-y-3 rounded-md border-2 border-border p-4">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="me-auto text-lg font-semibold">{category.title}</h3>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={index === 0}
                  onClick={() => act(mutations.moveCategory.mutateAsync({ categoryId: category.id, direction: 'up' }))}
                >
                  {t('portal.category.moveUp', { title: category.title })}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={index === all.length - 1}
                  onClick={() =>
                    act(mutations.moveCategory.mutateAsync({ categoryId: category.id, direction: 'down' }))
                  }
                >
                  {t('portal.category.moveDown', { title: category.title })}
                </Button>
                <Button variant="outline" size="sm" onClick={() => setRenaming(category)}>
                  {t('portal.category.rename', { title: category.title })}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    if (window.confirm(t('portal.category.deleteConfirm', { title: category.title }))) {
                      act(mutations.deleteCategory.mutateAsync(category.id));
                    }
                  }}
                >
                  {t('portal.category.delete', { title: category.title })}
                </Button>
              </div>
              {category.services.length === 0 ? (
                <p>{t('portal.category.empty')}</p>
              ) : (
                <ol className="space-y-2">
                  {category.services.map((service, at, services) => (
                    <li key={service.id} className="flex flex-wrap items-center gap-2 border-l-4 border-border ps-3">
                      <span className="me-auto">
                        <span className="font-semibold">{service.title}</span>{' '}
                        <span className="text-sm">({t(`portal.service.type.${service.type}`)})</span>
                        {service.loggedInOnly && (
                          <Badge variant="outline" className="ms-2">
                            {t('portal.service.loggedInBadge')}
                          </Badge>
                        )}
                      </span>
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={at === 0}
                        onClick={() =>
                          act(mutations.moveService.mutateAsync({ serviceId: service.id, direction: 'up' }))
                        }
                      >
                        {t('portal.service.moveUp', { title: service.title })}
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={at === services.length - 1}
                        onClick={() =>
                          act(mutations.moveService.mutateAsync({ serviceId: service.id, direction: 'down' }))
                        }
                      >
                        {t('portal.service.moveDown', { title: service.title })}
                      </Button>
                      <Button variant="outline" size="sm" onClick={() => setEditing({ category, service })}>
                        {t('portal.service.edit', { title: service.title })}
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => act(mutations.deleteService.mutateAsync(service.id))}
                      >
                        {t('portal.service.delete', { title: service.title })}
                      </Button>
                    </li>
                  ))}
                </ol>
              )}
              <Button variant="secondary" size="sm" onClick={() => setEditing({ category, service: null })}>
                {t('portal.service.add', { title: category.title })}
              </Button>
            </li>
          ))}
        </ol>
      )}
      {settings.isSuccess && (
        <PharmacyConditions
          key={settings.data.pharmacyConditions.join()}
          selected={settings.data.pharmacyConditions}
          mutations={mutations}
        />
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>
              {editing?.service
                ? t('portal.service.editTitle', { title: editing.service.title })
                : t('portal.service.newTitle', { title: editing?.category.title ?? '' })}
            </DialogTitle>
            <DialogDescription>{t('portal.console.intro')}</DialogDescription>
          </DialogHeader>
          {editing && (
            <ServiceFormView
              key={editing.service?.id ?? `new-${editing.category.id}`}
              initial={editing.service ? { ...editing.service, link: editing.service.link ?? '' } : EMPTY_SERVICE}
              onCancel={() => setEditing(null)}
              onSubmit={async (input) => {
                if (editing.service) {
                  await mutations.updateService.mutateAsync({ serviceId: editing.service.id, input });
                } else {
                  await mutations.createService.mutateAsync({ categoryId: editing.category.id, input });
                }
                notify(t('portal.saved'), 'success');
                setEditing(null);
              }}
            />
          )}
        </DialogContent>
      </Dialog>
      <Dialog open={renaming !== null} onOpenChange={(open) => !open && setRenaming(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('portal.category.rename', { title: renaming?.title ?? '' })}</DialogTitle>
            <DialogDescription>{t('portal.console.intro')}</DialogDescription>
          </DialogHeader>
          {renaming && (
            <CategoryTitleForm
              label={t('portal.category.title')}
              submitLabel={t('portal.category.renameSave')}
              initial={renaming.title}
              onSubmit={async (title) => {
                await mutations.renameCategory.mutateAsync({ categoryId: renaming.id, title });
                setRenaming(null);
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
