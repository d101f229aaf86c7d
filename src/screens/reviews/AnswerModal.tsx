import { Banner, BlockStack, Modal, Text, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Question } from '../../api/reviews.types';
import { useRuntime } from '../../app/runtime-context';
import { useAsyncAction } from '../../ui/use-async-action';
import { MAX_REPLY_LENGTH } from './ReplyModal';

/** Answers a customer question (or edits the answer); a failed save keeps the text. */
export function AnswerModal({ question, onClose, onSaved }: { question: Question; onClose: () => void; onSaved: (q: Question) => void }) {
  const { t } = useTranslation('reviews');
  const runtime = useRuntime();
  const [body, setBody] = useState(question.answer?.body ?? '');
  const save = useAsyncAction();
  const publish = () =>
    save.run(async () => {
      const updated = await runtime.api.reviews.answerQuestion(question.id, body.trim());
      runtime.toasts.send({ type: 'toast.show', toast: { content: t('questions.answered') } });
      onSaved(updated);
    });
  return (
    <Modal
      open
      onClose={onClose}
      title={t(question.answer ? 'questions.editAnswerTitle' : 'questions.answerTitle', { author: question.author })}
      primaryAction={{ content: t('questions.publishAnswer'), onAction: () => void publish(), loading: save.busy, disabled: body.trim() === '' || body.length > MAX_REPLY_LENGTH }}
      secondaryActions={[{ content: t('actions.cancel'), onAction: onClose }]}
    >
      <Modal.Section>
        <BlockStack gap="300">
          {save.error && (
            <Banner tone="critical" title={t('questions.answerFailed')}>
              <p>{save.error}</p>
            </Banner>
          )}
          <div className="ra-reply-quote">
            <Text as="p" tone="subdued" breakWord>{question.body}</Text>
          </div>
          <TextField
            label={t('questions.answerLabel')}
            helpText={t('questions.answerHelp')}
            value={body}
            onChange={setBody}
            multiline={4}
            autoComplete="off"
            maxLength={MAX_REPLY_LENGTH}
            showCharacterCount
            autoFocus
          />
        </BlockStack>
      </Modal.Section>
    </Modal>
  );
}
