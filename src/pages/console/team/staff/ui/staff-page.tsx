import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useOrganisations } from '@/entities/organisation';
import { useConsoleAccess } from '@/features/console-access';
import { errorFields, errorMessage, type ConsoleStaffQuery } from '@/shared/api';
import { configQueries } from '@/shared/config';
import { t, type MessageKey } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { useSettingsForm } from '@/shared/lib/settings-form';
import {
  Alert,
  AlertDescription,
  Badge,
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
  FieldError,
  FieldLabel,
  Input,
  SaveBar,
  Skeleton,
  nativeSelectClassName,
  type ColumnDef,
} from '@/shared/ui';
import {
  staffQueries,
  useInviteStaffMutation,
  useRemoveStaffMutation,
  useShareStaffMutation,
  useUpdateStaffMutation,
} from '../api/staff';
import { inviteSchema, memberSchema, type InviteForm, type MemberForm } from '../model/staff-schema';

type Member = ConsoleStaffQuery['consoleStaff'][number];

const LEVELS = [
  ['none', 'console.level.none'],
  ['basic', 'console.level.basic'],
  ['advanced', 'console.level.advanced'],
  ['super', 'console.level.super'],
] as const satisfies readonly (readonly [MemberForm['consoleAccess'], MessageKey])[];
const levelLabel = (level: string) => t(LEVELS.find(([value]) => value === level)?.[1] ?? 'console.level.none');
const yesNo = (value: boolean) => (value ? t('console.staff.yes') : t('console.staff.no'));

