import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { hostErrorText, patientAttachmentList, useDesktopInfo } from '@/shared/desktop-host';
import { t } from '@/shared/i18n';
import { formatDateTime } from '@/shared/lib/format';
import { paths } from '@/shared/routes';
import { Alert, AlertDescription, EmptyState, Spinner, tableClasses } from '@/shared/ui';

/** /patient-attachments/:id (spec §2): the records attached to a patient, listed from 01/01/1970 (spec §9). */
export function PatientAttachmentsPage() {
  const { id = '' } = useParams();
  const desktop = useDesktopInfo();
  const records = useQuery({
    queryKey: ['desktop-host', 'patient-attachments', id],
    queryFn: () => patientAttachmentList(id),
    enabled: desktop.inVixie && id !== '',
    retry: false,
  });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('desktop.attachments.title')}</h1>
      {!desktop.inVixie && <p>{t('desktop.currentPatient.notInHost')}</p>}
      {records.isPending && desktop.inVixie && (
        <p role="status" className="flex items-center gap-2">
          <Spinner /> {t('desktop.attachments.loading')}
        </p>
      )}
      {records.isError && (
        <Alert severity="error">
          <AlertDescription>{hostErrorText(records.error)}</AlertDescription>
        </Alert>
      )}
      {records.data?.length === 0 && <EmptyState title={t('desktop.attachments.empty')} />}
      {records.data && records.data.length > 0 && (
        <div className={tableClasses.frame}>
          <table className={tableClasses.table} data-testid="patient-records">
            <thead className={tableClasses.head}>
              <tr>
                <th scope="col" className={tableClasses.headerCell}>
                  {t('desktop.attachments.date')}
                </th>
                <th scope="col" className={tableClasses.headerCell}>
                  {t('desktop.attachments.record')}
                </th>
                <th scope="col" className={tableClasses.headerCell}>
                  {t('desktop.attachments.codes')}
                </th>
                <th scope="col" className={tableClasses.headerCell}>
                  {t('desktop.attachments.files')}
                </th>
              </tr>
            </thead>
            <tbody>
              {records.data.map((record) => (
                <tr key={record.id} className={tableClasses.row}>
                  <td className={tableClasses.cell}>{formatDateTime(record.dateAttached)}</td>
                  <td className={tableClasses.cell}>
                    <p className="font-semibold">{record.title}</p>
                    {record.heading && <p>{record.heading}</p>}
                    {record.detail && <p className="whitespace-pre-wrap">{record.detail}</p>}
                  </td>
                  <td className={tableClasses.cell}>
                    <ul>
                      {record.codes.map((code, i) => (
                        <li key={i}>
                          {code.term ?? code.value}
                          {code.dataValue ? ` ${code.dataValue}${code.uom ? ` ${code.uom}` : ''}` : ''}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td className={tableClasses.cell}>
                    <ul>
                      {record.files.map((file) => (
                        <li key={file.id}>
                          <Link
                            className="inline-block min-h-6 py-1 underline"
                            to={paths.attachment('record', file.id)}
                            aria-label={t('desktop.attachments.open', { name: file.name })}
                          >
                            {file.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
