import { BlockStack, Box, InlineGrid, Modal, Text } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';
import type { SupportChatDetails } from '../../app/support-chat';

/**
 * The stand-in of a support chat widget: what a chat would be given when it opens (the user, the
 * shop, the plan, the page and the error seen), so a merchant or an integrator sees it before a
 * real chat is connected.
 */
export function SupportChatPanel({ details, onClose }: { details: SupportChatDetails; onClose: () => void }) {
  const { t } = useTranslation('common');
  const none = t('supportChat.unknown');
  const rows: [string, string][] = [
    [t('supportChat.user'), details.user ? `${details.user.name} <${details.user.email}>` : none],
    [t('supportChat.shop'), details.shop ? `${details.shop.name} (${details.shop.myshopifyDomain})` : none],
    [t('supportChat.plan'), details.plan ? details.plan.name : none],
    [t('supportChat.language'), details.language],
    [t('supportChat.page'), details.path],
  ];
  if (details.error) rows.push([t('supportChat.error'), details.error]);
  return (
    <Modal open onClose={onClose} title={t('supportChat.title')} secondaryActions={[{ content: t('supportChat.close'), onAction: onClose }]}>
      <Modal.Section>
        <BlockStack gap="300">
          <Text as="p" tone="subdued">{t('supportChat.preview')}</Text>
          <Box as="section" aria-label={t('supportChat.detailsLabel')}>
            <BlockStack gap="200">
              {rows.map(([label, value]) => (
                <InlineGrid key={label} columns={['oneThird', 'twoThirds']} gap="200">
                  <Text as="span" fontWeight="semibold">{label}</Text>
                  <Text as="span" breakWord>{value}</Text>
                </InlineGrid>
              ))}
            </BlockStack>
          </Box>
        </BlockStack>
      </Modal.Section>
    </Modal>
  );
}
