import { BlockStack, Button, ButtonGroup, Card, InlineGrid, InlineStack, Link, Text, Thumbnail } from '@shopify/polaris';
import { ChevronLeftIcon, ChevronRightIcon, XIcon } from '@shopify/polaris-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecommendedApp } from '../../contract/dashboard';
import { RECOMMENDED_APPS_AUTOPLAY_MS, RECOMMENDED_APPS_PER_SLIDE } from '../../lib/constants';
import { useAutoplay } from './use-autoplay';

/**
 * Recommended apps, 4 per slide, turning every 6 s unless hovered or focused, off screen or in a
 * hidden tab; dismissible.
 */
export function RecommendedCarousel(props: { apps: RecommendedApp[]; onDismiss: () => void }) {
  const { t } = useTranslation('dashboard');
  const slides = Math.max(1, Math.ceil(props.apps.length / RECOMMENDED_APPS_PER_SLIDE));
  const [slide, setSlide] = useState(0);
  const [paused, setPaused] = useState(false);
  const section = useRef<HTMLElement>(null);
  useAutoplay(section, { ms: RECOMMENDED_APPS_AUTOPLAY_MS, running: !paused && slides > 1, onTurn: () => setSlide((s) => (s + 1) % slides) });
  if (props.apps.length === 0) return null;
  const shown = props.apps.slice(slide * RECOMMENDED_APPS_PER_SLIDE, (slide + 1) * RECOMMENDED_APPS_PER_SLIDE);
  return (
    <Card>
      <section
        ref={section}
        aria-roledescription="carousel"
        aria-label={t('apps.title')}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setPaused(false)}
        data-testid="apps-carousel"
      >
        <BlockStack gap="300">
          <InlineStack align="space-between" blockAlign="center">
            <Text as="h2" variant="headingMd">{t('apps.title')}</Text>
            <ButtonGroup>
              <Button icon={ChevronLeftIcon} accessibilityLabel={t('apps.previous')} disabled={slides < 2} onClick={() => setSlide((s) => (s + slides - 1) % slides)} />
              <Text as="span" tone="subdued">{t('apps.slide', { current: slide + 1, total: slides })}</Text>
              <Button icon={ChevronRightIcon} accessibilityLabel={t('apps.next')} disabled={slides < 2} onClick={() => setSlide((s) => (s + 1) % slides)} />
              <Button icon={XIcon} variant="tertiary" accessibilityLabel={t('apps.dismiss')} onClick={props.onDismiss} />
            </ButtonGroup>
          </InlineStack>
          <div aria-live={paused ? 'polite' : 'off'}>
            <InlineGrid columns={{ xs: 1, sm: 2, lg: 4 }} gap="300">
              {shown.map((app) => (
                <InlineStack key={app.url} gap="200" blockAlign="start" wrap={false}>
                  <Thumbnail source={app.logo} alt="" size="small" />
                  <BlockStack gap="100">
                    <Link url={app.url} external>{app.name}</Link>
                    <Text as="p" tone="subdued" variant="bodySm">{app.desc}</Text>
                  </BlockStack>
                </InlineStack>
              ))}
            </InlineGrid>
          </div>
        </BlockStack>
      </section>
    </Card>
  );
}
