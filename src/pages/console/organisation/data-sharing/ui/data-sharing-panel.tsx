import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorFields, errorMessage } from '@/shared/api';
import { t, type MessageKey } from '@/shared/i18n';
import { formatDateTime } from '@/shared/lib/format';
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
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
  Input,
  Skeleton,
  type ColumnDef,
} from '@/shared/ui';
import {
  dataSharingQueries,
  useDecideAgreement,
  useEndAgreement,
  useProposeAgreement,
  type Agreement,
} from '../api/data-sharing';
import { proposeSchema, type ProposeValues } from '../model/propose-schema';

/** The other organisation of an agreement, as this one sees it. */
const otherName = (a: Agreement) => (a.side === 'proposer' ? a.recipientName : a.proposerName);

function recordLines(a: Agreement): string[] {
  const lines = [t('console.dataSharing.proposedBy', { name: a.proposedBy, at: formatDateTime(a.proposedAt) })];
  if (a.decidedBy && a.decidedAt) {
    const key: MessageKey = a.status === 'refused' ? 'console.dataSharing.refusedBy' : 'console.dataSharing.acceptedBy';
    lines.push(t(key, { name: a.decidedBy, at: formatDateTime(a.decidedAt) }));
  }
  if (a.endedBy && a.endedAt) {
    lines.push(t('console.dataSharing.endedBy', { name: a.endedBy, at: formatDateTime(a.endedAt) }));
  }
  return lines;
}

/**
 * Console area data-sharing (advanced): the organisations the practice shares requests with (spec §3 data sharing
 * agreements). The practice proposes; the recipient's manager sees the proposal in this same area of their own
 * organisation and accepts or refuses it (spec §4 data sharing record, who and when kept); either side ends it.
 * Care navigation of a request to another organisation needs an accepted agreement.
 */
