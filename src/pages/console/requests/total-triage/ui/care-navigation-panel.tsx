import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  AGE_UNITS,
  RULE_HEALTH_DATA,
  RULE_PATIENTS,
  RULE_PRIORITIES,
  RULE_REQUEST_TYPES,
} from '@contracts/rules/total-triage';
import { errorMessage, type CareNavigationEditorQuery } from '@/shared/api';
import { t, type MessageKey } from '@/shared/i18n';
import { useSettingsForm } from '@/shared/lib/settings-form';
import {
  Badge,
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
  nativeSelectClassName,
  Skeleton,
} from '@/shared/ui';
import {
  totalTriageQueries,
  useDeleteCareNavigationRuleMutation,
  useReorderCareNavigationRulesMutation,
  useSaveCareNavigationRuleMutation,
} from '../api/total-triage';
import { NEW_RULE, ruleSchema, ruleToForm, ruleToInput, type RuleForm } from '../model/schemas';
import { TryCareNavigation } from './try-care-navigation';

/** A rule field chosen from a list: the request's medical problem, admin query or health data. */
type ListField = {
  name: 'medicalProblem' | 'adminQuery' | 'healthData';
  label: string;
  options: { value: string; label: string }[];
};

type Editor = CareNavigationEditorQuery['careNavigationEditor'];
type Rule = Editor['rules'][number];

function ageText(rule: Rule): string {
  const unit = (u: string) => t(`console.careNavigation.unit.${u}` as MessageKey);
  const min = rule.minAge == null ? null : `${rule.minAge} ${unit(rule.minAgeUnit)}`;
  const max = rule.maxAge == null ? null : `${rule.maxAge} ${unit(rule.maxAgeUnit)}`;
  if (min && max) return t('console.careNavigation.ageRange', { min, max });
  if (min) return t('console.careNavigation.ageFrom', { min });
  if (max) return t('console.careNavigation.ageTo', { max });
  return t('console.careNavigation.anyAge');
}

function typeText(rule: Rule): string {
  const type = t(`console.careNavigation.requestType.${rule.requestType}` as MessageKey);
  const what =
    rule.medicalProblem ??
    rule.adminQuery ??
    (rule.healthData ? t(`console.careNavigation.healthData.${rule.healthData}` as MessageKey) : null) ??
    rule.questionnaire;
  return what ? `${type}: ${what}` : type;
}

/**
 * Care navigation rules (console areas total-triage and care-navigation, advanced): the list in the order the
 * server tries them (Up and Down reorder it, by keyboard too), add, edit, delete, and a 'try it' box that asks the
 * server's routing function which rule would fire.
 */
