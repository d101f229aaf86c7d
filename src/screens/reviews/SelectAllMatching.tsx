import { Box, Button, InlineStack, Text } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import type { ModerationListActor } from './use-moderation-list';

/** Offers to extend a full-page selection to every matching row (and to clear it again). */
export function SelectAllMatching({ kind, actor, pageSelected, allMatching, total }: {
  kind: 'reviews' | 'questions';
  actor: ModerationListActor;
  /** Every row of the page is selected. */
  pageSelected: boolean;
  /** Every matching row is selected. */
  allMatching: boolean;
  total: number;
}) {
  const onSelectAll = () => actor.send({ type: 'list.selectAllMatching' });
  const onClear = () => actor.send({ type: 'list.clearSelection' });
  const { t, i18n } = useTranslation('reviews');
  const formatted = formatNumber(i18n.language, total);
  if (allMatching) {
    return (
      <Box padding="200" background="bg-surface-secondary">
        <InlineStack gap="200" align="center" blockAlign="center">
          <Text as="span">{t(`selection.${kind}.allMatching`, { count: total, formatted })}</Text>
          <Button variant="plain" onClick={onClear}>{t('selection.clear')}</Button>
        </InlineStack>
      </Box>
    );
  }
  if (!pageSelected) return null;
  return (
    <Box padding="200" background="bg-surface-secondary">
      <InlineStack gap="200" align="center" blockAlign="center">
        <Text as="span">{t(`selection.${kind}.page`)}</Text>
        <Button variant="plain" onClick={onSelectAll}>{t(`selection.${kind}.selectAll`, { count: total, formatted })}</Button>
      </InlineStack>
    </Box>
  );
}