export function DataSharingPanel({ wcmsId }: { wcmsId: string }) {
  const list = useQuery(dataSharingQueries.list(wcmsId));
  const decide = useDecideAgreement(wcmsId);
  const end = useEndAgreement(wcmsId);
  const [ending, setEnding] = useState<Agreement | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setActionError(null);
    try {
      await work();
      notify(done, 'success');
      return true;
    } catch (error) {
      setActionError(`${t('console.dataSharing.failed')}: ${errorMessage(error)}`);
      return false;
    }
  };

  const columns: ColumnDef<Agreement, unknown>[] = [
    {
      id: 'direction',
      header: t('console.dataSharing.direction'),
      accessorFn: (a) =>
        a.side === 'proposer'
          ? t('console.dataSharing.outgoing', { name: a.recipientName })
          : t('console.dataSharing.incoming', { name: a.proposerName }),
    },
    {
      id: 'status',
      header: t('console.dataSharing.status'),
      accessorFn: (a) => t(`console.dataSharing.status.${a.status}` as MessageKey),
    },
    {
      id: 'record',
      header: t('console.dataSharing.record'),
      enableSorting: false,
      accessorFn: (a) => recordLines(a).join(' '),
      cell: ({ row }) => (
        <ul className="text-sm">
          {recordLines(row.original).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ),
    },
    {
      id: 'actions',
      header: t('console.dataSharing.actions'),
      enableSorting: false,
      enableGlobalFilter: false,
      cell: ({ row }) => {
        const a = row.original;
        const name = otherName(a);
        return (
          <div className="flex flex-wrap gap-2">
            {a.canAccept && (
              <Button
                size="sm"
                disabled={decide.isPending}
                onClick={() =>
                  void run(
                    () => decide.mutateAsync({ id: a.id, decision: 'accept' }),
                    t('console.dataSharing.accepted', { name }),
                  )
                }
              >
                {t('console.dataSharing.accept', { name })}
              </Button>
            )}
            {a.canRefuse && (
              <Button
                size="sm"
                variant="outline"
                disabled={decide.isPending}
                onClick={() =>
                  void run(
                    () => decide.mutateAsync({ id: a.id, decision: 'refuse' }),
                    t('console.dataSharing.refused', { name }),
                  )
                }
              >
                {t('console.dataSharing.refuse', { name })}
              </Button>
            )}
            {a.canEnd && (
              <Button size="sm" variant="outline" onClick={() => setEnding(a)}>
                {t('console.dataSharing.end', { name })}
              </Button>
            )}
          </div>
        );
      },
    },
  ];

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('console.dataSharing.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <p className="text-sm text-muted-foreground">{t('console.dataSharing.hint')}</p>
        {list.isPending && <Skeleton className="h-48 w-full" aria-label={t('common.loading')} />}
        {list.isError && <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />}
        {list.isSuccess && (
          <>
            {actionError && (
              <Alert severity="error">
                <AlertDescription>{actionError}</AlertDescription>
              </Alert>
            )}
            <DataTable
              data={list.data}
              columns={columns}
              getRowId={(a) => a.id}
              caption={t('console.dataSharing.caption')}
              urlKey="agreements"
              filterLabel={t('console.dataSharing.filter')}
              emptyMessage={t('console.dataSharing.empty')}
            />
            <ProposeForm wcmsId={wcmsId} />
          </>
        )}
        <Dialog open={ending !== null} onOpenChange={(open) => !open && setEnding(null)}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{ending ? t('console.dataSharing.endTitle', { name: otherName(ending) }) : ''}</DialogTitle>
              <DialogDescription>{t('console.dataSharing.endBody')}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{t('console.dataSharing.cancel')}</Button>
              </DialogClose>
              <Button
                disabled={end.isPending}
                onClick={() => {
                  const agreement = ending;
                  if (!agreement) return;
                  setEnding(null);
                  void run(
                    () => end.mutateAsync(agreement.id),
                    t('console.dataSharing.ended', { name: otherName(agreement) }),
                  );
                }}
              >
                {t('console.dataSharing.endConfirm')}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}

/** Propose an agreement by the other organisation's id; a refusal keeps what was typed and says why on the field. */
function ProposeForm({ wcmsId }: { wcmsId: string }) {
  const propose = useProposeAgreement(wcmsId);
  const form = useForm<ProposeValues>({
    resolver: zodResolver(proposeSchema()),
    defaultValues: { recipientWcmsId: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const proposed = await propose.mutateAsync(values.recipientWcmsId.trim());
      notify(t('console.dataSharing.proposed', { name: proposed.recipientName }), 'success');
      form.reset({ recipientWcmsId: '' });
    } catch (error) {
      const fields = errorFields(error);
      for (const [name, message] of Object.entries(fields)) form.setError(name as Path<ProposeValues>, { message });
      if (Object.keys(fields).length === 0) form.setError('root', { message: errorMessage(error) });
    }
  });
  return (
    <section className="space-y-2" aria-labelledby="propose-agreement-heading">
      <h3 id="propose-agreement-heading" className="text-lg font-semibold">
        {t('console.dataSharing.propose')}
      </h3>
      <form className="flex flex-wrap items-end gap-3" noValidate onSubmit={(e) => void submit(e)}>
        <Controller
          control={form.control}
          name="recipientWcmsId"
          render={({ field, fieldState }) => (
            <Field invalid={fieldState.invalid} className="min-w-64">
              <FieldLabel>{t('console.dataSharing.recipient')}</FieldLabel>
              <FieldControl>
                <Input inputMode="numeric" autoComplete="off" {...field} />
              </FieldControl>
              <FieldDescription>{t('console.dataSharing.recipientHint')}</FieldDescription>
              <FieldError>{fieldState.error?.message}</FieldError>
            </Field>
          )}
        />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('console.dataSharing.proposeButton')}
        </Button>
        {form.formState.errors.root?.message && (
          <Alert severity="error" className="w-full">
            <AlertDescription>{form.formState.errors.root.message}</AlertDescription>
          </Alert>
        )}
      </form>
    </section>
  );
}
