import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { useSettingsForm } from '@/shared/lib/settings-form';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ErrorState,
  Field,
  FieldControl,
  FieldError,
  FieldLabel,
  Input,
  LeavePagePrompt,
  SaveBar,
  Skeleton,
  tableClasses,
} from '@/shared/ui';
import { dailyLimitQueries, useSaveDailyLimitsMutation } from '../api/request-handling';
import {
  dailyLimitsSchema,
  REQUEST_TYPES,
  toLimits,
  toLimitsForm,
  type DailyLimitsForm,
} from '../model/daily-limits-schema';

const FORM_ID = 'request-limits-form';
const EMPTY = toLimitsForm([]);

/**
 * Console area request limits (spec §5 'Request limits: zero, positive or empty', §6 'Organisations have daily
 * limits per request type'): a reached limit refuses new requests of the type and assigning more out of Incoming
 * requests. Shows how many were counted today.
 */
export function RequestLimitsPanel({ wcmsId }: { wcmsId: string }) {
  const limits = useQuery(dailyLimitQueries.list(wcmsId));
  const save = useSaveDailyLimitsMutation(wcmsId);
  const values = useMemo(() => (limits.data ? toLimitsForm(limits.data) : undefined), [limits.data]);
  const onSave = useCallback(
    async (form: DailyLimitsForm) => toLimitsForm(await save.mutateAsync(toLimits(form))),
    [save],
  );
  const { form, submit, discard, saving, dirty, formError } = useSettingsForm<DailyLimitsForm>({
    schema: dailyLimitsSchema,
    values,
    defaultValues: EMPTY,
    onSave,
    savedMessage: t('console.requestLimits.saved'),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('console.requestLimits.title')}</CardTitle>
        <CardDescription>{t('console.requestLimits.hint')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {limits.isPending && <Skeleton className="h-48 w-full" aria-label={t('common.loading')} />}
        {limits.isError && <ErrorState message={errorMessage(limits.error)} onRetry={() => void limits.refetch()} />}
        {limits.isSuccess && (
          <form id={FORM_ID} className="space-y-4" noValidate onSubmit={(event) => void submit(event)}>
            <div className={tableClasses.frame}>
              <table className={tableClasses.table}>
                <caption className="sr-only">{t('console.requestLimits.caption')}</caption>
                <thead className={tableClasses.head}>
                  <tr>
                    <th scope="col" className={tableClasses.headerCell}>
                      {t('console.requestLimits.type')}
                    </th>
                    <th scope="col" className={tableClasses.headerCell}>
                      {t('console.requestLimits.limit')}
                    </th>
                    <th scope="col" className={tableClasses.headerCell}>
                      {t('console.requestLimits.usedToday')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {REQUEST_TYPES.map((type) => (
                    <tr key={type} className={tableClasses.row}>
                      <th scope="row" className={tableClasses.rowHeader}>
                        {t(`requests.type.${type}`)}
                      </th>
                      <td className={tableClasses.cell}>
                        <Controller
                          control={form.control}
                          name={`limits.${type}`}
                          render={({ field, fieldState }) => (
                            <Field invalid={fieldState.invalid} className="max-w-72">
                              <FieldLabel className="sr-only">
                                {t('console.requestLimits.limitFor', { type: t(`requests.type.${type}`) })}
                              </FieldLabel>
                              <FieldControl>
                                <Input inputMode="numeric" {...field} />
                              </FieldControl>
                              <FieldError>{fieldState.error?.message}</FieldError>
                            </Field>
                          )}
                        />
                      </td>
                      <td className={tableClasses.cell}>
                        {limits.data.find((l) => l.requestType === type)?.usedToday ?? 0}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <SaveBar form={FORM_ID} dirty={dirty} saving={saving} onDiscard={discard} error={formError} />
          </form>
        )}
        <LeavePagePrompt when={dirty} />
      </CardContent>
    </Card>
  );
}
