import { BlockStack, Card, Link, List, Text } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';
import { summaryOf } from '../../../machines/review-rules/rules-summary';
import { HELD_REVIEW_AUTO_PUBLISH_DAYS, type ModerationRules } from '../../contract/review-rules';
import { formatDate } from '../../lib/format';

const DAY_MS = 86_400_000;

/** What happens to a new review under the rules on the form (the server's own rules), and the platform's 14-day rule. */
export function RulesSummary({ rules, now }: { rules: ModerationRules; now: number }) {
  const { t, i18n } = useTranslation('review-rules');
  const { lowestPublished, photo } = summaryOf(rules);
  const lines = [
    lowestPublished === null
      ? t('summary.allHeld')
      : lowestPublished === 1
        ? t('summary.allPublished')
        : t('summary.threshold', { min: lowestPublished, below: lowestPublished - 1 }),
    t(photo === 'published' ? 'summary.photoPublished' : 'summary.photoHeld'),
    ...(rules.blockWords.length || rules.blockEmails.length ? [t('summary.blocked')] : []),
  ];
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">{t('summary.title')}</Text>
        <div data-testid="rules-summary" aria-live="polite">
          <List>
            {lines.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </div>
        <Text as="h3" variant="headingSm">{t('platformRule.title')}</Text>
        <Text as="p">{t('platformRule.body', { count: HELD_REVIEW_AUTO_PUBLISH_DAYS })}</Text>
        <Text as="p" tone="subdued">
          {t('platformRule.example', { date: formatDate(i18n.language, now + HELD_REVIEW_AUTO_PUBLISH_DAYS * DAY_MS) })}
        </Text>
        <Link url="/reviewList?view=pending">{t('platformRule.link')}</Link>
      </BlockStack>
    </Card>
  );
}
