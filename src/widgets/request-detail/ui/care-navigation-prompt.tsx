import { isCompleted, priorityLabel, type RequestAction, type RequestDetail } from '@/entities/request';
import { t } from '@/shared/i18n';
import { Alert, AlertDescription, AlertTitle, Button } from '@/shared/ui';

/**
 * A care navigation rule's suggestion (spec §4): apply moves the request to the suggested group and priority, or
 * the user ignores it. Shown only while it waits for a decision on an open request.
 */
export function CareNavigationPrompt({
  request,
  disabled,
  onAction,
}: {
  request: RequestDetail;
  disabled: boolean;
  onAction: (body: RequestAction, done: string) => Promise<boolean>;
}) {
  const suggestion = request.care_navigation;
  if (!suggestion || suggestion.ignored || suggestion.applied || isCompleted(request.status)) return null;
  const pool = suggestion.pool_name ?? '';
  const priority = suggestion.priority ? priorityLabel(suggestion.priority) : '';

  return (
    <Alert severity="info" role="region" aria-label={t('requests.careNavigation.title')}>
      <AlertTitle>{t('requests.careNavigation.title')}</AlertTitle>
      <AlertDescription className="flex flex-col gap-2">
        <p>{t('requests.careNavigation.suggests', { pool, priority })}</p>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={disabled}
            onClick={() =>
              void onAction(
                { action: 'care_navigation', decision: 'apply' },
                t('requests.careNavigation.applied', { pool }),
              )
            }
          >
            {t('requests.careNavigation.apply')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={disabled}
            onClick={() =>
              void onAction({ action: 'care_navigation', decision: 'ignore' }, t('requests.careNavigation.ignored'))
            }
          >
            {t('requests.careNavigation.ignore')}
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
