import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { formatDateTime } from '@/shared/lib/format';
import { notify } from '@/shared/lib/notify';
import {
  Alert,
  AlertDescription,
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  DataTable,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  ErrorState,
  Skeleton,
  type ColumnDef,
} from '@/shared/ui';
import { agentQueries, useApproveAgentMutation, useDeleteAgentMutation, type ClinicalAgent } from '../api/agents';

/**
 * Clinical integration, agents (spec §3 Agent, §4; advanced): every desktop integration agent that checked in, with
 * its hostname, when it was last seen and whether it is approved; approve one so it may connect to the clinical
 * system, or delete it. Failures read 'Clinical agent connect failure' and 'Agent delete failure' (spec §8).
 */
export function AgentsPanel({ wcmsId }: { wcmsId: string }) {
  const agents = useQuery(agentQueries.list(wcmsId));
  const approve = useApproveAgentMutation(wcmsId);
  const remove = useDeleteAgentMutation(wcmsId);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ClinicalAgent | null>(null);

  const columns = useMemo<ColumnDef<ClinicalAgent, unknown>[]>(
    () => [
      { accessorKey: 'hostname', header: t('console.agents.hostname') },
      {
        accessorKey: 'lastSeen',
        header: t('console.agents.lastSeen'),
        enableGlobalFilter: false,
        cell: ({ row }) => formatDateTime(row.original.lastSeen),
      },
      {
        id: 'status',
        accessorFn: (agent) => (agent.approved ? t('console.agents.approved') : t('console.agents.waiting')),
        header: t('console.agents.status'),
        cell: ({ row }) =>
          row.original.approved ? (
            <Badge variant="success">{t('console.agents.approved')}</Badge>
          ) : (
            <Badge variant="outline">{t('console.agents.waiting')}</Badge>
          ),
      },
      {
        id: 'actions',
        header: t('console.agents.actions'),
        enableSorting: false,
        enableGlobalFilter: false,
        cell: ({ row }) => (
          <div className="flex flex-wrap gap-2">
            {!row.original.approved && (
              <Button
                size="sm"
                aria-label={t('console.agents.approve', { hostname: row.original.hostname })}
                disabled={approve.isPending}
                onClick={() => {
                  setFailure(null);
                  approve.mutate(row.original.id, {
                    onSuccess: () =>
                      notify(t('console.agents.approvedNotice', { hostname: row.original.hostname }), 'success'),
                    onError: (error) => setFailure(t('console.agents.connectFailure', { reason: errorMessage(error) })),
                  });
                }}
              >
                {t('console.agents.approveShort')}
              </Button>
            )}
            <Button
              size="sm"
              variant="outline"
              aria-label={t('console.agents.delete', { hostname: row.original.hostname })}
              onClick={() => {
                setFailure(null);
                setDeleting(row.original);
              }}
            >
              {t('console.agents.deleteShort')}
            </Button>
          </div>
        ),
      },
    ],
    [approve],
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('console.agents.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-muted-foreground">{t('console.agents.intro')}</p>
        {failure && (
          <Alert severity="error">
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        )}
        {agents.isPending && <Skeleton className="h-32 w-full" aria-label={t('common.loading')} />}
        {agents.isError && <ErrorState message={errorMessage(agents.error)} onRetry={() => void agents.refetch()} />}
        {agents.isSuccess && (
          <DataTable
            data={agents.data}
            columns={columns}
            getRowId={(agent) => agent.id}
            caption={t('console.agents.caption')}
            captionHidden
            urlKey="agents"
            filterLabel={t('console.agents.filter')}
            emptyMessage={t('console.agents.empty')}
          />
        )}
        <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{t('console.agents.deleteTitle', { hostname: deleting?.hostname ?? '' })}</DialogTitle>
              <DialogDescription>{t('console.agents.deleteBody')}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={() => setDeleting(null)}>
                {t('console.agents.cancel')}
              </Button>
              <Button
                variant="destructive"
                disabled={remove.isPending}
                onClick={() => {
                  const agent = deleting!;
                  remove.mutate(agent.id, {
                    onSuccess: () => notify(t('console.agents.deletedNotice', { hostname: agent.hostname }), 'success'),
                    onError: (error) => setFailure(t('console.agents.deleteFailure', { reason: errorMessage(error) })),
                    onSettled: () => setDeleting(null),
                  });
                }}
              >
                {t('console.agents.deleteShort')}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
