import { useState, type FormEvent, type RefObject } from 'react';
import { errorFields, errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Field,
  FieldControl,
  FieldError,
  FieldLabel,
  Textarea,
} from '@/shared/ui';
import { useSendFeedbackMutation } from '../api/send-feedback';

/**
 * The feedback comment box, loaded on the Feedback button's first use (feedback-widget.tsx). Closing it gives the
 * focus back to that button.
 */
export function FeedbackDialog({
  open,
  onOpenChange,
  wcmsId,
  page,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  wcmsId: string;
  page: string;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const send = useSendFeedbackMutation(wcmsId);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!comment.trim()) {
      setProblem(t('feedback.required'));
      return;
    }
    setProblem(null);
    try {
      await send.mutateAsync({ page, comment: comment.trim() });
      setComment('');
      onOpenChange(false);
      notify(t('feedback.sent'), 'success');
    } catch (error) {
      setProblem(errorFields(error).comment ?? errorMessage(error));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('feedback.title')}</DialogTitle>
          <DialogDescription>{t('feedback.description')}</DialogDescription>
        </DialogHeader>
        <form className="space-y-4" noValidate onSubmit={(event) => void submit(event)}>
          <Field invalid={Boolean(problem)}>
            <FieldLabel>{t('feedback.comment')}</FieldLabel>
            <FieldControl>
              <Textarea value={comment} maxLength={2000} onChange={(event) => setComment(event.target.value)} />
            </FieldControl>
            <FieldError>{problem ?? undefined}</FieldError>
          </Field>
          <Button type="submit" disabled={send.isPending}>
            {t('feedback.send')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
