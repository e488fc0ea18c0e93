import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentOrganisation } from '@/entities/organisation';
import { useViewer } from '@/entities/viewer';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { ErrorState } from '@/shared/ui';
import { deleteUnattached, unattachedQueries } from '../api/unattached';
import { UnattachedItemsView, type UnattachedItem } from './unattached-items-view';

/**
 * The super user's unattached items queue (spec §2 super user pages, §4): attach tasks that finally failed for
 * the organisation acted for, newest first, at most 150 (spec §9). Removing one takes it off the queue.
 */
export function UnattachedItemsPage() {
  const viewer = useViewer();
  const organisation = useCurrentOrganisation();
  const queryClient = useQueryClient();
  const wcmsId = organisation?.wcmsId ?? '';
  const items = useQuery({ ...unattachedQueries.list(wcmsId), enabled: viewer.isSuperUser && wcmsId !== '' });
  const remove = useMutation({
    mutationFn: (item: UnattachedItem) => deleteUnattached(item.wcmsId, item.messageId),
    onSuccess: () => notify(t('unattached.removed'), 'success'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: unattachedQueries.all() }),
  });
  if (!viewer.isSuperUser)
    return (
      <section className="flex flex-col gap-4">
        <h1 className="text-2xl font-semibold">{t('unattached.title')}</h1>
        <ErrorState title={t('error.noAccess')} />
      </section>
    );
  return (
    <UnattachedItemsView
      organisationName={organisation?.name ?? ''}
      items={items.data}
      loading={items.isPending}
      error={items.isError ? errorMessage(items.error) : remove.isError ? errorMessage(remove.error) : null}
      busy={remove.isPending}
      onRemove={(item) => remove.mutate(item)}
    />
  );
}
