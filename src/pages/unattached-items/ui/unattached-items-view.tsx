import type { UnattachedItemsQuery } from '@/shared/api';
import { t } from '@/shared/i18n';
import { formatDateTime } from '@/shared/lib/format';
import { paths } from '@/shared/routes';
import { Alert, AlertDescription, Button, EmptyState, Spinner, tableClasses } from '@/shared/ui';

export type UnattachedItem = UnattachedItemsQuery['unattachedItems'][number];

export type UnattachedItemsViewProps = {
  organisationName: string;
  items: UnattachedItem[] | undefined;
  loading: boolean;
  error: string | null;
  /** A cover of the Unattached items group may send them (spec §4). */
  canSend: boolean;
  /** A super user may take them off the queue (spec §6). */
  canRemove: boolean;
  /** The task being sent or removed, whose buttons are busy. */
  busyTaskId: string | null;
  onSend: (item: UnattachedItem) => void;
  onRemove: (item: UnattachedItem) => void;
};

/** The unattached items table (loading, empty, error and filled states). */
export function UnattachedItemsView(props: UnattachedItemsViewProps) {
  const { items, canSend, canRemove, busyTaskId } = props;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('unattached.title')}</h1>
      <p>{t('unattached.intro')}</p>
      <p>{canSend ? t('unattached.introCover') : t('unattached.introNotCover')}</p>
      <p>
        {t('unattached.organisation')}: {props.organisationName}
      </p>
      {props.loading && (
        <p role="status" className="flex items-center gap-2">
          <Spinner /> {t('unattached.loading')}
        </p>
      )}
      {props.error && (
        <Alert severity="error">
          <AlertDescription>{props.error}</AlertDescription>
        </Alert>
      )}
      {items?.length === 0 && <EmptyState title={t('unattached.empty')} />}
      {items && items.length > 0 && (
        <div className={tableClasses.frame}>
          <table className={tableClasses.table} data-testid="unattached-items">
            <thead className={tableClasses.head}>
              <tr>
                <th scope="col" className={tableClasses.headerCell}>
                  {t('unattached.record')}
                </th>
                <th scope="col" className={tableClasses.headerCell}>
                  {t('unattached.error')}
                </th>
                <th scope="col" className={tableClasses.headerCell}>
                  {t('unattached.attempts')}
                </th>
                <th scope="col" className={tableClasses.headerCell}>
                  {t('unattached.failedAt')}
                </th>
                {(canSend || canRemove) && (
                  <th scope="col" className={tableClasses.headerCell}>
                    {t('unattached.actions')}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.taskId} className={tableClasses.row}>
                  <td className={tableClasses.cell}>
                    {item.type === 'retry' ? (
                      <a className="underline" href={paths.full.request(item.messageId)}>
                        {item.title}
                      </a>
                    ) : (
                      item.title
                    )}
                  </td>
                  <td className={tableClasses.cell}>
                    {item.lastError}
                    {item.nhsInvalid && <span className="ml-2 font-semibold">({t('unattached.nhsInvalid')})</span>}
                  </td>
                  <td className={tableClasses.cell}>{item.attempts}</td>
                  <td className={tableClasses.cell}>{formatDateTime(item.failedAt)}</td>
                  {(canSend || canRemove) && (
                    <td className={tableClasses.cell}>
                      <div className="flex flex-wrap gap-2">
                        {canSend && (
                          <Button size="sm" disabled={busyTaskId !== null} onClick={() => props.onSend(item)}>
                            {busyTaskId === item.taskId
                              ? t('unattached.sending')
                              : t('unattached.send', { title: item.title })}
                          </Button>
                        )}
                        {canRemove && (
                          <Button
                            size="sm"
                            variant="outline"
                            disabled={busyTaskId !== null}
                            onClick={() => props.onRemove(item)}
                          >
                            {t('unattached.remove', { title: item.title })}
                          </Button>
                        )}
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
