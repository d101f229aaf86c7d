import { Banner, BlockStack, Box, Button, ButtonGroup, Card, InlineStack, SkeletonBodyText, Text } from '@shopify/polaris';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEBOUNCE_MS } from '../../lib/constants';
import type { RenderedEmail } from '../../lib/email/render-email';
import { useNarrow } from '../../ui/use-narrow';

/** Widths of the preview: a desktop mail client's column and a phone. */
export const PREVIEW_WIDTHS = { desktop: 600, mobile: 375 } as const;
type Device = keyof typeof PREVIEW_WIDTHS;

const FRAME_HEIGHT = 640;

/**
 * `value`, held back until it has not changed for `ms`: the frame reloads its document once
 * typing pauses instead of on every key (the inbox line above it follows each key).
 */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The email as the customer gets it: the inbox line (sender, subject, preheader) above the HTML
 * in a sandboxed frame (no scripts, no same-origin access) at desktop or mobile width.
 */
export const EmailPreview = memo(function EmailPreview({ email, stale, shopName }: { email: RenderedEmail | null; stale: boolean; shopName: string }) {
  const { t } = useTranslation('emails');
  const narrow = useNarrow();
  const [device, setDevice] = useState<Device>(narrow ? 'mobile' : 'desktop');
  const settledHtml = useSettled(email?.html ?? '', DEBOUNCE_MS);
  // The first render shows the email at once; later ones once typing pauses.
  const html = settledHtml || (email?.html ?? '');
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack align="space-between" blockAlign="center" gap="200">
          <Text as="h2" variant="headingMd">{t('preview.title')}</Text>
          <div role="group" aria-label={t('preview.widths')}>
            <ButtonGroup variant="segmented">
              {(['desktop', 'mobile'] as const).map((d) => (
                <Button key={d} pressed={device === d} onClick={() => setDevice(d)}>
                  {t(`preview.${d}`)}
                </Button>
              ))}
            </ButtonGroup>
          </div>
        </InlineStack>
        {stale && <Banner tone="warning">{t('preview.stale')}</Banner>}
        {email ? (
          <>
            <Box padding="300" background="bg-surface-secondary" borderRadius="200" data-testid="email-inbox-line">
              <BlockStack gap="100">
                <Text as="p" fontWeight="semibold">{shopName}</Text>
                <Text as="p" fontWeight="medium" breakWord>
                  <span data-testid="email-preview-subject">{email.subject}</span>
                </Text>
                <Text as="p" tone="subdued" breakWord>
                  <span data-testid="email-preview-preheader">{email.preheader}</span>
                </Text>
              </BlockStack>
            </Box>
            {/* Scrolls sideways when the chosen width is wider than the card; reachable by keyboard. */}
            <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('preview.widths')}>
              <iframe
                title={t('preview.frameTitle')}
                sandbox=""
                srcDoc={html}
                data-testid="email-preview-frame"
                data-device={device}
                style={{ display: 'block', margin: '0 auto', width: PREVIEW_WIDTHS[device], height: FRAME_HEIGHT, border: '1px solid #e3e3e3', borderRadius: 8, background: '#fff' }}
              />
            </div>
            <Text as="p" tone="subdued">{t('preview.sample')}</Text>
          </>
        ) : (
          <div style={{ height: FRAME_HEIGHT + 96 }} aria-busy="true">
            <SkeletonBodyText lines={8} />
          </div>
        )}
      </BlockStack>
    </Card>
  );
});
