import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { CONFIRMATION_FIELDS } from '@contracts/rules/service-hours';
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
  LeavePagePrompt,
  SaveBar,
  Skeleton,
  Textarea,
} from '@/shared/ui';
import {
  serviceHoursQueries,
  useSaveConfirmationMessagesMutation,
  type ConfirmationMessages,
} from '../api/service-hours';
import { confirmationMessagesSchema } from '../model/schemas';

const FORM_ID = 'confirmation-messages-form';
const EMPTY: ConfirmationMessages = { inHoursScreen: '', outOfHoursScreen: '', inHoursEmail: '', outOfHoursEmail: '' };

/**
 * Console area confirmation messages (spec §3 'in hours and out of hours, screen and email', §5 'cannot be blank'):
 * what a patient is shown when a request is made for them or they reply, and what they are emailed.
 */
export function ConfirmationMessagesPanel({ wcmsId }: { wcmsId: string }) {
  const messages = useQuery(serviceHoursQueries.messages(wcmsId));
  const save = useSaveConfirmationMessagesMutation(wcmsId);
  const values = useMemo(
    () =>
      messages.data
        ? {
            inHoursScreen: messages.data.inHoursScreen,
            outOfHoursScreen: messages.data.outOfHoursScreen,
            inHoursEmail: messages.data.inHoursEmail,
            outOfHoursEmail: messages.data.outOfHoursEmail,
          }
        : undefined,
    [messages.data],
  );
  const onSave = useCallback(
    async (form: ConfirmationMessages) => {
      const saved = await save.mutateAsync(form);
      return {
        inHoursScreen: saved.inHoursScreen,
        outOfHoursScreen: saved.outOfHoursScreen,
        inHoursEmail: saved.inHoursEmail,
        outOfHoursEmail: saved.outOfHoursEmail,
      };
    },
    [save],
  );
  const { form, submit, discard, saving, dirty, formError } = useSettingsForm<ConfirmationMessages>({
    schema: confirmationMessagesSchema,
    values,
    defaultValues: EMPTY,
    onSave,
    savedMessage: t('console.confirmationMessages.saved'),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('console.confirmationMessages.title')}</CardTitle>
        <CardDescription>{t('console.confirmationMessages.hint')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {messages.isPending && <Skeleton className="h-48 w-full" aria-label={t('common.loading')} />}
        {messages.isError && (
          <ErrorState message={errorMessage(messages.error)} onRetry={() => void messages.refetch()} />
        )}
        {messages.isSuccess && (
          <form id={FORM_ID} className="space-y-4" noValidate onSubmit={(event) => void submit(event)}>
            {CONFIRMATION_FIELDS.map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field, fieldState }) => (
                  <Field invalid={fieldState.invalid}>
                    <FieldLabel>{t(`console.confirmationMessages.${name}`)}</FieldLabel>
                    <FieldControl>
                      <Textarea rows={3} {...field} />
                    </FieldControl>
                    <FieldError>{fieldState.error?.message}</FieldError>
                  </Field>
                )}
              />
            ))}
            <SaveBar form={FORM_ID} dirty={dirty} saving={saving} onDiscard={discard} error={formError} />
          </form>
        )}
        <LeavePagePrompt when={dirty} />
      </CardContent>
    </Card>
  );
}
