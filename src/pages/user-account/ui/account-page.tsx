import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useUserSettings, useViewer } from '@/entities/viewer';
import { RestError, errorMessage } from '@/shared/api';
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
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
  Input,
  Skeleton,
} from '@/shared/ui';
import { CoveringCard } from './covering-card';
import { accountQueries, useUpdateSettingsMutation, useUpdateUserMutation } from '../api/account';
import {
  INACTIVITY_OPTIONS,
  detailsSchema,
  settingsSchema,
  type DetailsForm,
  type SettingsForm,
} from '../model/account-schema';

function inactivityLabel(minutes: number): string {
  if (minutes === 0) return t('myAccount.inactivity.never');
  if (minutes < 60) return t('myAccount.inactivity.minutes', { n: minutes });
  return minutes === 60 ? t('myAccount.inactivity.hour') : t('myAccount.inactivity.hours', { n: minutes / 60 });
}

/** The signed-in user's own details and settings (/full/user-account/covering). */
export function AccountPage() {
  const viewer = useViewer();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t('myAccount.title')}</h1>
      {/* the cards keep a form's reading measure inside the page frame, starting at its gutter */}
      <div className="max-w-2xl space-y-6">
        <DetailsCard userId={viewer.userId} />
        <SettingsCard userId={viewer.userId} />
        <CoveringCard />
      </div>
    </div>
  );
}

function DetailsCard({ userId }: { userId: number }) {
  const user = useQuery(accountQueries.user(userId));
  const save = useUpdateUserMutation(userId);
  const form = useForm<DetailsForm>({
    resolver: zodResolver(detailsSchema),
    defaultValues: { forename: '', surname: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (user.data) reset({ forename: user.data.forename, surname: user.data.surname });
  }, [user.data, reset]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('myAccount.details.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {user.isPending && <Skeleton className="h-24 w-full" aria-label={t('common.loading')} />}
        {user.isError && <ErrorState message={errorMessage(user.error)} onRetry={() => void user.refetch()} />}
        {user.data && (
          <form
            noValidate
            className="space-y-4"
            onSubmit={form.handleSubmit(async (values) => {
              try {
                await save.mutateAsync(values);
                notify(t('myAccount.saved'), 'success');
              } catch (error) {
                // map the server's field errors back onto the form; what was typed stays
                if (error instanceof RestError && error.problem?.fields) {
                  for (const [field, message] of Object.entries(error.problem.fields)) {
                    if (field === 'forename' || field === 'surname') form.setError(field, { message });
                  }
                }
              }
            })}
          >
            <p>
              {t('myAccount.email')}: <strong>{user.data.email}</strong>
            </p>
            <Controller
              control={form.control}
              name="forename"
              render={({ field, fieldState }) => (
                <Field>
                  <FieldLabel>{t('myAccount.forename')}</FieldLabel>
                  <FieldControl>
                    <Input autoComplete="given-name" {...field} />
                  </FieldControl>
                  <FieldError>{fieldState.error?.message}</FieldError>
                </Field>
              )}
            />
            <Controller
              control={form.control}
              name="surname"
              render={({ field, fieldState }) => (
                <Field>
                  <FieldLabel>{t('myAccount.surname')}</FieldLabel>
                  <FieldControl>
                    <Input autoComplete="family-name" {...field} />
                  </FieldControl>
                  <FieldError>{fieldState.error?.message}</FieldError>
                </Field>
              )}
            />
            {save.isError && (
              <Alert severity="error">
                <AlertDescription>{errorMessage(save.error)}</AlertDescription>
              </Alert>
            )}
            <Button type="submit" disabled={save.isPending}>
              {t('myAccount.saveDetails')}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

function SettingsCard({ userId }: { userId: number }) {
  const settings = useUserSettings();
  const save = useUpdateSettingsMutation(userId);
  const form = useForm<SettingsForm>({
    resolver: zodResolver(settingsSchema),
    defaultValues: { mobileNumber: '', inactivityTimeout: '60' },
  });
  const { reset } = form;
  useEffect(() => {
    if (settings) {
      const timeout = settings.inactivity_timeout <= 0 ? 0 : settings.inactivity_timeout;
      reset({ mobileNumber: settings.mobile_number ?? '', inactivityTimeout: String(timeout) });
    }
  }, [settings, reset]);

  if (!settings) return <Skeleton className="h-24 w-full" aria-label={t('common.loading')} />;
  const known = (INACTIVITY_OPTIONS as readonly number[]).includes(settings.inactivity_timeout);
  const options =
    known || settings.inactivity_timeout <= 0
      ? INACTIVITY_OPTIONS
      : [settings.inactivity_timeout, ...INACTIVITY_OPTIONS];

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('myAccount.settings.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit(async (values) => {
            const parsed = settingsSchema.parse(values);
            try {
              await save.mutateAsync({
                id: settings.id,
                body: {
                  mobile_number: parsed.mobileNumber === '' ? null : parsed.mobileNumber,
                  inactivity_timeout: Number(parsed.inactivityTimeout),
                },
              });
              notify(t('myAccount.saved'), 'success');
            } catch (error) {
              if (error instanceof RestError && error.problem?.fields?.mobile_number) {
                form.setError('mobileNumber', { message: t('myAccount.mobile.invalid') });
              }
            }
          })}
        >
          <Controller
            control={form.control}
            name="mobileNumber"
            render={({ field, fieldState }) => (
              <Field>
                <FieldLabel>{t('myAccount.mobile')}</FieldLabel>
                <FieldDescription>{t('myAccount.mobile.hint')}</FieldDescription>
                <FieldControl>
                  <Input type="tel" autoComplete="tel" inputMode="tel" {...field} />
                </FieldControl>
                <FieldError>{fieldState.error?.message}</FieldError>
              </Field>
            )}
          />
          <Controller
            control={form.control}
            name="inactivityTimeout"
            render={({ field }) => (
              <Field>
                <FieldLabel>{t('myAccount.inactivity')}</FieldLabel>
                <FieldDescription>{t('myAccount.inactivity.hint')}</FieldDescription>
                <FieldControl>
                  <select
                    className="min-h-10 rounded-md border-2 border-input bg-background px-3 focus-visible:focus-ring"
                    {...field}
                  >
                    {options.map((minutes) => (
                      <option key={minutes} value={String(minutes)}>
                        {inactivityLabel(minutes)}
                      </option>
                    ))}
                  </select>
                </FieldControl>
              </Field>
            )}
          />
          {save.isError && (
            <Alert severity="error">
              <AlertDescription>{errorMessage(save.error)}</AlertDescription>
            </Alert>
          )}
          <Button type="submit" disabled={save.isPending}>
            {t('myAccount.saveSettings')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
