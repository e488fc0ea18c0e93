import { languageName, type RequestAction, type RequestDetail } from '@/entities/request';
import { t } from '@/shared/i18n';
import { Button, Card, CardContent } from '@/shared/ui';

/**
 * What the patient wrote and their answers. When they wrote in another language (spec §3 translation info), a
 * toggle switches between the English translation and their own words; the choice is the request's, so everyone
 * viewing it sees the same.
 */
export function RequestBody({
  request,
  headingLevel,
  disabled,
  onAction,
}: {
  request: RequestDetail;
  headingLevel: 2 | 3;
  disabled: boolean;
  onAction: (body: RequestAction, done: string) => Promise<boolean>;
}) {
  const Subheading = headingLevel === 2 ? 'h2' : 'h3';
  const translation = request.translation?.original_body ? request.translation : null;
  const showOriginal = translation !== null && !translation.enabled;
  const body = showOriginal ? translation.original_body : request.body;
  const hasAnswers = !!request.answers && request.answers.length > 0;
  if (!body && !hasAnswers) return null;
  const language = translation ? languageName(translation.language) : '';

  return (
    <Card>
      <CardContent className="flex flex-col gap-3">
        {body && (
          <div className="flex flex-col gap-1">
            <Subheading className="font-semibold">{t('requests.detail.body')}</Subheading>
            {translation && (
              <p className="text-sm text-muted-foreground">
                {showOriginal
                  ? t('requests.translation.original', { language })
                  : t('requests.translation.translated', { language })}
              </p>
            )}
            <p className="whitespace-pre-wrap" lang={showOriginal ? translation.language : 'en'}>
              {body}
            </p>
            {translation && (
              <div>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={disabled}
                  aria-pressed={translation.enabled}
                  onClick={() =>
                    void onAction(
                      { action: 'translation', enabled: !translation.enabled },
                      translation.enabled ? t('requests.translation.originalShown') : t('requests.translation.shown'),
                    )
                  }
                >
                  {translation.enabled
                    ? t('requests.translation.showOriginal')
                    : t('requests.translation.showTranslation')}
                </Button>
              </div>
            )}
          </div>
        )}
        {hasAnswers && (
          <div>
            <Subheading className="font-semibold">{t('requests.detail.answers')}</Subheading>
            <dl className="flex flex-col gap-2">
              {request.answers!.map((answer, index) => (
                <div key={index}>
                  <dt className="font-semibold">{answer.question}</dt>
                  <dd className="whitespace-pre-wrap">{answer.answer}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
