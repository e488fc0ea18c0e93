import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { useSettingsForm } from '@/shared/lib/settings-form';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ErrorState,
  Field,
  FieldControl,
  FieldError,
  FieldLabel,
  LeavePagePrompt,
  SaveBar,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Skeleton,
} from '@/shared/ui';
import { defaultAttachStaffQueries, staffName, useSaveDefaultAttachStaffMutation } from '../api/default-attach-staff';
import { defaultAttachStaffSchema, type DefaultAttachStaffForm } from '../model/default-attach-staff-schema';

const FORM_ID = 'default-attach-staff-form';

/**
 * Clinical integration, default attach staff (spec §3, §6, §7 defaultAttachStaff / updateDefaultAttachStaff): the
 * member of the clinical system's staff that records are attached under when the sender cannot attach themselves
 * (canAttach false). Without one, Vision REST refuses such an attach with 'No default staff found' (spec §5).
 */
export function DefaultAttachStaffPanel({ wcmsId, clinicalSystem }: { wcmsId: string; clinicalSystem: string }) {
  const current = useQuery(defaultAttachStaffQueries.current(wcmsId));
  const choices = useQuery(defaultAttachStaffQueries.choices(wcmsId));
  const save = useSaveDefaultAttachStaffMutation(wcmsId, clinicalSystem);
  const values = useMemo(
    () => (current.isSuccess ? { staffId: current.data?.staffId ?? '' } : undefined),
    [current.isSuccess, current.data],
  );
  const onSave = useCallback(
    async ({ staffId }: DefaultAttachStaffForm) => {
      const staff = choices.data?.find((s) => s.clinicalStaffId === staffId);
      if (!staff) throw new Error(t('console.attachStaff.required'));
      return { staffId: (await save.mutateAsync(staff)).staffId };
    },
    [choices.data, save],
  );
  const { form, submit, discard, saving, dirty, formError } = useSettingsForm<DefaultAttachStaffForm>({
    schema: defaultAttachStaffSchema,
    values,
    defaultValues: { staffId: '' },
    onSave,
    savedMessage: t('console.attachStaff.saved'),
    failureMessage: (error) => t('console.attachStaff.failure', { reason: errorMessage(error) }),
  });
  const failed = current.isError ? current : choices.isError ? choices : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('console.attachStaff.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-muted-foreground">{t('console.attachStaff.intro')}</p>
        {(current.isPending || choices.isPending) && !failed && (
          <Skeleton className="h-24 w-full" aria-label={t('common.loading')} />
        )}
        {failed && <ErrorState message={errorMessage(failed.error)} onRetry={() => void failed.refetch()} />}
        {current.isSuccess && choices.isSuccess && (
          <>
            <p role="status" className="font-medium">
              {current.data
                ? t('console.attachStaff.current', { name: current.data.name })
                : t('console.attachStaff.none')}
            </p>
            {choices.data.length === 0 ? (
              <p>{t('console.attachStaff.noStaff')}</p>
            ) : (
              <form id={FORM_ID} className="space-y-4" noValidate onSubmit={(event) => void submit(event)}>
                <Controller
                  control={form.control}
                  name="staffId"
                  render={({ field, fieldState }) => (
                    <Field invalid={fieldState.invalid}>
                      <FieldLabel>{t('console.attachStaff.label')}</FieldLabel>
                      <Select value={field.value} onValueChange={field.onChange}>
                        <FieldControl>
                          <SelectTrigger className="max-w-md" onBlur={field.onBlur}>
                            <SelectValue placeholder={t('console.attachStaff.choose')} />
                          </SelectTrigger>
                        </FieldControl>
                        <SelectContent>
                          {choices.data.map((staff) => (
                            <SelectItem key={staff.clinicalStaffId} value={staff.clinicalStaffId}>
                              {staffName(staff)}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                      <FieldError>{fieldState.error?.message}</FieldError>
                    </Field>
                  )}
                />
                <SaveBar
                  form={FORM_ID}
                  dirty={dirty}
                  saving={saving}
                  onDiscard={discard}
                  error={formError}
                  saveLabel={t('console.attachStaff.save')}
                />
              </form>
            )}
          </>
        )}
        <LeavePagePrompt when={dirty} />
      </CardContent>
    </Card>
  );
}