/** Invite: email valid and on an allowed staff domain, display name required (spec §5). */
function InviteStaff({ wcmsId }: { wcmsId: string }) {
  // the deployment's staff domains (spec §3 config validStaffDomains); nhs.uk and nhs.scot until it has loaded
  const config = useQuery(configQueries.runtime());
  const domains = config.data?.validStaffDomains;
  const schema = useMemo(() => inviteSchema(domains ?? ['nhs.uk', 'nhs.scot']), [domains]);
  const invite = useInviteStaffMutation(wcmsId);
  const form = useForm<InviteForm>({ resolver: zodResolver(schema), defaultValues: { email: '', displayName: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await invite.mutateAsync(values);
      notify(t('console.staff.invited', { email: values.email.trim() }), 'success');
      form.reset({ email: '', displayName: '' });
    } catch (error) {
      const fields = errorFields(error);
      for (const name of ['email', 'displayName'] as const) {
        if (fields[name]) form.setError(name, { type: 'server', message: fields[name] });
      }
      setFailure(t('console.staff.notUpdated'));
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3 rounded-md border border-border p-4">
      <h3 className="text-lg font-semibold">{t('console.staff.invite')}</h3>
      <p className="text-muted-foreground">{t('console.staff.inviteIntro')}</p>
      <div className="flex flex-wrap items-start gap-3">
        <Field invalid={Boolean(form.formState.errors.email)} className="min-w-72">
          <FieldLabel>{t('console.staff.email')}</FieldLabel>
          <FieldControl>
            <Input type="email" autoComplete="off" {...form.register('email')} />
          </FieldControl>
          <FieldError>{form.formState.errors.email?.message}</FieldError>
        </Field>
        <Field invalid={Boolean(form.formState.errors.displayName)} className="min-w-64">
          <FieldLabel>{t('console.staff.displayName')}</FieldLabel>
          <FieldControl>
            <Input autoComplete="off" {...form.register('displayName')} />
          </FieldControl>
          <FieldError>{form.formState.errors.displayName?.message}</FieldError>
        </Field>
        <Button type="submit" className="mt-7" disabled={form.formState.isSubmitting}>
          {t('console.staff.sendInvite')}
        </Button>
      </div>
      {failure && (
        <Alert severity="error">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
    </form>
  );
}

/** Edit one member: the settings form pattern; 'Staff list not updated' when the save fails (spec §8). */
function EditMember({ wcmsId, member, onDone }: { wcmsId: string; member: Member; onDone: () => void }) {
  const update = useUpdateStaffMutation(wcmsId);
  const share = useShareStaffMutation(wcmsId);
  const remove = useRemoveStaffMutation(wcmsId);
  const organisations = useOrganisations('');
  const access = useConsoleAccess(wcmsId);
  const [sharedWith, setSharedWith] = useState(member.sharedWith.map((o) => o.wcmsId));
  const [shareNote, setShareNote] = useState<{ ok: string | null; failed: string | null } | null>(null);
  const [removeFailure, setRemoveFailure] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const values = useMemo<MemberForm>(
    () => ({
      displayName: member.displayName,
      canAcceptRequests: member.canAcceptRequests,
      consoleAccess: member.consoleAccess,
      usedInternally: member.usedInternally,
    }),
    [member],
  );
  const onSave = useCallback(
    async (input: MemberForm) => {
      await update.mutateAsync({ userId: member.userId, input });
    },
    [update, member.userId],
  );
  const settings = useSettingsForm<MemberForm>({
    schema: memberSchema,
    values,
    defaultValues: values,
    onSave,
    savedMessage: t('console.staff.saved'),
    failureMessage: (error) => `${t('console.staff.notUpdated')}: ${errorMessage(error)}`,
  });
  const { register, control, formState } = settings.form;
  const formId = `staff-member-${member.userId}`;
  const mayGiveSuper = access.data?.level === 'super';
  const otherOrganisations = (organisations.data ?? []).filter((o) => o.wcmsId !== wcmsId);

  return (
    <div className="space-y-6">
      <form id={formId} className="space-y-4" onSubmit={(event) => void settings.submit(event)} noValidate>
        <Field invalid={Boolean(formState.errors.displayName)}>
          <FieldLabel>{t('console.staff.displayName')}</FieldLabel>
          <FieldControl>
            <Input {...register('displayName')} />
          </FieldControl>
          <FieldError>{formState.errors.displayName?.message}</FieldError>
        </Field>
        <Field invalid={Boolean(formState.errors.consoleAccess)}>
          <FieldLabel>{t('console.staff.consoleAccess')}</FieldLabel>
          <FieldControl>
            <select className={nativeSelectClassName} {...register('consoleAccess')}>
              {LEVELS.filter(([value]) => value !== 'super' || mayGiveSuper || member.consoleAccess === 'super').map(
                ([value, label]) => (
                  <option key={value} value={value}>
                    {t(label)}
                  </option>
                ),
              )}
            </select>
          </FieldControl>
          <FieldError>{formState.errors.consoleAccess?.message}</FieldError>
        </Field>
        <Controller
          control={control}
          name="canAcceptRequests"
          render={({ field }) => {
            // turning it off sends the requests assigned to them back to Incoming requests (spec §4): say so first
            const returning = member.canAcceptRequests && !field.value;
            return (
              <div>
                <label className="flex min-h-8 items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-5 accent-primary"
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    aria-describedby={returning ? 'staff-accept-requests-hint' : undefined}
                  />
                  {t('console.staff.canAcceptRequests')}
                </label>
                {returning && (
                  <p id="staff-accept-requests-hint" className="ms-7 text-sm text-muted-foreground">
                    {t('console.staff.canAcceptRequestsOff')}
                  </p>
                )}
              </div>
            );
          }}
        />
        <Controller
          control={control}
          name="usedInternally"
          render={({ field }) => (
            <label className="flex min-h-8 items-center gap-2">
              <input
                type="checkbox"
                className="size-5 accent-primary"
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
              />
              {t('console.staff.usedInternally')}
            </label>
          )}
        />
        <SaveBar
          form={formId}
          dirty={settings.dirty}
          saving={settings.saving}
          onDiscard={settings.discard}
          error={settings.formError}
        />
      </form>
      {otherOrganisations.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="font-semibold">{t('console.staff.shareWith')}</legend>
          {otherOrganisations.map((o) => (
            <label key={o.wcmsId} className="flex min-h-8 items-center gap-2">
              <input
                type="checkbox"
                className="size-5 accent-primary"
                checked={sharedWith.includes(o.wcmsId)}
                onChange={(event) =>
                  setSharedWith(
                    event.target.checked ? [...sharedWith, o.wcmsId] : sharedWith.filter((id) => id !== o.wcmsId),
                  )
                }
              />
              {o.name}
            </label>
          ))}
          <p className="text-sm text-muted-foreground">{t('console.staff.restrictedExplained')}</p>
          <Button
            variant="secondary"
            onClick={() =>
              void (async () => {
                try {
                  const result = await share.mutateAsync({ userId: member.userId, organisationIds: sharedWith });
                  setShareNote({
                    ok: result.succeeded.map((o) => o.name).join(', ') || null,
                    failed: result.failed.map((f) => `${f.name ?? f.wcmsId}: ${f.reason}`).join('; ') || null,
                  });
                } catch (error) {
                  setShareNote({ ok: null, failed: errorMessage(error) });
                }
              })()
            }
          >
            {t('console.staff.saveSharing')}
          </Button>
          {shareNote?.ok && (
            <Alert severity="success">
              <AlertDescription>{t('console.groups.sharedWith', { names: shareNote.ok })}</AlertDescription>
            </Alert>
          )}
          {shareNote?.failed && (
            <Alert severity="error">
              <AlertDescription>{t('console.groups.shareFailed', { failures: shareNote.failed })}</AlertDescription>
            </Alert>
          )}
        </fieldset>
      )}
      <div className="space-y-2 border-t border-border pt-4">
        {!confirmRemove ? (
          <Button variant="destructive" onClick={() => setConfirmRemove(true)}>
            {t('console.staff.remove')}
          </Button>
        ) : (
          <div className="space-y-2">
            <p>{t('console.staff.removeConfirm', { name: member.displayName })}</p>
            <div className="flex gap-3">
              <Button
                variant="destructive"
                onClick={() =>
                  void (async () => {
                    setRemoveFailure(null);
                    try {
                      await remove.mutateAsync(member.userId);
                      notify(t('console.staff.removed', { name: member.displayName }), 'success');
                      onDone();
                    } catch (error) {
                      setRemoveFailure(`${t('console.staff.notUpdated')}: ${errorMessage(error)}`);
                    }
                  })()
                }
              >
                {t('console.staff.removeYes')}
              </Button>
              <Button variant="outline" onClick={() => setConfirmRemove(false)}>
                {t('console.staff.removeNo')}
              </Button>
            </div>
          </div>
        )}
        {removeFailure && (
          <Alert severity="error">
            <AlertDescription>{removeFailure}</AlertDescription>
          </Alert>
        )}
      </div>
    </div>
  );
}

/** Console area Staff (advanced, spec §3 Staff, §5, §6, §8). */
export function StaffPanel({ wcmsId }: { wcmsId: string }) {
  const staff = useQuery(staffQueries.list(wcmsId));
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = staff.data?.find((m) => m.userId === editingId && !m.sharedBy) ?? null;
  const columns = useMemo(() => staffColumns(setEditingId), []);
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold">{t('console.staff.title')}</h2>
      <InviteStaff wcmsId={wcmsId} />
      {staff.isPending && <Skeleton className="h-48 w-full" aria-label={t('common.loading')} />}
      {staff.isError && (
        <ErrorState
          message={`${t('console.staff.fetchFailed')}: ${errorMessage(staff.error)}`}
          onRetry={() => void staff.refetch()}
        />
      )}
      {staff.isSuccess && (
        <DataTable
          data={staff.data}
          columns={columns}
          getRowId={(m) => `${m.userId}-${m.sharedBy?.wcmsId ?? 'own'}`}
          caption={t('console.staff.title')}
          captionHidden
          urlKey="staff"
          filterLabel={t('console.staff.filter')}
          emptyMessage={t('console.staff.empty')}
        />
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditingId(null)}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{t('console.staff.editTitle', { name: editing?.displayName ?? '' })}</DialogTitle>
            <DialogDescription>{editing?.email}</DialogDescription>
          </DialogHeader>
          {editing && (
            <EditMember key={editing.userId} wcmsId={wcmsId} member={editing} onDone={() => setEditingId(null)} />
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** The Staff table's columns (exported for the bench). */
export function staffColumns(onEdit: (userId: string) => void): ColumnDef<Member, unknown>[] {
  return [
    {
      id: 'displayName',
      accessorKey: 'displayName',
      header: t('console.staff.displayName'),
      cell: ({ row }) => (
        <span>
          {row.original.displayName}
          {row.original.sharedBy && (
            <Badge variant="outline" className="ms-2">
              {t('console.groups.sharedBy', { name: row.original.sharedBy.name })}
            </Badge>
          )}
        </span>
      ),
    },
    { id: 'email', accessorKey: 'email', header: t('console.staff.email') },
    {
      id: 'consoleAccess',
      accessorFn: (m) => levelLabel(m.consoleAccess),
      header: t('console.staff.consoleAccess'),
    },
    {
      id: 'canAcceptRequests',
      accessorFn: (m) => yesNo(m.canAcceptRequests),
      header: t('console.staff.canAcceptRequestsShort'),
      enableGlobalFilter: false,
    },
    {
      id: 'usedInternally',
      accessorFn: (m) => yesNo(m.usedInternally),
      header: t('console.staff.usedInternallyShort'),
      enableGlobalFilter: false,
    },
    {
      id: 'status',
      accessorFn: (m) =>
        m.sharedBy ? '' : m.registered ? t('console.staff.registered') : t('console.staff.invitedStatus'),
      header: t('console.staff.status'),
    },
    {
      id: 'sharedWith',
      accessorFn: (m) => m.sharedWith.map((o) => o.name).join(', '),
      header: t('console.groups.sharedWithColumn'),
    },
    {
      id: 'actions',
      header: t('console.actions'),
      enableSorting: false,
      enableGlobalFilter: false,
      cell: ({ row }) =>
        row.original.sharedBy ? null : (
          <Button variant="outline" size="sm" onClick={() => onEdit(row.original.userId)}>
            {t('console.staff.edit', { name: row.original.displayName })}
          </Button>
        ),
    },
  ];
}
