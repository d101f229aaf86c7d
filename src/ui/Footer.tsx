import { InlineStack, Link, Text } from '@shopify/polaris';
import { useTranslation } from 'react-i18next';

/** Product and provider credit, shown under most admin pages. */
export function Footer({ marginTop }: { /** Top margin in px (route dependent). */ marginTop: number }) {
  const { t } = useTranslation('common');
  return (
    <footer className="ra-footer" style={{ marginTop }} data-testid="footer">
      <InlineStack align="center" gap="200" blockAlign="center">
        <Text as="span" tone="subdued">
          {t('footer.credit', { product: t('product.name'), provider: t('product.provider') })}
        </Text>
        <Link url="https://help.example.com/reviews" target="_blank">
          {t('footer.help')}
        </Link>
      </InlineStack>
    </footer>
  );
}
