import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import {
  Alert,
  AlertDescription,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ErrorState,
  Skeleton,
} from '@/shared/ui';
import { twoFactorQueries, useSetTwoFactorMandateMutation } from '../api/two-factor';
import { twoFactorSchema, type TwoFactorForm } from '../model/two-factor-schema';

const OPTIONS = [
  { value: 'none', label: 'console.twoFactor.none' },
  { value: 'email', label: 'console.twoFactor.email' },
  { value: 'authenticator', label: 'console.twoFactor.authenticator' },
] as const;

/** Console panel: mandate two-factor sign-in for the organisation (spec §6). Needs role full or super. */
export function TwoFactorPanel({ wcmsId }: { wcmsId: string }) {
  const organisation = useQuery(twoFactorQueries.organisation(wcmsId));
  const save = useSetTwoFactorMandateMutation(wcmsId);
  const form = useForm<TwoFactorForm>({ resolver: zodResolver(twoFactorSchema), defaultValues: { method: 'none' } });
  const current = organisation.data?.twoFactorMandate ?? 'none';
  const { reset } = form;
  useEffect(() => {
    if (organisation.data) reset({ method: current });
  }, [organisation.data, current, reset]);

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
        {organisation.isSuccess &&
          organisation.data &&
          organisation.data.role !== 'full' &&
          organisation.data.role !== 'super' && (
            <Alert severity="warning">
              <AlertDescription>{t('console.advancedDenied')}</AlertDescription>
            </Alert>
          )}
        {organisation.isSuccess &&
          organisation.data &&
          (organisation.data.role === 'full' || organisation.data.role === 'super') && (
            <form
              className="space-y-4"
              onSubmit={form.handleSubmit(async (values) => {
                try {
                  await save.mutateAsync(values.method === 'none' ? null : values.method);
                  notify(t('console.twoFactor.saved'), 'success');
                } catch {
                  // the error is shown below; what the user chose stays selected
                }
              })}
            >
              <p>{t('console.twoFactor.intro')}</p>
              <Controller
                control={form.control}
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
              {save.isError && (
                <Alert severity="error">
                  <AlertDescription>{errorMessage(save.error)}</AlertDescription>
                </Alert>
              )}
              <Button type="submit" disabled={save.isPending}>
                {t('console.save')}
              </Button>
            </form>
          )}
      </CardContent>
    </Card>
  );
}
