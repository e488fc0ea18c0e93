import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { WEEKDAYS } from '@contracts/rules/service-hours';
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
import { serviceHoursQueries, useSaveServiceHoursMutation } from '../api/service-hours';
import { serviceHoursSchema, toDays, toHoursForm, type ServiceHoursForm } from '../model/schemas';

const FORM_ID = 'service-hours-form';
const EMPTY = toHoursForm([]);

/**
 * Console area service hours (spec §5 'start and finish both set or both empty, start before finish'): out of
 * hours changes which confirmation message a patient gets, and the reports count in hours by these times.
 */
export function ServiceHoursPanel({ wcmsId }: { wcmsId: string }) {
  const hours = useQuery(serviceHoursQueries.hours(wcmsId));
  const save = useSaveServiceHoursMutation(wcmsId);
  const values = useMemo(() => (hours.data ? toHoursForm(hours.data.days) : undefined), [hours.data]);
  const onSave = useCallback(
    async (form: ServiceHoursForm) => toHoursForm((await save.mutateAsync(toDays(form))).days),
    [save],
  );
  const { form, submit, discard, saving, dirty, formError } = useSettingsForm<ServiceHoursForm>({
    schema: serviceHoursSchema,
    values,
    defaultValues: EMPTY,
    onSave,
    savedMessage: t('console.serviceHours.saved'),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('console.serviceHours.title')}</CardTitle>
        <CardDescription>{t('console.serviceHours.hint')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {hours.isPending && <Skeleton className="h-48 w-full" aria-label={t('common.loading')} />}
        {hours.isError && <ErrorState message={errorMessage(hours.error)} onRetry={() => void hours.refetch()} />}
        {hours.isSuccess && (
          <form id={FORM_ID} className="space-y-4" noValidate onSubmit={(event) => void submit(event)}>
            <p role="status">
              {hours.data.inHoursNow ? t('console.serviceHours.nowIn') : t('console.serviceHours.nowOut')}
            </p>
            <div className={tableClasses.frame}>
              <table className={tableClasses.table}>
                <caption className="sr-only">{t('console.serviceHours.caption')}</caption>
                <thead className={tableClasses.head}>
                  <tr>
                    <th scope="col" className={tableClasses.headerCell}>
                      {t('console.serviceHours.day')}
                    </th>
                    <th scope="col" className={tableClasses.headerCell}>
                      {t('console.serviceHours.start')}
                    </th>
                    <th scope="col" className={tableClasses.headerCell}>
                      {t('console.serviceHours.finish')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {WEEKDAYS.map((day) => {
                    const dayName = t(`console.serviceHours.day.${day}`);
                    return (
                      <tr key={day} className={tableClasses.row}>
                        <th scope="row" className={tableClasses.rowHeader}>
                          {dayName}
                        </th>
                        {(['start', 'finish'] as const).map((edge) => (
                          <td key={edge} className={tableClasses.cell}>
                            <Controller
                              control={form.control}
                              name={`days.${day}.${edge}`}
                              render={({ field, fieldState }) => (
                                <Field invalid={fieldState.invalid} className="max-w-48">
                                  <FieldLabel className="sr-only">
                                    {t(
                                      edge === 'start'
                                        ? 'console.serviceHours.startFor'
                                        : 'console.serviceHours.finishFor',
                                      {
                                        day: dayName,
                                      },
                                    )}
                                  </FieldLabel>
                                  <FieldControl>
                                    <Input type="time" {...field} />
                                  </FieldControl>
                                  <FieldError>{fieldState.error?.message}</FieldError>
                                </Field>
                              )}
                            />
                          </td>
                        ))}
                      </tr>
                    );
                  })}
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
