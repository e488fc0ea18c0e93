import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useOrganisations } from '@/entities/organisation';
import { requestQueries } from '@/entities/request';
import { errorFields, errorMessage, type ConsoleGroupsQuery } from '@/shared/api';
import { t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
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
  Skeleton,
  type ColumnDef,
} from '@/shared/ui';
import {
  groupQueries,
  useCreateGroupMutation,
  useRenameGroupMutation,
  useSetGroupActiveMutation,
  useSetGroupMembersMutation,
  useShareGroupMutation,
} from '../api/groups';
import { groupNameSchema, shareSummary, type GroupNameForm } from '../model/group-schema';

type Group = ConsoleGroupsQuery['consoleGroups'][number];

/** A name form (create or rename): zod on the client, the server's field message on failure, the text kept. */
function GroupNameFormView({
  label,
  submitLabel,
  initial,
  clearOnSuccess = false,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  initial: string;
  /** Empty the box after success (create); otherwise it keeps the saved name (rename). */
  clearOnSuccess?: boolean;
  onSubmit: (name: string) => Promise<unknown>;
}) {
  const form = useForm<GroupNameForm>({ resolver: zodResolver(groupNameSchema), defaultValues: { name: initial } });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ name }) => {
    setFailure(null);
    try {
      await onSubmit(name);
      form.reset({ name: clearOnSuccess ? '' : name });
    } catch (error) {
      const fields = errorFields(error);
      if (fields.name) form.setError('name', { type: 'server', message: fields.name });
      else setFailure(errorMessage(error));
    }
  });
  return (
    <form className="flex flex-wrap items-start gap-3" onSubmit={(event) => void submit(event)} noValidate>
      <Field invalid={Boolean(form.formState.errors.name)} className="min-w-64">
        <FieldLabel>{label}</FieldLabel>
        <FieldControl>
          <Input {...form.register('name')} />
        </FieldControl>
        <FieldError>{form.formState.errors.name?.message}</FieldError>
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

function CheckList({
  legend,
  options,
  selected,
  onChange,
}: {
  legend: string;
  options: { id: string; label: string }[];
  selected: string[];
  onChange: (ids: string[]) => void;
}) {
  return (
    <fieldset className="space-y-1">
      <legend className="font-semibold">{legend}</legend>
      {options.map((option) => (
        <label key={option.id} className="flex min-h-8 items-center gap-2">
          <input
            type="checkbox"
            className="size-5 accent-primary"
            checked={selected.includes(option.id)}
            onChange={(event) =>
              onChange(event.target.checked ? [...selected, option.id] : selected.filter((id) => id !== option.id))
            }
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** Rename, members, sharing and activation of one of the organisation's own groups. */
function EditGroup({ wcmsId, group, onClose }: { wcmsId: string; group: Group; onClose: () => void }) {
  const rename = useRenameGroupMutation(wcmsId);
  const setActive = useSetGroupActiveMutation(wcmsId);
  const setMembers = useSetGroupMembersMutation(wcmsId);
  const share = useShareGroupMutation(wcmsId);
  const assignees = useQuery(requestQueries.assignees(Number(wcmsId)));
  const organisations = useOrganisations('');
  const [members, setMemberIds] = useState(group.members.map((m) => m.userId));
  const [sharedWith, setSharedWith] = useState(group.sharedWith.map((o) => o.wcmsId));
  const [shareResult, setShareResult] = useState<ReturnType<typeof shareSummary> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const special = group.kind !== 'group';

  const memberOptions = useMemo(() => {
    const byId = new Map(group.members.map((m) => [m.userId, m.name]));
    for (const c of assignees.data?.colleagues ?? []) byId.set(String(c.id), c.name);
    return [...byId].map(([id, label]) => ({ id, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [assignees.data, group.members]);
  const organisationOptions = (organisations.data ?? [])
    .filter((o) => o.wcmsId !== wcmsId)
    .map((o) => ({ id: o.wcmsId, label: o.name }));

  const run = async (action: () => Promise<unknown>, success: string) => {
    setFailure(null);
    try {
      await action();
      notify(success, 'success');
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <div className="space-y-6">
      {!special && (
        <GroupNameFormView
          label={t('console.groups.name')}
          submitLabel={t('console.groups.rename')}
          initial={group.name}
          onSubmit={async (name) => {
            await rename.mutateAsync({ groupId: group.id, name });
            notify(t('console.groups.renamed'), 'success');
          }}
        />
      )}
      <div className="space-y-2">
        <CheckList
          legend={t('console.groups.members')}
          options={memberOptions}
          selected={members}
          onChange={setMemberIds}
        />
        <Button
          variant="secondary"
          onClick={() =>
            void run(
              () => setMembers.mutateAsync({ groupId: group.id, userIds: members }),
              t('console.groups.membersSaved'),
            )
          }
        >
          {t('console.groups.saveMembers')}
        </Button>
      </div>
      {!special && (
        <div className="space-y-2">
          {organisationOptions.length > 0 ? (
            <CheckList
              legend={t('console.groups.shareWith')}
              options={organisationOptions}
              selected={sharedWith}
              onChange={setSharedWith}
            />
          ) : (
            <p>{t('console.groups.noOtherOrganisations')}</p>
          )}
          <p className="text-sm text-muted-foreground">{t('console.groups.restrictedExplained')}</p>
          <Button
            variant="secondary"
            onClick={() =>
              void (async () => {
                setFailure(null);
                try {
                  setShareResult(
                    shareSummary(await share.mutateAsync({ groupId: group.id, organisationIds: sharedWith })),
                  );
                } catch (error) {
                  setFailure(errorMessage(error));
                }
              })()
            }
          >
            {t('console.groups.saveSharing')}
          </Button>
          {shareResult?.succeeded && (
            <Alert severity="success">
              <AlertDescription>{t('console.groups.sharedWith', { names: shareResult.succeeded })}</AlertDescription>
            </Alert>
          )}
          {shareResult && !shareResult.succeeded && !shareResult.failed && (
            <Alert severity="success">
              <AlertDescription>{t('console.groups.notShared')}</AlertDescription>
            </Alert>
          )}
          {shareResult?.failed && (
            <Alert severity="error">
              <AlertDescription>{t('console.groups.shareFailed', { failures: shareResult.failed })}</AlertDescription>
            </Alert>
          )}
        </div>
      )}
      {!special && (
        <Button
          variant={group.active ? 'destructive' : 'secondary'}
          onClick={() =>
            void run(
              async () => {
                await setActive.mutateAsync({ groupId: group.id, active: !group.active });
                onClose();
              },
              group.active ? t('console.groups.deactivated') : t('console.groups.activated'),
            )
          }
        >
          {group.active ? t('console.groups.deactivate') : t('console.groups.activate')}
        </Button>
      )}
      {special && <p>{t('console.groups.specialExplained')}</p>}
      {failure && (
        <Alert severity="error">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}

/** Console area Groups (basic, spec §3 Group, §5, §6, §8). */
export function GroupsPanel({ wcmsId }: { wcmsId: string }) {
  const groups = useQuery(groupQueries.list(wcmsId));
  const create = useCreateGroupMutation(wcmsId);
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = groups.data?.find((g) => g.id === editingId && !g.sharedBy) ?? null;

  const columns = useMemo<ColumnDef<Group, unknown>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'name',
        header: t('console.groups.name'),
        cell: ({ row }) => (
          <span>
            {row.original.name}
            {row.original.sharedBy && (
              <Badge variant="outline" className="ms-2">
                {t('console.groups.sharedBy', { name: row.original.sharedBy.name })}
              </Badge>
            )}
          </span>
        ),
      },
      {
        id: 'status',
        accessorFn: (g) => (g.active ? t('console.groups.active') : t('console.groups.inactive')),
        header: t('console.groups.status'),
      },
      {
        id: 'members',
        accessorFn: (g) => g.members.map((m) => m.name).join(', '),
        header: t('console.groups.members'),
        cell: ({ row }) =>
          row.original.sharedBy ? t('console.groups.restricted') : row.original.members.map((m) => m.name).join(', '),
      },
      {
        id: 'sharedWith',
        accessorFn: (g) => g.sharedWith.map((o) => o.name).join(', '),
        header: t('console.groups.sharedWithColumn'),
      },
      {
        id: 'actions',
        header: t('console.actions'),
        enableSorting: false,
        enableGlobalFilter: false,
        cell: ({ row }) =>
          row.original.sharedBy ? null : (
            <Button variant="outline" size="sm" onClick={() => setEditingId(row.original.id)}>
              {t('console.groups.edit', { name: row.original.name })}
            </Button>
          ),
      },
    ],
    [],
  );

  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold">{t('console.groups.title')}</h2>
      <p className="max-w-prose">{t('console.groups.intro')}</p>
      <GroupNameFormView
        label={t('console.groups.newName')}
        submitLabel={t('console.groups.create')}
        initial=""
        clearOnSuccess
        onSubmit={async (name) => {
          await create.mutateAsync(name);
          notify(t('console.groups.created', { name }), 'success');
        }}
      />
      {groups.isPending && <Skeleton className="h-48 w-full" aria-label={t('common.loading')} />}
      {groups.isError && <ErrorState message={errorMessage(groups.error)} onRetry={() => void groups.refetch()} />}
      {groups.isSuccess && (
        <DataTable
          data={groups.data}
          columns={columns}
          getRowId={(g) => g.id}
          caption={t('console.groups.title')}
          captionHidden
          urlKey="groups"
          filterLabel={t('console.groups.filter')}
          emptyMessage={t('console.groups.empty')}
        />
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditingId(null)}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{t('console.groups.editTitle', { name: editing?.name ?? '' })}</DialogTitle>
            <DialogDescription>{t('console.groups.editIntro')}</DialogDescription>
          </DialogHeader>
          {editing && <EditGroup key={editing.id} wcmsId={wcmsId} group={editing} onClose={() => setEditingId(null)} />}
        </DialogContent>
      </Dialog>
    </div>
  );
}
