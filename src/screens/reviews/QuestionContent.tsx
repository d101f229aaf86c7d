import { Badge, BlockStack, InlineStack, Text } from '@shopify/polaris';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Question } from '../../contract/questions';
import { formatDate } from '../../lib/format';
import { STATUS_TONE } from './ReviewContent';

/** One customer question with its answer; all customer text is rendered as text. */
export const QuestionContent = memo(function QuestionContent({ question }: { question: Question }) {
  const { t, i18n } = useTranslation('reviews');
  const lng = i18n.language;
  return (
    <BlockStack gap="150">
      <Text as="p" fontWeight="medium" breakWord>
        {question.body}
      </Text>
      <InlineStack gap="200" blockAlign="center" wrap>
        <Text as="span" breakWord>{question.author}</Text>
        <Text as="span" tone="subdued">{formatDate(lng, question.created_at)}</Text>
        <Badge tone={STATUS_TONE[question.status]}>{t(`status.${question.status}`)}</Badge>
        {!question.answer && <Badge tone="attention">{t('questions.unanswered')}</Badge>}
        {question.deleted_at && <Badge tone="critical">{t('review.deletedOn', { date: formatDate(lng, question.deleted_at) })}</Badge>}
      </InlineStack>
      {question.answer && (
        <div className="ra-reply">
          <BlockStack gap="100">
            <Text as="span" variant="bodySm" fontWeight="semibold">
              {t('questions.yourAnswer')} · {formatDate(lng, question.answer.created_at)}
            </Text>
            <div className="ra-clamp-3">
              <Text as="p" breakWord>{question.answer.body}</Text>
            </div>
          </BlockStack>
        </div>
      )}
    </BlockStack>
  );
});
