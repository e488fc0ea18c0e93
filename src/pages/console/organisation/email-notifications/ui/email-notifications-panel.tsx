import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { errorMessage } from '@/shared/api';
import { configQueries } from '@/shared/config';
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
  FieldDescription,
  FieldError,
  FieldLabel,
  Input,
  LeavePagePrompt,
  SaveBar,
  Skeleton,
} from '@/shared/ui';
import { emailNotificationQueries, useSaveEmailNotificationsMutation } from '../api/email-notifications';
import { domainList } from '@contracts/rules/staff-email';
import { emailNotificationsSchema, type EmailNotificationsForm } from '../model/email-notifications-schema';

const FORM_ID = 'email-notifications-form';
const FALLBACK_DOMAINS = ['nhs.uk', 'nhs.scot'];

/**
 * Console area email-notifications (advanced): the practice's notification address (spec §3, §5). While set, new
 * requests in Incoming requests are emailed to it as a count, at most once every 10 minutes.
 */
export function EmailNotificationsPanel({ wcmsId: organisation }: { wcmsId: string }) {
  // this area's API takes the organisation's number
  const wcmsId = Number(organisation);
  const config = useQuery(configQueries.runtime());
  const configured = config.data?.validStaffDomains;
  const domains = configured && configured.length > 0 ? configured : FALLBACK_DOMAINS;
  const settings = useQuery(emailNotificationQueries.detail(wcmsId));
  const save = useSaveEmailNotificationsMutation(wcmsId);
  const schema = useMemo(() => emailNotificationsSchema(domains), [domains]);
  const values = useMemo(() => (settings.data ? { address: settings.data.address ?? '' } : undefined), [settings.data]);
  const onSave = useCallback(
    async ({ address }: EmailNotificationsForm) => {
      const saved = await save.mutateAsync(address.trim() || null);
      return { address: saved.address ?? '' };
    },
    [save],
  );
  const { form, submit, discard, saving, dirty, formError } = useSettingsForm<EmailNotificationsForm>({
    schema,
    values,
    defaultValues: { address: '' },
    onSave,
    savedMessage: t('console.emailNotifications.saved'),
  });
  const lastSent = settings.data?.last_sent_at;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('console.emailNotifications.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {settings.isPending && <Skeleton className="h-32 w-full" aria-label={t('common.loading')} />}
        {settings.isError && (
          <ErrorState message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />
        )}
        {settings.isSuccess && (
          <form id={FORM_ID} className="space-y-4" noValidate onSubmit={(event) => void submit(event)}>
            <p>{t('console.emailNotifications.intro')}</p>
            <Controller
              control={form.control}
              name="address"
              render={({ field, fieldState }) => (
                <Field invalid={fieldState.invalid} className="max-w-xl">
                  <FieldLabel>{t('console.emailNotifications.address')}</FieldLabel>
                  <FieldControl>
                    <Input type="email" autoComplete="email" {...field} />
                  </FieldControl>
                  <FieldDescription>
                    {t('console.emailNotifications.addressHint', { domains: domainList(domains) })}
                  </FieldDescription>
                  <FieldError>{fieldState.error?.message}</FieldError>
                </Field>
              )}
            />
            <p className="text-sm text-muted-foreground">
              {lastSent
                ? t('console.emailNotifications.lastSent', {
                    when: new Date(lastSent).toLocaleString('en-GB', { timeZone: 'Europe/London' }),
                  })
                : t('console.emailNotifications.neverSent')}
            </p>
            <SaveBar form={FORM_ID} dirty={dirty} saving={saving} onDiscard={discard} error={formError} />
          </form>
        )}
        <LeavePagePrompt when={dirty} />
      </CardContent>
    </Card>
  );
}
