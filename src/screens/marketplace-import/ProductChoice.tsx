import { BlockStack, Button, InlineStack, Text, Thumbnail } from '@shopify/polaris';
import { ImageIcon } from '@shopify/polaris-icons';
import { useTranslation } from 'react-i18next';

/** A chosen store product as the import pages show it. */
export interface ChosenProduct {
  id: string;
  title: string;
  image: string | null;
}

/** The chosen store product with a button that opens the resource picker. */
export function ProductChoice({ product, onChoose }: { product: ChosenProduct | null; onChoose: () => void }) {
  const { t } = useTranslation('marketplace');
  return (
    <BlockStack gap="200">
      <Text as="h3" variant="headingSm">{t('product.label')}</Text>
      <InlineStack align="space-between" blockAlign="center" gap="300">
        {product ? (
          <InlineStack gap="300" blockAlign="center" wrap={false}>
            <Thumbnail source={product.image || ImageIcon} alt="" size="small" />
            <Text as="span" fontWeight="medium" >
              <span data-testid="chosen-product">{product.title}</span>
            </Text>
          </InlineStack>
        ) : (
          <Text as="p" tone="subdued">{t('product.none')}</Text>
        )}
        <Button onClick={onChoose}>{product ? t('product.change') : t('product.choose')}</Button>
      </InlineStack>
      <Text as="p" tone="subdued">{t('product.help')}</Text>
    </BlockStack>
  );
}
