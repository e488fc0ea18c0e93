import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentOrganisation } from '@/entities/organisation';
import { coveringQueries, useViewer } from '@/entities/viewer';
import { AttachFailedError, sendUnattachedItem } from '@/features/clinical-send';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { ErrorState, Spinner } from '@/shared/ui';
import { deleteUnattached, unattachedQueries } from '../api/unattached';
import { UnattachedItemsView, type UnattachedItem } from './unattached-items-view';

/**
 * The unattached items queue (spec §2 super user pages, §4): attach tasks that finally failed and were set to manual,
 * for the organisation acted for, newest first, at most 150 (spec §9). Staff who cover the Unattached items group
 * send them again (attached at once inside the desktop host, otherwise queued for the next desktop client); a super
 * user takes them off the queue.
 */
export function UnattachedItemsPage() {
  const viewer = useViewer();
  const organisation = useCurrentOrganisation();
  const queryClient = useQueryClient();
  const wcmsId = Number(organisation?.wcmsId ?? 0);
  const [busyTaskId, setBusyTaskId] = useState<string | null>(null);
  const canSend = useQuery({ ...coveringQueries.canSendUnattached(wcmsId), enabled: wcmsId > 0 });
  const allowed = viewer.isSuperUser || canSend.data === true;
  const items = useQuery({ ...unattachedQueries.list(String(wcmsId)), enabled: allowed && wcmsId > 0 });
  const refresh = () => queryClient.invalidateQueries({ queryKey: unattachedQueries.all() });

  const send = useMutation({
    mutationFn: (item: UnattachedItem) => sendUnattachedItem(wcmsId, item.taskId),
    onMutate: (item) => setBusyTaskId(item.taskId),
    onSuccess: (outcome, item) =>
      notify(
        t(outcome === 'attached' ? 'unattached.sent.attached' : 'unattached.sent.queued', { title: item.title }),
        'success',
      ),
    onSettled: () => {
      setBusyTaskId(null);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (item: UnattachedItem) => deleteUnattached(item),
    onMutate: (item) => setBusyTaskId(item.taskId),
    onSuccess: () => notify(t('unattached.removed'), 'success'),
    onSettled: () => {
      setBusyTaskId(null);
      void refresh();
    },
  });

  if (!viewer.isSuperUser && canSend.isPending && wcmsId > 0) {
    return (
      <p role="status" className="flex items-center gap-2">
        <Spinner /> {t('unattached.loading')}
      </p>
    );
  }
  if (!allowed)
    return (
      <section className="flex flex-col gap-4">
        <h1 className="text-2xl font-semibold">{t('unattached.title')}</h1>
        <ErrorState title={t('error.noAccess')} />
      </section>
    );

  const sendError =
    send.error instanceof AttachFailedError
      ? t('unattached.sendFailed', { reason: send.error.message })
      : send.isError
        ? errorMessage(send.error)
        : null;
  return (
    <UnattachedItemsView
      organisationName={organisation?.name ?? ''}
      items={items.data}
      loading={items.isPending}
      error={
        items.isError ? errorMessage(items.error) : (sendError ?? (remove.isError ? errorMessage(remove.error) : null))
      }
      canSend={canSend.data === true}
      canRemove={viewer.isSuperUser}
      busyTaskId={busyTaskId}
      onSend={(item) => send.mutate(item)}
      onRemove={(item) => remove.mutate(item)}
    />
  );
}
