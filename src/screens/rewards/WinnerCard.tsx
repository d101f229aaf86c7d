import { BlockStack, Card, List, Text } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';
import { rewardKindFor, type RewardSettings } from '../../contract/review-rewards';

/** The reviews the card explains, with the media each has. */
const CASES = [
  { key: 'text', media: { photos: 0, videos: 0 } },
  { key: 'photo', media: { photos: 1, videos: 0 } },
  { key: 'video', media: { photos: 0, videos: 1 } },
] as const;

/**
 * Which reward a review earns when several apply (one code per review: video, then photo, then
 * any review), worked out by the same rule the server applies (`rewardKindFor`) on the page's values.
 */
export function WinnerCard({ settings }: { settings: RewardSettings }) {
  const { t } = useTranslation('review-rewards');
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">{t('winner.title')}</Text>
        <Text as="p" tone="subdued">{t('winner.help')}</Text>
        <div data-testid="reward-winner">
          <List>
            {CASES.map(({ key, media }) => {
              const kind = rewardKindFor(settings, media);
              return <List.Item key={key}>{t(`winner.case.${key}`, { reward: kind ? t(`kinds.${kind}.title`) : t('winner.none') })}</List.Item>;
            })}
          </List>
        </div>
      </BlockStack>
    </Card>
  );
}
