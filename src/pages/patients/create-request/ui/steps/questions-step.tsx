import { t } from '@/shared/i18n';
import { Field, FieldControl, FieldError, FieldLabel, Textarea } from '@/shared/ui';
import { questionsFor } from '../../model/wizard';
import type { StepProps } from './step-props';

/** Step 6: the organisation's own questions for the enquiry type, optional ones marked so. */
export function QuestionsStep({ state, errors, update, settings }: StepProps) {
  const questions = questionsFor(settings, state.enquiryType);
  if (questions.length === 0) return <p>{t('createRequest.questions.none')}</p>;
  return questions.map((q) => (
    <Field key={q.id} invalid={Boolean(errors[`custom_question.${q.id}`])}>
      <FieldLabel>
        {q.optional ? t('createRequest.questions.optional', { question: q.question }) : q.question}
      </FieldLabel>
      <FieldControl>
        <Textarea
          rows={3}
          maxLength={5000}
          value={state.answers[q.id] ?? ''}
          onChange={(e) => update({ answers: { ...state.answers, [q.id]: e.target.value } })}
        />
      </FieldControl>
      <FieldError>{errors[`custom_question.${q.id}`]}</FieldError>
    </Field>
  ));
}
