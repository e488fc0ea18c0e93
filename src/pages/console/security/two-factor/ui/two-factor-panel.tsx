import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { useSettingsForm } from '@/shared/lib/settings-form';
import {
  Alert,
  AlertDescription,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ErrorState,
  LeavePagePrompt,
  SaveBar,
  Skeleton,
} from '@/shared/ui';
import { twoFactorQueries, useSetTwoFactorMandateMutation } from '../api/two-factor';
import { twoFactorSchema, type TwoFactorForm } from '../model/two-factor-schema';

const OPTIONS = [
  { value: 'none', label: 'console.twoFactor.none' },
  { value: 'email', label: 'console.twoFactor.email' },
  { value: 'authenticator', label: 'console.twoFactor.authenticator' },
] as const;

const FORM_ID = 'two-factor-form';

/**
 * Console area (advanced): mandate two-factor sign-in for the organisation (spec §6). The console frame's access
 * gate decides who sees it; the server checks the level again.
 */
export function TwoFactorPanel({ wcmsId }: { wcmsId: string }) {
  const organisation = useQuery(twoFactorQueries.organisation(wcmsId));
  const save = useSetTwoFactorMandateMutation(wcmsId);
  const values = useMemo<TwoFactorForm | undefined>(
    () => (organisation.data ? { method: organisation.data.twoFactorMandate ?? 'none' } : undefined),
    [organisation.data],
  );
  const onSave = useCallback(
    async ({ method }: TwoFactorForm) => {
      await save.mutateAsync(method === 'none' ? null : method);
    },
    [save],
  );
  const settings = useSettingsForm<TwoFactorForm>({
    schema: twoFactorSchema,
    values,
    defaultValues: { method: 'none' },
    onSave,
    savedMessage: t('console.twoFactor.saved'),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('console.twoFactor.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {organisation.isPending && <Skeleton className="h-32 w-full" aria-label={t('common.loading')} />}
        {organisation.isError && (
          <ErrorState message={errorMessage(organisation.error)} onRetry={() => void organisation.refetch()} />
        )}
        {organisation.isSuccess && organisation.data === null && (
          <Alert severity="warning">
            <AlertDescription>{t('console.twoFactor.noOrganisation')}</AlertDescription>
          </Alert>
        )}
        {organisation.isSuccess && organisation.data && (
          <form id={FORM_ID} className="space-y-4" onSubmit={(event) => void settings.submit(event)}>
            <p>{t('console.twoFactor.intro')}</p>
            <Controller
              control={settings.form.control}
              name="method"
              render={({ field }) => (
                <fieldset className="space-y-2">
                  <legend className="font-semibold">{t('console.twoFactor.legend')}</legend>
                  {OPTIONS.map((option) => (
                    <label key={option.value} className="flex min-h-8 items-center gap-2">
                      <input
                        type="radio"
                        name={field.name}
                        value={option.value}
                        checked={field.value === option.value}
                        onChange={() => field.onChange(option.value)}
                        className="size-5 accent-primary"
                      />
                      {t(option.label)}
                    </label>
                  ))}
                </fieldset>
              )}
            />
            <SaveBar
              form={FORM_ID}
              dirty={settings.dirty}
              saving={settings.saving}
              onDiscard={settings.discard}
              error={settings.formError}
            />
          </form>
        )}
        <LeavePagePrompt when={settings.dirty} />
      </CardContent>
    </Card>
  );
}
