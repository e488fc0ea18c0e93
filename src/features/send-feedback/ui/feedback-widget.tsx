import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useCurrentOrganisation } from '@/entities/organisation';
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
  DialogTrigger,
  Field,
  FieldControl,
  FieldError,
  FieldLabel,
  Textarea,
} from '@/shared/ui';
import { useSendFeedbackMutation } from '../api/send-feedback';
import { showFeedbackWidget } from '../model/visibility';

/**
 * A small 'Feedback' button (spec §2) opening a comment box; what is sent appears in the Feedback report. It sits in
 * the page flow below the content (not floating), so it never covers a control.
 */
export function FeedbackWidget() {
  const { pathname } = useLocation();
  const organisation = useCurrentOrganisation();
  const wcmsId = String(organisation?.wcmsId ?? '');
  const send = useSendFeedbackMutation(wcmsId);
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (!organisation || !showFeedbackWidget(pathname)) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!comment.trim()) {
      setProblem(t('feedback.required'));
      return;
    }
    setProblem(null);
    try {
      await send.mutateAsync({ page: pathname, comment: comment.trim() });
      setComment('');
      setOpen(false);
      notify(t('feedback.sent'), 'success');
    } catch (error) {
      setProblem(errorFields(error).comment ?? errorMessage(error));
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {t('feedback.button')}
        </Button>
      </DialogTrigger>
      <DialogContent>
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
