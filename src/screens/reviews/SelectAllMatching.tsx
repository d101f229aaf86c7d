import { Box, Button, InlineStack, Text } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';

/** Offers to extend a full-page selection to every matching row (and to clear it again). */
export function SelectAllMatching({ kind, pageSelected, allMatching, total, onSelectAll, onClear }: {
  kind: 'reviews' | 'questions';
  /** Every row of the page is selected. */
  pageSelected: boolean;
  /** Every matching row is selected. */
  allMatching: boolean;
  total: number;
  onSelectAll: () => void;
  onClear: () => void;
}) {
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
