import { BlockStack, Button, ButtonGroup, Card, Text } from '@shopify/polaris';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutoLeavePlacement, PlacementTexts } from '../../contract/review-rules';

const WIDTHS = { desktop: 560, phone: 360 } as const;

/**
 * A drawing of the store's review block on the thank-you page or after checkout, following the
 * form: heading, text, stars in the chosen colour and the button, at desktop or phone width.
 * Nothing in it can be focused; it is described to screen readers as a preview.
 */
export function PlacementPreview({
  placement,
  texts,
  starColor,
  enabled,
}: {
  placement: AutoLeavePlacement;
  texts: PlacementTexts;
  starColor: string;
  enabled: boolean;
}) {
  const { t } = useTranslation('review-rules');
  const [device, setDevice] = useState<keyof typeof WIDTHS>('desktop');
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">{t('placement.previewTitle')}</Text>
        <ButtonGroup variant="segmented">
          {(['desktop', 'phone'] as const).map((d) => (
            <Button key={d} pressed={device === d} onClick={() => setDevice(d)}>
              {t(`placement.devices.${d}`)}
            </Button>
          ))}
        </ButtonGroup>
        {!enabled && <Text as="p" tone="subdued">{t('placement.previewOff')}</Text>}
        {/* Scrolls sideways when the phone width is wider than the column: focusable so the keyboard scrolls it too. */}
        <div
          role="region"
          tabIndex={0}
          aria-label={t('placement.previewLabel', { device: t(`placement.devices.${device}`) })}
          style={{ overflowX: 'auto', background: '#f1f1f1', borderRadius: 12, padding: 12 }}
        >
          <div
            data-testid="placement-preview"
            data-device={device}
            style={{ width: WIDTHS[device], maxWidth: device === 'desktop' ? '100%' : undefined, margin: '0 auto', background: '#fff', borderRadius: 8, padding: 16, boxSizing: 'border-box', opacity: enabled ? 1 : 0.6, fontFamily: 'system-ui, sans-serif', color: '#303030' }}
          >
            <div style={{ fontSize: 12, color: '#616161', marginBottom: 8 }}>{t(`placement.previewContext.${placement}`)}</div>
            <div style={{ border: '1px solid #e3e3e3', borderRadius: 8, padding: 16 }}>
              <div style={{ fontSize: 18, fontWeight: 600, marginBottom: 4 }} data-testid="preview-heading">{texts.heading}</div>
              <div style={{ fontSize: 14, marginBottom: 12 }} data-testid="preview-description">{texts.description}</div>
              <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap', marginBottom: 12 }}>
                <div style={{ width: 48, height: 48, background: '#e3e3e3', borderRadius: 6 }} />
                <div style={{ fontSize: 14 }}>{t('placement.previewProduct')}</div>
              </div>
              <div style={{ display: 'flex', gap: 6, marginBottom: 12 }} aria-hidden="true" data-testid="preview-stars" data-color={starColor}>
                {[0, 1, 2, 3, 4].map((i) => (
                  <svg key={i} width="28" height="28" viewBox="0 0 24 24">
                    <path d="M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" fill={starColor} />
                  </svg>
                ))}
              </div>
              <div style={{ display: 'inline-block', background: '#303030', color: '#fff', borderRadius: 6, padding: '8px 16px', fontSize: 14 }} data-testid="preview-button">
                {texts.button}
              </div>
            </div>
          </div>
        </div>
      </BlockStack>
    </Card>
  );
}
