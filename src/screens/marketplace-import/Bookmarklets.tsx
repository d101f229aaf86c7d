import { BlockStack, Card, InlineStack, List, Text } from '@shopify/polaris';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Marketplace } from '../../contract/marketplace';
import { bookmarkletHref } from './bookmarklet';

const BOOKMARKLET_STYLE = {
  display: 'inline-block',
  padding: '6px 14px',
  borderRadius: 8,
  background: 'var(--p-color-bg-fill-brand, #303030)',
  color: 'var(--p-color-text-brand-on-bg-fill, #fff)',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'grab',
} as const;

/** A bookmarklet link. React refuses `javascript:` hrefs, so the address is set on the element directly. */
function BookmarkletLink({ href, label, hint }: { href: string; label: string; hint: string }) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    ref.current?.setAttribute('href', href);
  }, [href]);
  return (
    <a
      ref={ref}
      style={BOOKMARKLET_STYLE}
      data-testid="bookmarklet"
      title={hint}
      draggable
      onClick={(e) => e.preventDefault()}
    >
      {label}
    </a>
  );
}

/** The steps of the bookmarklet import and the two bookmarklets to drag to the bookmarks bar. */
export function Bookmarklets({ appOrigin, apiKey }: { /** Origin of the app's pages. */ appOrigin: string; /** The shop's reviews API key, or null while unknown. */ apiKey: string | null }) {
  const { t } = useTranslation('marketplace');
  const links: [Marketplace, string][] = [['aliexpress', t('steps.aliexpress')], ['amazon', t('steps.amazon')]];
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">{t('steps.title')}</Text>
        <List type="number">
          <List.Item>{t('steps.one')}</List.Item>
          <List.Item>{t('steps.two')}</List.Item>
          <List.Item>{t('steps.three')}</List.Item>
        </List>
        {apiKey ? (
          <BlockStack gap="200">
            <InlineStack gap="300">
              {links.map(([marketplace, label]) => (
                <BookmarkletLink key={marketplace} href={bookmarkletHref(appOrigin, apiKey, marketplace)} label={label} hint={t('steps.clickHint')} />
              ))}
            </InlineStack>
            <Text as="p" tone="subdued">{t('steps.dragHint')}</Text>
          </BlockStack>
        ) : (
          <Text as="p" tone="caution">{t('steps.noKey')}</Text>
        )}
      </BlockStack>
    </Card>
  );
}
