import type { UnattachedItemsQuery } from '@/shared/api';
import { t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { Alert, AlertDescription, Button, EmptyState, Spinner } from '@/shared/ui';

export type UnattachedItem = UnattachedItemsQuery['unattachedItems'][number];

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** The unattached items table (loading, empty, error and filled states). */
export function UnattachedItemsView({
  organisationName,
  items,
  loading,
  error,
  busy,
  onRemove,
}: {
  organisationName: string;
  items: UnattachedItem[] | undefined;
  loading: boolean;
  error: string | null;
  busy: boolean;
  onRemove: (item: UnattachedItem) => void;
}) {
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('unattached.title')}</h1>
      <p>{t('unattached.intro')}</p>
      <p>
        {t('unattached.organisation')}: {organisationName}
      </p>
      {loading && (
        <p role="status" className="flex items-center gap-2">
          <Spinner /> {t('unattached.loading')}
        </p>
      )}
      {error && (
        <Alert severity="error">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {items?.length === 0 && <EmptyState title={t('unattached.empty')} />}
      {items && items.length > 0 && (
        <table className="w-full text-left text-sm" data-testid="unattached-items">
          <thead>
            <tr>
              <th scope="col">{t('unattached.request')}</th>
              <th scope="col">{t('unattached.error')}</th>
              <th scope="col">{t('unattached.attempts')}</th>
              <th scope="col">{t('unattached.failedAt')}</th>
              <th scope="col">{t('unattached.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.taskId} className="border-t align-top">
                <td>
                  {item.type === 'retry' ? (
                    <a className="underline" href={paths.full.request(item.messageId)}>
                      {item.title}
                    </a>
                  ) : (
                    item.title
                  )}
                </td>
                <td>
                  {item.lastError}
                  {item.nhsInvalid && <span className="ml-2 font-semibold">({t('unattached.nhsInvalid')})</span>}
                </td>
                <td>{item.attempts}</td>
                <td>{dateFormat.format(new Date(item.failedAt))}</td>
                <td>
                  <Button size="sm" variant="outline" disabled={busy} onClick={() => onRemove(item)}>
                    {t('unattached.remove', { title: item.title })}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
