import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import {
  Alert,
  AlertDescription,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  DataTable,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  ErrorState,
  Skeleton,
  type ColumnDef,
} from '@/shared/ui';
import {
  externalRecipientQueries,
  useRemoveExternalRecipient,
  useSaveExternalRecipient,
  useSetExternalRecipientsEnabled,
  type ExternalRecipient,
} from '../api/external-recipients';
import { RecipientForm } from './recipient-form';

/**
 * Console area external-recipients (advanced): turn forwarding to external recipients on or off for the
 * organisation (spec §6) and keep the list (name, organisation, secure email address). While on, staff forward a
 * request to one from the request view.
 */
export function ExternalRecipientsPanel({ wcmsId: organisation }: { wcmsId: string }) {
  // this area's API takes the organisation's number
  const wcmsId = Number(organisation);
  const settings = useQuery(externalRecipientQueries.detail(wcmsId));
  const setEnabled = useSetExternalRecipientsEnabled(wcmsId);
  const save = useSaveExternalRecipient(wcmsId);
  const remove = useRemoveExternalRecipient(wcmsId);
  const [editing, setEditing] = useState<ExternalRecipient | null>(null);
  const [removing, setRemoving] = useState<ExternalRecipient | null>(null);

  const columns = useMemo<ColumnDef<ExternalRecipient, unknown>[]>(
    () => [
      { id: 'name', accessorKey: 'name', header: t('console.externalRecipients.name') },
      { id: 'organisation', accessorKey: 'organisation', header: t('console.externalRecipients.organisation') },
      { id: 'email', accessorKey: 'email', header: t('console.externalRecipients.email') },
      {
        id: 'actions',
        header: t('console.externalRecipients.actions'),
        enableSorting: false,
        enableGlobalFilter: false,
        cell: ({ row }) => (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => setEditing(row.original)}>
              {t('console.externalRecipients.edit', { name: row.original.name })}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setRemoving(row.original)}>
              {t('console.externalRecipients.remove', { name: row.original.name })}
            </Button>
          </div>
        ),
      },
    ],
    [],
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('console.externalRecipients.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        {settings.isPending && <Skeleton className="h-48 w-full" aria-label={t('common.loading')} />}
        {settings.isError && (
          <ErrorState message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />
        )}
        {settings.isSuccess && (
          <>
            <div className="space-y-1">
              <label className="flex min-h-8 items-center gap-2 font-semibold">
                <input
                  type="checkbox"
                  className="size-5 accent-primary"
                  checked={settings.data.enabled}
                  disabled={setEnabled.isPending}
                  onChange={(e) => {
                    const enabled = e.target.checked;
                    setEnabled.mutate(enabled, {
                      onSuccess: () =>
                        notify(
                          t(
                            enabled
                              ? 'console.externalRecipients.enabledSaved'
                              : 'console.externalRecipients.disabledSaved',
                          ),
                          'success',
                        ),
                    });
                  }}
                />
                {t('console.externalRecipients.enabled')}
              </label>
              <p className="text-sm text-muted-foreground">{t('console.externalRecipients.enabledHint')}</p>
              {setEnabled.isError && (
                <Alert severity="error">
                  <AlertDescription>{errorMessage(setEnabled.error)}</AlertDescription>
                </Alert>
              )}
            </div>
            <DataTable
              data={settings.data.recipients}
              columns={columns}
              getRowId={(r) => String(r.id)}
              caption={t('console.externalRecipients.caption')}
              urlKey="recipients"
              filterLabel={t('console.externalRecipients.filter')}
              emptyMessage={t('console.externalRecipients.empty')}
            />
            <section className="space-y-2" aria-labelledby="add-recipient-heading">
              <h3 id="add-recipient-heading" className="text-lg font-semibold">
                {t('console.externalRecipients.add')}
              </h3>
              <RecipientForm
                idPrefix="add-recipient"
                onSave={async (input) => {
                  const added = await save.mutateAsync({ id: null, input });
                  notify(t('console.externalRecipients.added', { name: added.name }), 'success');
                }}
              />
            </section>
          </>
        )}
        <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
          <DialogContent className="max-w-3xl">
            <DialogHeader>
              <DialogTitle>{editing ? t('console.externalRecipients.edit', { name: editing.name }) : ''}</DialogTitle>
              <DialogDescription>{t('console.externalRecipients.enabledHint')}</DialogDescription>
            </DialogHeader>
            {editing && (
              <RecipientForm
                idPrefix="edit-recipient"
                initial={{ name: editing.name, organisation: editing.organisation, email: editing.email }}
                onCancel={() => setEditing(null)}
                onSave={async (input) => {
                  const changed = await save.mutateAsync({ id: editing.id, input });
                  notify(t('console.externalRecipients.changed', { name: changed.name }), 'success');
                  setEditing(null);
                }}
              />
            )}
          </DialogContent>
        </Dialog>
        <Dialog open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>
                {removing ? t('console.externalRecipients.remove', { name: removing.name }) : ''}
              </DialogTitle>
              <DialogDescription>
                {removing ? t('console.externalRecipients.removeConfirm', { name: removing.name }) : ''}
              </DialogDescription>
            </DialogHeader>
            {remove.isError && (
              <Alert severity="error">
                <AlertDescription>{errorMessage(remove.error)}</AlertDescription>
              </Alert>
            )}
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  {t('console.externalRecipients.cancel')}
                </Button>
              </DialogClose>
              <Button
                type="button"
                disabled={remove.isPending}
                onClick={() => {
                  if (!removing) return;
                  const { id, name } = removing;
                  remove.mutate(id, {
                    onSuccess: () => {
                      notify(t('console.externalRecipients.removed', { name }), 'success');
                      setRemoving(null);
                    },
                  });
                }}
              >
                {removing ? t('console.externalRecipients.remove', { name: removing.name }) : ''}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
