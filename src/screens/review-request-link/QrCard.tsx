import { Banner, BlockStack, Button, Card, InlineStack, Text } from '@shopify/polaris';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../app/runtime-context';
import { downloadBlob, downloadText } from '../../lib/download';
import { qrPng, qrSvg, svgDataUrl } from './qr-code';

/** Shown size of the QR code, in CSS pixels (the placeholder keeps it while the code is made). */
const QR_SIZE = 200;

/** The link's QR code as SVG, with Download PNG and Download SVG; `fileBase` names the files. */
export function QrCard({ url, fileBase }: { url: string; fileBase: string }) {
  const { t } = useTranslation('requests');
  const runtime = useRuntime();
  const [svg, setSvg] = useState<{ url: string; markup: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    setError(null);
    qrSvg(url).then(
      (markup) => live && setSvg({ url, markup }),
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [url]);
  const current = svg?.url === url ? svg.markup : null;
  const png = async () => {
    setBusy(true);
    try {
      downloadBlob(`${fileBase}.png`, await qrPng(url));
    } catch (e) {
      runtime.toasts.send({ type: 'toast.show', toast: { content: t('link.qrFailed', { message: e instanceof Error ? e.message : String(e) }), error: true } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">{t('link.qrTitle')}</Text>
        {error && <Banner tone="critical"><p>{t('link.qrFailed', { message: error })}</p></Banner>}
        <div style={{ width: QR_SIZE, height: QR_SIZE, background: current ? undefined : 'var(--p-color-bg-fill-secondary)', borderRadius: 'var(--p-border-radius-200)' }} aria-busy={!current}>
          {current && <img src={svgDataUrl(current)} width={QR_SIZE} height={QR_SIZE} alt={t('link.qrAlt')} data-testid="qr-code" />}
        </div>
        <InlineStack gap="300">
          <Button disabled={!current} loading={busy} onClick={() => void png()}>{t('link.downloadPng')}</Button>
          <Button disabled={!current} onClick={() => current && downloadText(`${fileBase}.svg`, current, 'image/svg+xml')}>{t('link.downloadSvg')}</Button>
        </InlineStack>
      </BlockStack>
    </Card>
  );
}
