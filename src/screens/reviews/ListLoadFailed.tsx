import { Banner, Box } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';
import type { ModerationListActor } from './use-moderation-list';

/** The list could not load: why, and a way to try again. */
export function ListLoadFailed({ actor, message }: { actor: ModerationListActor; message: string | null }) {
  const { t } = useTranslation('reviews');
  return (
    <Box padding="400">
      <Banner tone="critical" title={t('errors.loadTitle')} action={{ content: t('actions.tryAgain'), onAction: () => actor.send({ type: 'list.retry' }) }}>
        <p>{message}</p>
      </Banner>
    </Box>
  );
}
