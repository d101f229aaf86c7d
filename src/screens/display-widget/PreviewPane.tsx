import { Banner, BlockStack, Button, ButtonGroup, Card, Text } from '@shopify/polaris';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreviewHandle, PreviewInput } from '../../storefront/preview';

/** Width of the phone frame, in CSS pixels. */
const PHONE_WIDTH = 390;
const DEVICES = ['desktop', 'phone'] as const;

/**
 * The live preview: the storefront script draws the widget once with the shop's real reviews, then
 * every draft change redraws it at once (no refetch, no React render: `watch` calls back on each
 * change and `read` gives the new input), at desktop width or in a phone frame.
 */
export function PreviewPane({ read, watch, minHeight }: { read: () => PreviewInput; watch: (changed: () => void) => () => void; minHeight: number }) {
  const { t } = useTranslation('display');
  const [device, setDevice] = useState<(typeof DEVICES)[number]>('desktop');
  const [failed, setFailed] = useState(false);
  const host = useRef<HTMLDivElement>(null);
  const handle = useRef<PreviewHandle | null>(null);
  const latest = useRef(read);
  latest.current = read;

  useEffect(() => {
    const el = host.current;
    if (!el) return undefined;
    let gone = false;
    let drawn: PreviewHandle | null = null;
    import('../../storefront/preview')
      .then((m) => m.renderPreview(el, latest.current()))
      .then((made) => {
        if (gone) return made.destroy();
        drawn = made;
        handle.current = made;
        made.update(latest.current());
      })
      .catch(() => {
        if (!gone) setFailed(true);
      });
    return () => {
      gone = true;
      drawn?.destroy();
      handle.current = null;
    };
  }, []);

  useEffect(() => {
    handle.current?.update(read());
    return watch(() => handle.current?.update(latest.current()));
  }, [read, watch]);

  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">{t('editor.preview.title')}</Text>
        <ButtonGroup variant="segmented">
          {DEVICES.map((d) => (
            <Button key={d} pressed={device === d} onClick={() => setDevice(d)}>
              {t(`editor.preview.devices.${d}`)}
            </Button>
          ))}
        </ButtonGroup>
        {failed && <Banner tone="critical" title={t('editor.preview.failed')} />}
        {/* Scrolls sideways when the phone frame is wider than the column: focusable so the keyboard scrolls it too. */}
        <div
          role="region"
          tabIndex={0}
          aria-label={t('editor.preview.label', { device: t(`editor.preview.devices.${device}`) })}
          style={{ overflow: 'auto', background: '#f1f1f1', borderRadius: 12, padding: 12, maxHeight: '75vh' }}
        >
          <div
            data-testid="widget-preview-frame"
            data-device={device}
            style={{ width: device === 'phone' ? PHONE_WIDTH : '100%', margin: '0 auto', background: '#fff', borderRadius: device === 'phone' ? 24 : 8, padding: device === 'phone' ? '24px 12px' : 16, boxSizing: 'border-box', minHeight }}
          >
            <div ref={host} data-testid="widget-preview" />
          </div>
        </div>
      </BlockStack>
    </Card>
  );
}
