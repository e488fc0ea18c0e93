import { useId } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { Alert, AlertDescription, Skeleton } from '@/shared/ui';
import type { CareNavigationSuggestion } from '../../api/create-request';
import { PRIORITY_CHOICES, type WizardState } from '../../model/wizard';
import { PRIORITY_LABEL } from '../priority-label';
import { RadioGroup } from '../wizard-fields';
import type { StepProps } from './step-props';

/**
 * Step 7: the priority, with the care navigation rule that matches the request (if any) and a way to ignore it.
 * The suggestion is fetched by the wizard, which also names its pool once the request is created.
 */
export function PriorityStep({
  state,
  errors,
  update,
  suggestion,
}: StepProps & { suggestion: UseQueryResult<CareNavigationSuggestion | null> }) {
  const id = useId();
  return (
    <>
      <RadioGroup
        legend={t('createRequest.priority.legend')}
        name="priority"
        value={state.priority}
        error={errors.priority}
        options={PRIORITY_CHOICES.map((p) => ({ value: p, label: t(PRIORITY_LABEL[p]!) }))}
        onChange={(value) => update({ priority: value as WizardState['priority'] })}
      />
      <section aria-labelledby={`${id}-care`} className="flex flex-col gap-2" data-testid="care-navigation">
        <h3 id={`${id}-care`} className="text-lg font-semibold">
          {t('createRequest.careNavigation.title')}
        </h3>
        {suggestion.isFetching ? (
          <Skeleton className="h-12 w-full" />
        ) : suggestion.isError ? (
          <Alert severity="error">
            <AlertDescription>{errorMessage(suggestion.error)}</AlertDescription>
          </Alert>
        ) : suggestion.data ? (
          <Alert severity="info">
            <AlertDescription className="flex flex-col gap-2">
              <span>
                {t('createRequest.careNavigation.body', {
                  rule: suggestion.data.rule,
                  pool: suggestion.data.pool_name,
                  priority: t(PRIORITY_LABEL[suggestion.data.priority] ?? 'requests.priority.unprioritised'),
                })}
              </span>
              <label className="flex min-h-8 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5 accent-primary"
                  checked={state.ignoreCareNavigation}
                  onChange={(e) => update({ ignoreCareNavigation: e.target.checked })}
                />
                {t('createRequest.careNavigation.ignore')}
              </label>
            </AlertDescription>
          </Alert>
        ) : (
          <p>{t('createRequest.careNavigation.none')}</p>
        )}
      </section>
    </>
  );
}