export function CareNavigationPanel({ wcmsId }: { wcmsId: string }) {
  const editor = useQuery(totalTriageQueries.rules(wcmsId));
  const reorder = useReorderCareNavigationRulesMutation(wcmsId);
  const remove = useDeleteCareNavigationRuleMutation(wcmsId);
  const [editing, setEditing] = useState<{ rule: Rule | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const rules = editor.data?.rules ?? [];

  const move = (index: number, to: number) => {
    const ids = rules.map((r) => r.id);
    const [id] = ids.splice(index, 1);
    ids.splice(to, 0, id!);
    setActionError(null);
    reorder.mutate(ids, {
      onSuccess: () => setNotice(t('console.careNavigation.moved')),
      onError: (error) => setActionError(errorMessage(error)),
    });
  };
  const deleteRule = (rule: Rule) => {
    setActionError(null);
    remove.mutate(rule.id, {
      onSuccess: () => {
        setNotice(t('console.careNavigation.deleted', { rule: rule.name }));
        if (editing?.rule?.id === rule.id) setEditing(null);
      },
      onError: (error) => setActionError(errorMessage(error)),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('console.careNavigation.title')}</CardTitle>
        <CardDescription>{t('console.careNavigation.hint')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {editor.isPending && <Skeleton className="h-48 w-full" aria-label={t('common.loading')} />}
        {editor.isError && <ErrorState message={errorMessage(editor.error)} onRetry={() => void editor.refetch()} />}
        {editor.isSuccess && (
          <>
            <section aria-labelledby="care-navigation-rules-heading" className="space-y-3">
              <h3 id="care-navigation-rules-heading" className="font-semibold">
                {t('console.careNavigation.caption')}
              </h3>
              {rules.length === 0 && <p className="text-muted-foreground">{t('console.careNavigation.empty')}</p>}
              <ol className="space-y-2" data-testid="care-navigation-rules">
                {rules.map((rule, index) => (
                  <li key={rule.id} className="flex flex-wrap items-center gap-2 rounded-md border p-3">
                    <div className="min-w-64 flex-1">
                      <p className="font-medium">
                        {index + 1}. {rule.name}{' '}
                        {!rule.enabled && <Badge variant="secondary">{t('console.careNavigation.disabled')}</Badge>}
                      </p>
                      <p className="text-sm text-muted-foreground">
                        {t('console.careNavigation.summary', {
                          type: typeText(rule),
                          patients: t(`console.careNavigation.patients.${rule.patients}` as MessageKey),
                          age: ageText(rule),
                          group: rule.routeGroupName,
                          priority: t(`console.careNavigation.priority.${rule.priority}` as MessageKey),
                        })}
                      </p>
                      {!rule.routeGroupActive && (
                        <p className="text-sm font-semibold text-destructive">
                          {t('console.careNavigation.groupDeleted')}
                        </p>
                      )}
                    </div>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={index === 0 || reorder.isPending}
                      aria-label={t('console.careNavigation.moveUp', { rule: rule.name })}
                      onClick={() => move(index, index - 1)}
                    >
                      {t('console.careNavigation.up')}
                    </Button>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={index === rules.length - 1 || reorder.isPending}
                      aria-label={t('console.careNavigation.moveDown', { rule: rule.name })}
                      onClick={() => move(index, index + 1)}
                    >
                      {t('console.careNavigation.down')}
                    </Button>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      aria-label={t('console.careNavigation.edit', { rule: rule.name })}
                      onClick={() => setEditing({ rule })}
                    >
                      {t('console.careNavigation.editShort')}
                    </Button>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={remove.isPending}
                      aria-label={t('console.careNavigation.delete', { rule: rule.name })}
                      onClick={() => deleteRule(rule)}
                    >
                      {t('console.careNavigation.deleteShort')}
                    </Button>
                  </li>
                ))}
              </ol>
              <p role="status" className="text-sm">
                {notice}
              </p>
              {actionError && (
                <p role="alert" className="text-sm font-semibold text-destructive">
                  {actionError}
                </p>
              )}
              {!editing && (
                <Button type="button" variant="secondary" onClick={() => setEditing({ rule: null })}>
                  {t('console.careNavigation.add')}
                </Button>
              )}
            </section>
            {editing && (
              <RuleEditor
                key={editing.rule?.id ?? 'new'}
                wcmsId={wcmsId}
                rule={editing.rule}
                editor={editor.data}
                onDone={(message) => {
                  setEditing(null);
                  if (message) setNotice(message);
                }}
              />
            )}
            <TryCareNavigation wcmsId={wcmsId} editor={editor.data} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Select({
  label,
  error,
  children,
  ...props
}: { label: string; error?: string; children: React.ReactNode } & React.ComponentProps<'select'>) {
  return (
    <Field invalid={Boolean(error)}>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <select className={nativeSelectClassName} {...props}>
          {children}
        </select>
      </FieldControl>
      <FieldError>{error}</FieldError>
    </Field>
  );
}

/** Add or edit one rule; the server checks the same rules and its messages land on their fields. */
function RuleEditor({
  wcmsId,
  rule,
  editor,
  onDone,
}: {
  wcmsId: string;
  rule: Rule | null;
  editor: Editor;
  onDone: (message?: string) => void;
}) {
  const save = useSaveCareNavigationRuleMutation(wcmsId);
  const values = useMemo(() => (rule ? ruleToForm(rule) : NEW_RULE), [rule]);
  const onSave = useCallback(
    async (form: RuleForm) => {
      await save.mutateAsync({ id: rule?.id ?? null, input: ruleToInput(form) });
      onDone();
      return form;
    },
    [save, rule, onDone],
  );
  const { form, submit, discard, saving, dirty, formError } = useSettingsForm<RuleForm>({
    schema: ruleSchema,
    values,
    defaultValues: NEW_RULE,
    onSave,
    savedMessage: t('console.careNavigation.saved'),
    failureMessage: () => t('console.careNavigation.notSaved'),
  });
  const errors = form.formState.errors;
  const requestType = form.watch('requestType');
  // what a rule of this request type matches on, when it is one of a list (any, or one of them)
  const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
  const listFields: Partial<Record<RuleForm['requestType'], ListField>> = {
    medical: {
      name: 'medicalProblem',
      label: t('console.careNavigation.field.medicalProblem'),
      options: asOptions(editor.medicalProblems),
    },
    admin: {
      name: 'adminQuery',
      label: t('console.careNavigation.field.adminQuery'),
      options: asOptions(editor.adminQueryTypes),
    },
    health_data: {
      name: 'healthData',
      label: t('console.careNavigation.field.healthData'),
      options: RULE_HEALTH_DATA.map((kind) => ({ value: kind, label: t(`console.careNavigation.healthData.${kind}`) })),
    },
  };
  const listField = listFields[requestType];
  const formId = 'care-navigation-rule-form';
  const headingId = 'care-navigation-rule-heading';

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-md border p-4">
      <h3 id={headingId} className="font-semibold">
        {rule ? t('console.careNavigation.editorEdit') : t('console.careNavigation.editorNew')}
      </h3>
      <form id={formId} className="grid gap-4 md:grid-cols-2" noValidate onSubmit={(event) => void submit(event)}>
        <Field invalid={Boolean(errors.name)} className="md:col-span-2">
          <FieldLabel>{t('console.careNavigation.field.name')}</FieldLabel>
          <FieldControl>
            <Input {...form.register('name')} />
          </FieldControl>
          <FieldError>{errors.name?.message}</FieldError>
        </Field>
        <Select
          label={t('console.careNavigation.field.requestType')}
          error={errors.requestType?.message}
          {...form.register('requestType')}
        >
          {RULE_REQUEST_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`console.careNavigation.requestType.${type}`)}
            </option>
          ))}
        </Select>
        {listField && (
          <Select label={listField.label} error={errors[listField.name]?.message} {...form.register(listField.name)}>
            <option value="">{t('console.careNavigation.any')}</option>
            {listField.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        )}
        {requestType === 'questionnaire' && (
          <Field invalid={Boolean(errors.questionnaire)}>
            <FieldLabel>{t('console.careNavigation.field.questionnaire')}</FieldLabel>
            <FieldControl>
              <Input {...form.register('questionnaire')} />
            </FieldControl>
            <FieldError>{errors.questionnaire?.message}</FieldError>
          </Field>
        )}
        <Select
          label={t('console.careNavigation.field.patients')}
          error={errors.patients?.message}
          {...form.register('patients')}
        >
          {RULE_PATIENTS.map((patients) => (
            <option key={patients} value={patients}>
              {t(`console.careNavigation.patients.${patients}`)}
            </option>
          ))}
        </Select>
        <div className="flex items-start gap-2">
          <Field invalid={Boolean(errors.minAge)} className="flex-1">
            <FieldLabel>{t('console.careNavigation.field.minAge')}</FieldLabel>
            <FieldControl>
              <Input inputMode="numeric" {...form.register('minAge')} />
            </FieldControl>
            <FieldError>{errors.minAge?.message}</FieldError>
          </Field>
          <Select label={t('console.careNavigation.field.minAgeUnit')} {...form.register('minAgeUnit')}>
            {AGE_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {t(`console.careNavigation.unit.${unit}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex items-start gap-2">
          <Field invalid={Boolean(errors.maxAge)} className="flex-1">
            <FieldLabel>{t('console.careNavigation.field.maxAge')}</FieldLabel>
            <FieldControl>
              <Input inputMode="numeric" {...form.register('maxAge')} />
            </FieldControl>
            <FieldError>{errors.maxAge?.message}</FieldError>
          </Field>
          <Select
            label={t('console.careNavigation.field.maxAgeUnit')}
            error={errors.maxAgeUnit?.message}
            {...form.register('maxAgeUnit')}
          >
            {AGE_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {t(`console.careNavigation.unit.${unit}`)}
              </option>
            ))}
          </Select>
        </div>
        <Select
          label={t('console.careNavigation.field.priority')}
          error={errors.priority?.message}
          {...form.register('priority')}
        >
          <option value="">{t('console.careNavigation.choose')}</option>
          {RULE_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {t(`console.careNavigation.priority.${priority}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t('console.careNavigation.field.route')}
          error={errors.routeGroupId?.message}
          {...form.register('routeGroupId')}
        >
          <option value="">{t('console.careNavigation.choose')}</option>
          {editor.groups.map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
        </Select>
        <label className="flex min-h-8 items-center gap-3">
          <input type="checkbox" className="size-5" {...form.register('enabled')} />
          {t('console.careNavigation.field.enabled')}
        </label>
        <div className="flex flex-wrap items-center gap-2 md:col-span-2">
          <Button type="submit" disabled={saving}>
            {t('console.careNavigation.saveRule')}
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              discard();
              onDone();
            }}
          >
            {t('console.careNavigation.cancel')}
          </Button>
          {formError && (
            <p role="alert" className="text-sm font-semibold text-destructive">
              {formError}
            </p>
          )}
        </div>
      </form>
      <LeavePagePrompt when={dirty} />
    </section>
  );
}
