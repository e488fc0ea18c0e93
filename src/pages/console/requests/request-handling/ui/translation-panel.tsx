import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
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
  FieldDescription,
  FieldLabel,
  LeavePagePrompt,
  SaveBar,
  Skeleton,
} from '@/shared/ui';
import { requestHandlingQueries, useSaveTranslationMutation } from '../api/request-handling';

const FORM_ID = 'translation-form';
const schema = z.object({ enabled: z.boolean() });
type TranslationForm = z.infer<typeof schema>;

/**
 * Console area translation (spec §3 'translation enabled'): when off, the request view shows the English text and
 * offers no toggle to what the patient wrote in their own language.
 */
export function TranslationPanel({ wcmsId }: { wcmsId: string }) {
  const settings = useQuery(requestHandlingQueries.translation(wcmsId));
  const save = useSaveTranslationMutation(wcmsId);
  const values = useMemo(() => (settings.data ? { enabled: settings.data.enabled } : undefined), [settings.data]);
  const onSave = useCallback(
    async (form: TranslationForm) => ({ enabled: (await save.mutateAsync(form.enabled)).enabled }),
    [save],
  );
  const { form, submit, discard, saving, dirty, formError } = useSettingsForm<TranslationForm>({
    schema,
    values,
    defaultValues: { enabled: true },
    onSave,
    savedMessage: t('console.translation.saved'),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('console.translation.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {settings.isPending && <Skeleton className="h-24 w-full" aria-label={t('common.loading')} />}
        {settings.isError && (
          <ErrorState message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />
        )}
        {settings.isSuccess && (
          <form id={FORM_ID} className="space-y-4" noValidate onSubmit={(event) => void submit(event)}>
            <Controller
              control={form.control}
              name="enabled"
              render={({ field }) => (
                <Field orientation="horizontal">
                  <FieldControl>
                    <input
                      type="checkbox"
                      checked={field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                      className="size-5 accent-primary"
                    />
                  </FieldControl>
                  <FieldLabel>{t('console.translation.enabled')}</FieldLabel>
                  <FieldDescription>{t('console.translation.hint')}</FieldDescription>
                </Field>
              )}
            />
            <SaveBar form={FORM_ID} dirty={dirty} saving={saving} onDiscard={discard} error={formError} />
          </form>
        )}
        <LeavePagePrompt when={dirty} />
      </CardContent>
    </Card>
  );
}
