import { useDeferredValue, useMemo, useState } from 'react';
import { sampleVariables, type EmailTemplate } from '../../contract/email-templates';
import { renderEmail, type EmailLabels, type RenderResult, type RenderedEmail } from '../../lib/email/render-email';

/** The shop as the preview names it. */
export interface PreviewShop {
  name: string;
  url: string;
}

/** The preview of a template: exactly what the server sends, with the sample values. */
export function previewEmail(template: EmailTemplate, shop: PreviewShop, labels: EmailLabels): RenderResult {
  return renderEmail(template, sampleVariables(shop.name, shop.url), labels);
}

/** What the preview shows: the latest good render, the current errors, and whether it lags behind them. */
export interface EmailPreviewState {
  email: RenderedEmail | null;
  result: RenderResult | null;
  /** True while the shown email is an older one because the template has errors. */
  stale: boolean;
}

/**
 * Renders the template as the merchant types, at low priority (a deferred value: typing stays
 * fast and renders that fall behind are skipped), and keeps the last good render while the
 * template has errors. Null labels (the email's language still loading) render nothing yet.
 */
export function useEmailPreview(template: EmailTemplate, shop: PreviewShop, labels: EmailLabels | null): EmailPreviewState {
  const deferred = useDeferredValue(template);
  const result = useMemo(() => (labels ? previewEmail(deferred, shop, labels) : null), [deferred, shop, labels]);
  const [lastGood, setLastGood] = useState<RenderedEmail | null>(null);
  if (result?.ok && result.email !== lastGood) setLastGood(result.email);
  const email = result?.ok ? result.email : lastGood;
  return { email, result, stale: !!result && !result.ok && email !== null };
}
