/** Pixel width of the downloaded PNG. */
export const QR_PNG_WIDTH = 1024;

const OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;

/** The QR code of a text as SVG markup (the qrcode package is loaded on first use, by this screen only). */
export async function qrSvg(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(text, { ...OPTIONS, type: 'svg' });
}

/** The QR code of a text as a PNG file. */
export async function qrPng(text: string): Promise<Blob> {
  const { default: QRCode } = await import('qrcode');
  const dataUrl = await QRCode.toDataURL(text, { ...OPTIONS, type: 'image/png', width: QR_PNG_WIDTH });
  const bytes = Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (ch) => ch.charCodeAt(0));
  return new Blob([bytes], { type: 'image/png' });
}

/** A data address of SVG markup, for an `<img>`. */
export const svgDataUrl = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
