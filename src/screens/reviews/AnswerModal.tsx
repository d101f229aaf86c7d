import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Question } from '../../contract/questions';
import { answerTask } from '../../app/actors/reviews.tasks';
import { useRuntime } from '../../app/runtime-context';
import { useTask } from '../../ui/use-task';
import { QuotedTextModal } from './QuotedTextModal';

/** Answers a customer question (or edits the answer); a failed save keeps the text. */
export function AnswerModal({ question, onClose, onSaved }: { question: Question; onClose: () => void; onSaved: (q: Question) => void }) {
  const { t } = useTranslation('reviews');
  const runtime = useRuntime();
  const [body, setBody] = useState(question.answer?.body ?? '');
  const save = useTask(answerTask);
  const publish = async () => {
    const updated = await save.run({ id: question.id, body: body.trim() });
    if (!updated) return;
    runtime.toasts.send({ type: 'toast.show', toast: { content: t('questions.answered') } });
    onSaved(updated);
  };
  return (
    <QuotedTextModal
      title={t(question.answer ? 'questions.editAnswerTitle' : 'questions.answerTitle', { author: question.author })}
      quote={question.body}
      label={t('questions.answerLabel')}
      help={t('questions.answerHelp')}
      value={body}
      onChange={setBody}
      lines={4}
      primary={{ content: t('questions.publishAnswer'), onAction: () => void publish(), loading: save.busy }}
      secondary={[]}
      errorTitle={t('questions.answerFailed')}
      error={save.error}
      onClose={onClose}
    />
  );
}
